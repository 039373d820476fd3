# corpus: python3, argv. A bitmask solver: used digits as masks, exit(print()) once solved, quit-free.
import sys
def S(g,R=range(81)):
 if'0'not in g:exit(print(g))
 i=g.find('0');m=0
 for j in R:m|=((i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0)*(g[j]>'0')<<int(g[j])
 for d in range(1,10):~m>>d&1and S(g[:i]+str(d)+g[i+1:])
S(sys.argv[1])
