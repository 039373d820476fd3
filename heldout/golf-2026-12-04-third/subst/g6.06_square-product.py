i=0;exec"i+=1;print'FizzBuzz'[i**2%3*4:8--i**4%5]or i;"*100
