*g,=map(int,input().replace('.','0'))
def s(k):
 if k>80: (print(*g,sep='');return 1, and each of the 1 call of s() in its body as `if s(...):return 1`) 
 if g[k]:return s(k+1)
 for v in{*range(1,10)}-{g[j]for j in range(81)if k%9==j%9or k//9==j//9or(k//27,k%9//3)==(j//27,j%9//3)}:g[k]=v;s(-~k)
 g[k]=0
s(0)
