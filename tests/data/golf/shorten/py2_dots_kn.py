def r(a):k=a.find('.');~k or exit(a);[m
in[(k-n)%9*(k/9^n/9)*(k/27^n/27|k%9/3^n%9/3)or a[n]for
n in range(81)]or r(a[:k]+m+a[k+1:])for m in'%d'%5**18]
from sys import*;r(argv[1])
