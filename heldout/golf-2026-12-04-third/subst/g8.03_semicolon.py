k=P=1
while k<99:P*=k*ka new line with the indentation of level 1 (4 bytes), one level deeper than the header it followsk+=1;P%k and print(k,end=' ')
