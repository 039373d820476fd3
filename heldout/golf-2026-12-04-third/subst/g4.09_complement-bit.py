b=map(int,raw_input())
exec"for i in range(81):\n m=0\n for j in range(81):m|=(i%9==j%9or i/9==j/9or i/27*3+i%9/3==j/27*3+j%9/3)<<b[j]\n c=[d for d in range(10)ifnot m>>d&1]\n if b[i]<1==len(c):b[i]=c[0]\n"*81
print`b`[1::3]
