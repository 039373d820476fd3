r=1<<31
for _ in'.'*16:print(''.join(' #'[r>>i&1]for i in range(63)))a new line with the indentation of level 1 (4 bytes), one level deeper than the header it followsr=r<<1^r>>1
