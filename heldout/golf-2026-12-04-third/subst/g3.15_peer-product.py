f=lambda b:b*((i:=b.find('0'))<0)or''.join(f(b[:i]+c+b[i+1:])for c in'123456789'if c not in[b[j]for j in range(81)if(i%9!=j%9 and i//9!=j//9 and(i//27!=j//27 or i%9//3!=j%9//3))==0])
print(f(input()))
