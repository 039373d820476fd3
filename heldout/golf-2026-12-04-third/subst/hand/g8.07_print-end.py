import sys
k=P=1
while k<99:P*=k*k;k+=1;P%k and sys.stdout.write(str(k)+' ')
