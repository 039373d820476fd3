# corpus: python2, stdin. No recursion: a stack of strings, ~i as a test, the list reversed.
s=[raw_input()]
while s:
 a=s.pop();i=a.find('0')
 if~i:s+=[a[:i]+m+a[i+1:]for m in'123456789'if not m in[a[j]for j in range(81)if(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)==0]][::-1]
 else:print a;break
