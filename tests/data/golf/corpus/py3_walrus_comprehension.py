# corpus: python3, argv. A walrus in a comprehension's condition (the row, read twice), a walrus hoistable in an if.
import sys
def s(g):
 if(i:=g.find('0'))<0:print(g);exit()
 for c in'123456789':c in[g[j]for j in range(81)if(r:=j//9)==i//9or j%9==i%9or r//3==i//27and j%9//3==i%9//3]or s(g[:i]+c+g[i+1:])
s(sys.argv[1])
