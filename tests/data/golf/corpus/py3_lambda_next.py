# corpus: python3, argv. One recursive lambda: next(filter(None,...)), := inside ~(...), a boolean peer test.
import sys
f=lambda s:next(filter(None,(f(s[:i]+c+s[i+1:])for c in'123456789'if all(c!=s[j]or(i-j)%9and i//9-j//9and(i//27-j//27or i%9//3-j%9//3)for j in range(81)))),'')if~(i:=s.find('0'))else s
print(f(sys.argv[1]))
