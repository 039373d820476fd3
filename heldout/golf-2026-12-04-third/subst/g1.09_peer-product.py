def r(a):
 i=a.find('0')
 if~i:[m in[a[j]for j in range(81)if(i%9!=j%9 and i/9!=j/9 and(i/27!=j/27 or i%9/3!=j%9/3))<1]or r(a[:i]+m+a[i+1:])for m in`14**7*9`]
 else:print a;exit()
r(raw_input())
