def s(g,i=0):
 if i>80:print(g);exit()
 if'.'!=g[i]:return s(g,i+1)
 for c in'123456789':c in{g[j]for j in range(81)if 0in(j%9-i%9,j//9-i//9,j//27!=i//27 or j%9//3-i%9//3)}or s(g[:i]+c+g[i+1:],i+1)
s(input())
