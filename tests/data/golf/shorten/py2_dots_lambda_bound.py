r=lambda a:(lambda p:[m in[(p-q)%9*(p/9^q/9)*(p/27^q/27|p%9/3^q%9/3)or a[q]for q in range(81)]or r(a[:p]+m+a[p+1:])for m in str(5**18)]if~p else exit(a))(a.find('.'))
import sys;r(sys.argv[1])
