k=P=1
while k<99:P*=k*k;k+=1;P%k!=0 and print(k,end=' ')
