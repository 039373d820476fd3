i=0
for _ in range(100):i+=1;print'FizzBuzz'[i*i%3*4:8--i**4%5]or i
