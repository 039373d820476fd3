b=map(int,raw_input())
for _ in range(81):
 for i in range(81):
  m=0
  for j in range(81):m|=(i%9==j%9or i/9==j/9or i/27*3+i%9/3==j/27*3+j%9/3)<<b[j]
  c=[d for d in range(10)if~m>>d&1]
  if b[i]<1==len(c):b[i]=c[0]
print`b`[1::3]
