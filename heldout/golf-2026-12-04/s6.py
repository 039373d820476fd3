def s(g):
 if'0'not in g:[print(g[r*9:][:9])for r in range(9)];exit()
 i=g.index('0');r=i-i%9;c=i%9;b=i-i%27+c-c%3
 for d in'123456789':d in g[r:][:9]+g[c::9]+g[b:b+3]+g[b+9:b+12]+g[b+18:b+21]or s(g[:i]+d+g[i+1:])
s(input())
