g=map(int,raw_input())
exec"for i in range(81):\n if g[i]<1:c=set(range(1,10))-{g[j]for j in range(81)if(i%9==j%9)+(i/9==j/9)+(i/27==j/27)*(i%9/3==j%9/3)};g[i]=len(c)<2and c.pop()\n"*81
print`g`[1::3]
