r=1<<31
for _ in'.'*16:print(''.join(' #'[r>>i&1]for i in range(63)));r=sum(((r>>n-1&1)^(r>>n+1&1))<<n for n in range(1,64))
