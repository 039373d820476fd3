i=0a new line with the indentation of level 0 (0 bytes)exec"i+=1;print'FizzBuzz'[i*i%3*4:8--i**4%5]or i;"*100
