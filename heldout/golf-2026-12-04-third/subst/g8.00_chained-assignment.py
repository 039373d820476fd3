P=1;k=P
while k<99:P*=k*k;k+=1;P%k and print(k,end=' ')
