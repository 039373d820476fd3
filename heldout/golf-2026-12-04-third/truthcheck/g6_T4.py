i=0;exec"i+=1;print('Fizz'*(i%3==0)+'Buzz'*(i%5==0))or i;"*100
