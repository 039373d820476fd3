# corpus: python3, argv. A stack of grids in a while loop, tab indentation, set difference of a {*x} display.
import sys
S=[sys.argv[1]]
while S:
	g=S.pop();i=g.find('0')
	if i<0:print(g);break
	r,c=i//9,i%9;b=i//27*3+c//3
	S+=[g[:i]+d+g[i+1:]for d in{*'123456789'}-{g[j]for j in range(81)if j//9==r or j%9==c or j//27*3+j%9//3==b}]
