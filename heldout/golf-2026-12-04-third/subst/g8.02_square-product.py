k=P=1
while k<99:P*=k**2;k+=1;P%k and print(k,end=' ')
