# corpus: python3, argv. Returns the solution: [x,y][c] for a conditional, while 1>0, -~ and ~-.
import sys
def r(a,n=0):
 i=a.find('0')
 while 1>0:
  if i<0:return a
  for m in'%d'%4e31:
   if all([0,a[j]][(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)<1]!=m for j in range(-~n*81-81,~-n+82)):
    b=r(a[:i]+m+a[i+1:])
    if b:return b
  return''
print(r(sys.argv[1]))
