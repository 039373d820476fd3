# corpus: python3, argv. The specimen's shape with // for Python 3, a tab for indentation.
def r(a):
	i=a.find('0');~i or exit(a)
	for m in'%d'%4e31:m in[(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)or a[j]for j in range(81)]or r(a[:i]+m+a[i+1:])
from sys import*;r(argv[1])
