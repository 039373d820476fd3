def S(p):
 i=p.find('0')
 if~i:[S(p[:i]+c+p[i+1:])for c in`14**7*9`if c not in`[p[j]for j in range(81)if(i-j)%9*(i/9-j/9)*(i/27-j/27|i%9/3-j%9/3)==0]`]
 else:print p;exit()
S(raw_input())
