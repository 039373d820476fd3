def r(a):
 u=a.find('.')
 if u<0:exit(a)
 s=[];v=0
 exec"s+=[(u-v)%9*(u/9^v/9)*(u/27^v/27|u%9/3^v%9/3)or a[v]];v+=1;"*81
 for m in'%d'%5**18:m in s or r(a[:u]+m+a[u+1:])
from sys import*;r(argv[1])
