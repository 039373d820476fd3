k=P=1
while k<99:P*=k*k;k+=1;all(k%d for d in range(2,k))and print(k,end=' ')
