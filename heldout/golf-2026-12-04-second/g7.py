n=P=1
while n<100:P%n and print(n);P*=n*n;n+=1
