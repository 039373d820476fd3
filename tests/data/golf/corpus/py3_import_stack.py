# corpus: python3, stdin. A stack of grids: __import__ for sys, a one-item for-clause binding the used set, list += for the stack.
s=[input()];o=__import__('sys').stdout
while s:
 g=s.pop();i=g.find('0')
 if i<0:o.write(g+'\n');break
 s+=[g[:i]+c+g[i+1:]for c in'123456789'for u in[{g[j]for j in range(81)if(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0}]if c not in u]
