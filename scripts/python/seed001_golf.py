# Seed 001's code-golf solver, transliterated to Python 3 for timing: the seed's program is
# Python 2, where `/` on ints is floor division; here it is `//`. Nothing else is changed, so
# it makes the same 146,605 calls of r on the Wikipedia puzzle. Run it as the seed does:
#   time python3 seed001_golf.py 530070000600195000098000060800060003400803001700020006060000280000419005000080079
# It ends through exit(a), which prints the solution on standard error with exit status 1.
def r(a):i=a.find('0');~i or exit(a);[m
in[(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)or a[j]for
j in range(81)]or r(a[:i]+m+a[i+1:])for m in'%d'%5**18]
from sys import*;r(argv[1])
