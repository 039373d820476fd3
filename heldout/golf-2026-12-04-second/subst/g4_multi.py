import sys
def f(s,i=0):return i>80 and s or'0'<s[i]and f(s,i+1)or(next((v for v in(f(s[:i]+c+s[i+1:],i+1)for c in map(str,range(1,10))if{v for v in{c}if v not in set(s[j]for j in range(81)if(i-j)%9==0 or i//9==j//9 or i//27==j//27 and i%9//3==j%9//3)})if v),'')if s[i]=='0'else False)
print(f(sys.argv[1]))
