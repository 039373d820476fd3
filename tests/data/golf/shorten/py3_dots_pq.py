def r(a):p=a.find('.');~p or exit(a);[m
in[(p-q)%9*(p//9^q//9)*(p//27^q//27|p%9//3^q%9//3)or a[q]for
q in range(81)]or r(a[:p]+m+a[p+1:])for m in'%d'%5**18]
from sys import*;r(argv[1])
