g=[int(v)for v in raw_input()]
def f(i):
 while i<81and g[i]!=0:i+=1
 if i==81:print''.join(map(str,g));exit()
 u=0
 for j in range(81):u|=(j%9==i%9or j//9==i//9or j/9/3==i/9/3and j%9//3==i%9//3)<<g[j]
 for d in range(1,10):
  if not u>>d&1:g[i]=d;f(i);g[i]=0
f(0)
