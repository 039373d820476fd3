def r(a):j=a.find('.');~j or exit(a);[m
in[(j-i)%9*(j/9^i/9)*(j/27^i/27|j%9/3^i%9/3)or a[i]for
i in range(81)]or r(a[:j]+m+a[j+1:])for m in`5**18`]
from sys import*;r(argv[1])
