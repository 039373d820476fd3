k=P=1
while k<99:
    P*=k*k
    k+=1
    P%k and print(k,end=' ')
