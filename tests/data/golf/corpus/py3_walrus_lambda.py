# corpus: python3, argv. A recursive lambda, := for the index, '%d' of a float literal.
import sys
r=lambda a:(i:=a.find('0'))<0 and exit(a)or[m in[a[j]for j in range(81)if(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)<1]or r(a[:i]+m+a[i+1:])for m in'%d'%4e31]
r(sys.argv[1])
