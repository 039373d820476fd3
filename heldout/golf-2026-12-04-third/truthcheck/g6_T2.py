i=0;exec"i+=1;print'FizzBuzz'[(0 if i%3==0 else 4):8--i**4%5]or i;"*100
