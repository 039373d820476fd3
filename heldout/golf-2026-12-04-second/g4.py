import sys
f=lambda s,i=0:i>80and s or'0'<s[i]and f(s,i+1)or'1'>s[i]and next(filter(None,(f(s[:i]+c+s[i+1:],i+1)for c in'123456789'if{c}-{s[j]for j in range(81)if(i-j)%9<1or i//9==j//9or(i//27,i%9//3)==(j//27,j%9//3)})),'')
print(f(sys.argv[1]))
