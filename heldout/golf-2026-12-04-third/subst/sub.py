import json,subprocess,sys
sys.path.insert(0,'../truthcheck')
P2='/root/.pyenv/versions/2.7.18/bin/python';P3='python3'
PZ='530070000600195000098000060800060003400803001700020006060000280000419005000080079'
runs={'g1':(P2,'stdin',PZ),'g2':(P3,'arg',PZ),'g3':(P3,'stdin',PZ),'g4':(P2,'stdin',PZ),'g5':(P3,'stdin',PZ.replace('0','.')),'g6':(P2,'none',''),'g7':(P3,'none',''),'g8':(P3,'none','')}
def run(name,path,py=None):
    p,mode,a=runs[name]; py=py or p
    cmd=[py,path]+([a] if mode=='arg' else [])
    try:
        r=subprocess.run(cmd,input=(a+'\n' if mode=='stdin' else ''),capture_output=True,text=True,timeout=120)
        return r.stdout,r.returncode
    except subprocess.TimeoutExpired: return 'TIMEOUT',-9
LAYOUT=('no-space','short-indent','one-line-body','semicolon','print-statement')
res=[]
for n in runs:
    src=open('../%s.py'%n).read(); lines=src.split('\n')
    base=run(n,'../%s.py'%n)
    d=json.load(open('../out/%s.tricks.json'%n))
    for k,t in enumerate(d['tricks']):
        fid='%s.%02d'%(n,k)
        g=t['golfed'];r=t['readable']
        L=t['line']-1;c=t['col']-1
        line=lines[L]
        if t['name']=='no-space':
            # readable inserts one space
            if line[c:c+len(g)]!=g: res.append((fid,t['name'],'NOMATCH','',''));continue
            pass
        if line[c:c+len(g)]!=g:
            res.append((fid,t['name'],'NOMATCH-POS',g[:40],r[:60]));continue
        new=lines[:];new[L]=line[:c]+r+line[c+len(g):]
        p='%s_%s.py'%(fid,t['name']); open(p,'w').write('\n'.join(new))
        o=run(n,p)
        res.append((fid,t['name'],'SAME' if o==base else 'DIFF rc=%s out=%r'%(o[1],o[0][:60]),g[:50],r[:80]))
for x in res: print(*x,sep=' | ')
