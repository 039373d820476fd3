i=0;exec"i+=1\nprint'FizzBuzz'[i*i%3*4:8--i**4%5]or i\n"*100
