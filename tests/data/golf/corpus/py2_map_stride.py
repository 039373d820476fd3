# corpus: python2, stdin. A loop assigning into the grid, map to a list, column stride slices, integer /.
g=map(int,raw_input())
def r(k):
 if k>80:print''.join(map(str,g));exit()
 if g[k]:r(k+1);return
 b=k/27*27+k%9/3*3;u=g[k/9*9:k/9*9+9]+g[k%9::9]+g[b:b+3]+g[b+9:b+12]+g[b+18:b+21]
 for g[k]in range(1,10):
  if not g[k]in u:r(k+1)
 g[k]=0
r(0)
