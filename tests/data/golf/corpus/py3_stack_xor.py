# corpus: python3, stdin. A stack of grids as lists tested by its truth, a peer test by ^ over an index, a row and a column, exit(print()) once solved.
g=[*input()];S=[g]
while S:
 g=S.pop()
 if'0'not in g:exit(print(''.join(g)))
 i=g.index('0');r,c=i//9,i%9
 S+=[g[:i]+[d]+g[i+1:]for d in'987654321'if all(d!=g[j]or(j//9^r)*(j%9^c)*(j//27^r//3|j%9//3^c//3)for j in range(81))]
