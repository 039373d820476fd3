k=P=1
while k<99:P*=k*k;k+=1a new line with the indentation of level 1 (4 bytes), one level deeper than the header it followsP%k and print(k,end=' ')
