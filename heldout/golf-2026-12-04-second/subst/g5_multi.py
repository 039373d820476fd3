g=list(input().replace('.','0'))
def S():
 if'0'in g:
  i=g.index('0')
  for d in set("123456789")-{g[k]for k in range(81)if k%9==i%9or k//9==i//9or k//27*3+k%9//3==i//27*3+i%9//3}:g[i]=d;S();g[i]='0'
 else:print("".join(map(str,g)));exit()
S()
