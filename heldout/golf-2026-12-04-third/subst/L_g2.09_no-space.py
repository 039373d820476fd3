import sys
def s(p):
 if(i:=p.find('0'))+1:
  for d in{*'123456789'}-{*p[i//9*9:][:9],*p[i%9::9],*(p[j] for j in range(81)if j//27==i//27and j%9//3==i%9//3)}:s(p[:i]+d+p[i+1:])
 else:print(p);exit()
s(sys.argv[1])
