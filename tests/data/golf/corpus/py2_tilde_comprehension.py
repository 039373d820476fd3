# corpus: python2, argv. ~i as the test, a comprehension as the loop, '%d'%5**18, a product of differences under or.
import sys
def s(p):
 i=p.find('0')
 if~i:[s(p[:i]+c+p[i+1:])for c in'%d'%5**18if all(c!=p[j]or(i-j)%9*(i/9-j/9)*(i/27-j/27or i%9/3-j%9/3)for j in range(81))]
 else:print p;exit()
s(sys.argv[1])
