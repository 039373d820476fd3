k=P=1
while k<99:, a new line, the indentation of level 1 (4 bytes)P*=k*k;k+=1;P%k and print(k,end=' ')
