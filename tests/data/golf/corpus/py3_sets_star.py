# corpus: python3, argv. Candidates by set difference of a {*x} display, print(*g,sep=''), a product of differences.
import sys
def S(g):
 i=g.find('0')
 if i<0:print(*g,sep='');exit()
 for d in{*'123456789'}-{g[j]for j in range(81)if(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0}:S(g[:i]+d+g[i+1:])
S(sys.argv[1])
