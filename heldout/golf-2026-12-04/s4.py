S=lambda s:[S(s[:i]+c+s[i+1:])for c in'123456789'if all(c!=s[j]or(i-j)%9*(i//9-j//9)*(i//27-j//27|i%9//3-j%9//3)for j in range(81))]if~(i:=s.find('0'))else print(s)
S(input())
