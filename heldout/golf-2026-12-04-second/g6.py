i=0;exec"i+=1;print'Fizz'*(i%3<1)+'Buzz'*(i%5<1)+'Bazz'*(i%7<1)or i;"*100
