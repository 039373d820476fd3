# corpus: python2, stdin. Recursion over a list that quits once solved, a comparison shifted into a mask, ~b>>v&1 for a free digit.
def f(g):
 if min(g):print''.join(map(str,g));quit()
 i=g.index(0);b=0
 for j in range(81):b|=(i%9==j%9or i/9==j/9or i/27==j/27and i%9/3==j%9/3)<<g[j]
 for v in range(1,10):
	if~b>>v&1:g[i]=v;f(g)
 g[i]=0
f(map(int,raw_input()))
