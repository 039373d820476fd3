def r(s):
 c=s.find('.')
 if c<0:exit(s)
 for d in'123456789':d in[(c-e)%9*(c//9^e//9)*(c//27^e//27|c%9//3^e%9//3)or s[e]for e in range(81)]or r(s[:c]+d+s[c+1:])
from sys import*;r(argv[1])
