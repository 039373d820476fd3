# corpus: python3, output. Not Sudoku: the longest Collatz run from below 30 by bit tricks (n^1, n&1, n>>1), c and x or y, tuple order, a ceiling division, a power of two by a shift.
m=k=0
for s in range(1,30):
 n=s;c=0
 while n^1:n=(n&1)and(3*n+1)or n>>1;c+=1
 if(c,s)>(m,k):m,k=c,s
print(m,k,-(-m//4),1<<k%5)
