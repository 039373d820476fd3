# corpus: python2, argv. One lambda that prints the grid by exit(g) (to standard error), `in` on a row, a column and a box joined by +, the cell's row by i/9*9.
import sys
s=lambda g,i=0:(s(g,i+1)if g[i]>'0'else[s(g[:i]+c+g[i+1:],i+1)for c in'123456789'if not c in g[i/9*9:i/9*9+9]+g[i%9::9]+''.join(g[j]for j in range(81)if j/27==i/27and j%9/3==i%9/3)])if'0'in g else exit(g)
s(sys.argv[1])
