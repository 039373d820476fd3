# corpus: python3, argv. A recursive lambda joining every solution and slicing the first, a one-item for-clause for the empty cell.
import sys
r=lambda g:''.join(r(g[:i]+c+g[i+1:])for i in[g.find('0')]for c in'123456789'if all(c!=g[j]or(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)for j in range(81)))[:81]if'0'in g else g
print(r(sys.argv[1]))
