k=P=1
while k<99:
 P*=k*k;k+=1
 if P%k:print(k,end=' ')
