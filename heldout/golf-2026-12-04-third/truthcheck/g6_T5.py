i=0;exec"i+=1;print('FizzBuzz'[i*i%3*4:8--i**4%5] if 'FizzBuzz'[i*i%3*4:8--i**4%5] else i);"*100
