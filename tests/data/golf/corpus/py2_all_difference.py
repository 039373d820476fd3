# corpus: python2, stdin. Cell by cell over a list, differences as inequality tests inside all() and a comprehension's if.
g=map(int,raw_input())
def s(k):
 if k>80:print''.join(map(str,g));exit()
 if g[k]:return s(k+1)
 for v in range(1,10):
  if all(v-g[j]for j in range(81)if j-k and(j%9==k%9or j/9==k/9or j/27==k/27and j%9/3==k%9/3)):g[k]=v;s(k+1)
 g[k]=0
s(0)
