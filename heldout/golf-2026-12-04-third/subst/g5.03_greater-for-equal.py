*g,=map(int,input().replace('.','0'))
def s(k):
 if k==81:exit(print(*g,sep=''))
 if g[k]:return s(k+1)
 for v in{*range(1,10)}-{g[j]for j in range(81)if k%9==j%9or k//9==j//9or(k//27,k%9//3)==(j//27,j%9//3)}:g[k]=v;s(-~k)
 g[k]=0
s(0)
