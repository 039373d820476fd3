g=map(int,raw_input())
def f(i):
 while i<81and g[i]:i+=1
 if i>80:print''.join(map(str,g));return 1
 u=0
 for j in range(81):
  if j%9==i%9 or j/9==i/9 or j/27==i/27 and j%9/3==i%9/3:u|=1<<g[j]
 for d in range(1,10):
  if not u>>d&1:
   g[i]=d
   if f(i):return 1
   g[i]=0
f(0)
