for i in range(1,101):print'FizzBuzz'[i*i%3*4:8--i**4%5]or i
