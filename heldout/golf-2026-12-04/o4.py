c=[0]*31;c[15]=1
for _ in c[:16]:print(''.join('.#'[x]for x in c));c=[30>>c[i-1]*4+c[i]*2+c[-~i%31]&1 for i in range(31)]
