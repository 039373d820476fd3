# corpus: python3, argv. An index against a row and a column in one xor peer test, a found index as a truth value, print(end='').
import sys
def S(g):
 i=g.find('0')+1
 if i:
  i-=1;r=i//9;c=i%9
  for d in{*'123456789'}-{g[j]for j in range(81)if(j//9^r)*(j%9^c)*(j//27^r//3|j%9//3^c//3)<1}:S(g[:i]+d+g[i+1:])
 else:print(g,end='');exit()
S(sys.argv[1])
