# corpus: python2, stdin. Rows and columns in a product-of-xor peer test, a bitmask of used digits, percent formatting, print with commas.
g=map(int,raw_input());n=0
def s(k):
 global n;n+=1
 if k>80:print''.join(map(str,g));print'%d calls'%n,'in all';exit()
 r=k/9;c=k%9
 if g[k]:s(k+1);return
 m=0
 for y in range(9):
  for x in range(9):
   if(r^y)*(c^x)*(r/3^y/3|c/3^x/3)<1:m|=1<<g[y*9+x]
 for d in range(1,10):
  if m>>d&1<1:g[k]=d;s(k+1)
 g[k]=0
s(0)
