P=1;n=P
while n<100:P%n and print(n);P*=n*n;n+=1
