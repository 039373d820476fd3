# corpus: python2, argv. Reversed seed 004 digits, a default argument for range, x<1 for ==0.
import sys
def s(q,R=range):
 k=q.find('0')
 if k<0:print q;sys.exit()
 for c in`14**7*9`[::-1]:
  if all(c!=q[j]for j in R(81)if(k-j)%9*(k/9^j/9)*(k/27^j/27|k%9/3^j%9/3)<1):s(q[:k]+c+q[k+1:])
s(sys.argv[1])
