f=lambda b:b*(b.find('0')<0)or''.join(f(b[:b.find('0')]+c+b[b.find('0')+1:])for c in'123456789'if c not in[b[j]for j in range(81)if(b.find('0')-j)%9*(b.find('0')//9-j//9)*(b.find('0')//27-j//27 or b.find('0')%9//3-j%9//3)==0])
print(f(input()))
