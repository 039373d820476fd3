# corpus: python2, argv. Joins every solution and slices the first; candidates as a string of used values.
import sys
def r(a):
 i=a.find('0')
 if i<0:return a
 u=''
 for j in range(81):
  if(i-j)%9*(i/9-j/9)*(i/27-j/27|i%9/3-j%9/3)==0and a[j]not in u:u+=a[j]
 return''.join(r(a[:i]+c+a[i+1:])for c in'123456789'if c not in u)[:81]
print r(sys.argv[1])or'none'
