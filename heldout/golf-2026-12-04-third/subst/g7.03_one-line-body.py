r=1<<31
for _ in'.'*16:, a new line, the indentation of level 1 (4 bytes)print(''.join(' #'[r>>i&1]for i in range(63)));r=r<<1^r>>1
