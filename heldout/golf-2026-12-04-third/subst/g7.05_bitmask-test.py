r=1<<31
for _ in'.'*16:print(''.join(' #'[r//2**i%2]for i in range(63)));r=r<<1^r>>1
