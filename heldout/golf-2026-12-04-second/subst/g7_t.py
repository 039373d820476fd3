n=P=1
while n<100:P%n!=0 and print(n);P*=n*n;n+=1
