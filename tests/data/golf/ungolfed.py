def r(a):
    i = a.find('0')
    if i == -1:
        stderr.write(a+'\n')
        exit(1)
    for m in '3814697265625':
        if m not in [a[j] for j in range(81)
                if (i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3) == 0]:
            r(a[:i]+m+a[i+1:])
from sys import argv, exit, stderr
r(argv[1])
