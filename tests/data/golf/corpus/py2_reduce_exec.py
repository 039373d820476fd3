# corpus: python2, argv. reduce as the search, a string times a comparison, an exec loop with a counter, s+=x, and a chained assignment.
import sys
def R(g):
 i=g.find('0')
 if i<0:return g
 c=[g[k]*((i-k)%9*(i/9^k/9)*(i/27^k/27|i%9/3^k%9/3)<1)for k in range(81)]
 return reduce(lambda r,d:r or d not in c and R(g[:i]+d+g[i+1:]),'123456789','')
a=b=R(sys.argv[1]);p=[];k=0;exec"p+=a[k],;k+=1;"*81;print''.join(p)
