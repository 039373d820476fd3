r=lambda a:(~a.find('.')or exit(a))and[m in[(a.find('.')-y)%9*(a.find('.')/9^y/9)*(a.find('.')/27^y/27|a.find('.')%9/3^y%9/3)or a[y]for y in range(81)]or r(a[:a.find('.')]+m+a[a.find('.')+1:])for m in`5**18`]
from sys import*;r(argv[1])
