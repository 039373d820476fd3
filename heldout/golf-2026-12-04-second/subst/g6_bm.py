i=0;exec"i+=1;print('Fizz'if i%3==0 else'')+('Buzz'if i%5==0 else'')+'Bazz'*(i%7<1)or i;"*100
