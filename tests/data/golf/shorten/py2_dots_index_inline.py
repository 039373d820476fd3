def r(a):
 if'.'not in a:exit(a)
 for c in'123456789':c in[(a.index('.')-d)%9*(a.index('.')/9^d/9)*(a.index('.')/27^d/27|a.index('.')%9/3^d%9/3)or a[d]for d in range(81)]or r(a[:a.index('.')]+c+a[a.index('.')+1:])
from sys import*;r(argv[1])
