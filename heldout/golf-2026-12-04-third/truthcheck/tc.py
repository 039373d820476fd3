import subprocess,sys,os
P2='/root/.pyenv/versions/2.7.18/bin/python';P3='python3'
PZ='530070000600195000098000060800060003400803001700020006060000280000419005000080079'
runs={'g1':(P2,'stdin',PZ),'g2':(P3,'arg',PZ),'g3':(P3,'stdin',PZ),'g4':(P2,'stdin',PZ),'g5':(P3,'stdin',PZ.replace('0','.')),'g6':(P2,'none',''),'g7':(P3,'none',''),'g8':(P3,'none','')}
def run(name,path):
    py,mode,a=runs[name]
    cmd=[py,path]+([a] if mode=='arg' else [])
    r=subprocess.run(cmd,input=(a+'\n' if mode=='stdin' else ''),capture_output=True,text=True,timeout=60)
    return r.stdout,r.returncode
subs=[
('g1','T1','if~i:','if i!=-1:'),
('g1','T3',"m in[a[j]for j in range(81)if(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)<1]or r(a[:i]+m+a[i+1:])","(m not in[a[j]for j in range(81)if(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)<1])and r(a[:i]+m+a[i+1:])"),
('g1','T4','(i-j)%9*','(i%9!=j%9)*'),
('g1','T5','(i/9^j/9)','(i/9!=j/9)'),
('g1','T6','(i/27^j/27|i%9/3^j%9/3)','(i/27!=j/27 or i%9/3!=j%9/3)'),
('g1','T7','(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)<1','(i%9==j%9 or i/9==j/9 or i/27==j/27 and i%9/3==j%9/3)'),
('g1','T8',')<1]',')==0]'),
('g1','T9','`14**7*9`',"'948721536'"),
('g1','T10','(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)','(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)'),
('g2','T1',"if(i:=p.find('0'))+1:","i=p.find('0')\n if i+1:"),
('g2','T2',"if(i:=p.find('0'))+1:","if(i:=p.find('0'))!=-1:"),
('g2','T3',"{*'123456789'}"," set('123456789')"),
('g2','T4',"{*p[i//9*9:][:9],*p[i%9::9],*(p[j]for j in range(81)if j//27==i//27and j%9//3==i%9//3)}","(set(p[i//9*9:][:9])|set(p[i%9::9])|set(p[j]for j in range(81)if j//27==i//27and j%9//3==i%9//3))"),
('g2','T5',"p[i//9*9:][:9]","p[i//9*9:i//9*9+9]"),
('g2','T6',"p[i%9::9]","[p[j] for j in range(i%9,81,9)]"),
('g3','T3',"b*((i:=b.find('0'))<0)or''.join(f(b[:i]+c+b[i+1:])for c in'123456789'if c not in[b[j]for j in range(81)if(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0])","b if(i:=b.find('0'))<0 else''.join(f(b[:i]+c+b[i+1:])for c in'123456789'if c not in[b[j]for j in range(81)if(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0])"),
('g3','T4',"))<0)","))==-1)"),
('g3','T5',"''.join(f(b[:i]+c+b[i+1:])for c in'123456789'if c not in[b[j]for j in range(81)if(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0])"," next(filter(None,(f(b[:i]+c+b[i+1:])for c in'123456789'if c not in[b[j]for j in range(81)if(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0])),'')"),
('g3','T6',"(i-j)%9*","(i%9!=j%9)*"),
('g3','T7',"(i//9-j//9)","(i//9!=j//9)"),
('g3','T8',"(i//27-j//27or i%9//3-j%9//3)","(i//27!=j//27 or i%9//3!=j%9//3)"),
('g3','T9',"(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0","(i%9==j%9 or i//9==j//9 or i//27==j//27 and i%9//3==j%9//3)"),
('g4','T1',"b=map(int,raw_input())","b=[int(c) for c in raw_input()]"),
('g4','T3',"m|=(i%9==j%9or i/9==j/9or i/27*3+i%9/3==j/27*3+j%9/3)<<b[j]","\\n  if i%9==j%9or i/9==j/9or i/27*3+i%9/3==j/27*3+j%9/3:m|=1<<b[j]"),
('g4','T4',"i/9==j/9or i/27*3+i%9/3==j/27*3+j%9/3","i//9==j//9or i//27*3+i%9//3==j//27*3+j%9//3"),
('g4','T5',"if~m>>d&1","if not m>>d&1"),
('g4','T6',"range(10)","range(1,10)"),
('g4','T7',"b[i]<1==len(c)","b[i]<1 and 1==len(c)"),
('g4','T8',"b[i]<1==len(c)","b[i]==0 and 1==len(c)" ),
('g4','T9',"`b`[1::3]","''.join(map(str,b))"),
('g5','T1',"*g,=map(int,input().replace('.','0'))","g=list(map(int,input().replace('.','0')))"),
('g5','T2',"k>80","k==81"),
('g5','T3',"exit(print(*g,sep=''))","print(*g,sep='');exit()"),
('g5','T4',"print(*g,sep='')","print(''.join(map(str,g)))"),
('g5','T5',"{*range(1,10)}"," set(range(1,10))"),
('g5','T6',"(k//27,k%9//3)==(j//27,j%9//3)"," k//27==j//27 and k%9//3==j%9//3"),
('g5','T7',"s(-~k)","s(k+1)"),
('g6','T1',"i=0;exec\"i+=1;print'FizzBuzz'[i*i%3*4:8--i**4%5]or i;\"*100","for i in range(1,101):print'FizzBuzz'[i*i%3*4:8--i**4%5]or i"),
('g6','T2',"i*i%3*4","(0 if i%3==0 else 4)"),
('g6','T3',"8--i**4%5","(8 if i%5==0 else 4)"),
('g6','T4',"'FizzBuzz'[i*i%3*4:8--i**4%5]","('Fizz'*(i%3==0)+'Buzz'*(i%5==0))"),
('g6','T5',"'FizzBuzz'[i*i%3*4:8--i**4%5]or i","('FizzBuzz'[i*i%3*4:8--i**4%5] if 'FizzBuzz'[i*i%3*4:8--i**4%5] else i)"),
('g7','T2',"for _ in'.'*16:","for _ in range(16):"),
('g7','T3',"' #'[r>>i&1]","('#' if r>>i&1 else ' ')"),
('g7','T4',"r=r<<1^r>>1","r=sum(((r>>n-1&1)^(r>>n+1&1))<<n for n in range(1,64))"),
('g8','T1',"k=P=1","k=1;P=1"),
('g8','T2',"P%k and","all(k%d for d in range(2,k))and"),
('g8','T3',"while k<99:P*=k*k;k+=1;P%k and print(k,end=' ')","while k<99:\n P*=k*k;k+=1\n if P%k:print(k,end=' ')"),
('g8','T4',"k*k","k**2"),
]
base={}
for n in runs: base[n]=run(n,'../%s.py'%n)
bad=0
for n,t,a,b in subs:
    src=open('../%s.py'%n).read()
    assert src.count(a)>=1,(n,t,'notfound')
    if src.count(a)>1: print('multi',n,t)
    s2=src.replace(a,b,1)
    p='%s_%s.py'%(n,t); open(p,'w').write(s2)
    o=run(n,p)
    ok=o==base[n]
    if not ok: bad+=1
    print(n,t,'OK' if ok else 'DIFF %r'%(o,))
print('bad',bad)
