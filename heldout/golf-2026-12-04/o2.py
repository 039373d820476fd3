k=P=1;s=''
exec"if P%k:s+='%d,'%k\nP*=k*k;k+=1\n"*99
print s[:-1]
