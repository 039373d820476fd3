# corpus: python2, output. Not Sudoku: primes below 50 by trial division up to n**.5, even or odd from a word table packed in one literal, pow(b,e,m), the last digit by backquotes.
for n in range(2,50):
 if all(n%k for k in range(2,int(n**.5)+1)):print n,'eovdedn'[n&1::2],pow(2,n-1,n),`n`[-1]
