g=[*map(int,input())]
def f(i=0):
 if i>80:print(*g,sep='');exit()
 if g[i]:return f(i+1)
 u=0
 for j in range(81):
  if(i%9==j%9)|(i//9==j//9)|(i//27==j//27)&(i%9//3==j%9//3):u|=1<<g[j]
 for d in range(1,10):
  if~u>>d&1:g[i]=d;f(i+1)
 g[i]=0
f()
