r=1<<15;exec"print''.join(' #'[r>>i&1]for i in range(31));r=(r/2^(r|r<<1))&2**31-1;"*16
