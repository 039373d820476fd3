r=lambda a:(~a.find('.')or exit(a))and[m in[(a.find('.')-w)%9*(a.find('.')//9^w//9)*(a.find('.')//27^w//27|a.find('.')%9//3^w%9//3)or a[w]for w in range(81)]or r(a[:a.find('.')]+m+a[a.find('.')+1:])for m in str(5**18)]
from sys import*;r(argv[1])
