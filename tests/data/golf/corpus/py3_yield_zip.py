# corpus: python3, stdin. A generator of solutions, [*x] for list(), '0'<c, k>80, rows by the zip grouper.
def s(p,k=0):
 if k>80:yield p;return
 if'0'<p[k]:yield from s(p,k+1);return
 for d in'123456789':
  if all(d!=p[j]for j in range(81)if(k-j)%9*(k//9^j//9)*(k//27^j//27or k%9//3^j%9//3)<1):yield from s(p[:k]+[d]+p[k+1:],k+1)
g=next(s([*input()]))
print(''.join(g));print(*map(''.join,zip(*[iter(g)]*9)))
