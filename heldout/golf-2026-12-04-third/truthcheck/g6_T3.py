i=0;exec"i+=1;print'FizzBuzz'[i*i%3*4:(8 if i%5==0 else 4)]or i;"*100
