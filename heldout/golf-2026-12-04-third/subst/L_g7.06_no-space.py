r=1<<31
for _ in'.'*16:print(''.join(' #'[r>>i&1] for i in range(63)));r=r<<1^r>>1
