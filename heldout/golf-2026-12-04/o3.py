r=[1];i=0
while i<10:print(f'{i}:',*r,sep=[' ',', '][4<i<8]);r=[a+b for a,b in zip([0]+r,r+[0])];i+=1
