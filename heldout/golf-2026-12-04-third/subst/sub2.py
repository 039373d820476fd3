import json
exec(open('sub.py').read().split('LAYOUT=')[0])
res=[]
for n in runs:
    src=open('../%s.py'%n).read(); lines=src.split('\n')
    base=run(n,'../%s.py'%n)
    d=json.load(open('../out/%s.tricks.json'%n))
    for k,t in enumerate(d['tricks']):
        fid='%s.%02d'%(n,k); g=t['golfed'];r=t['readable'];L=t['line']-1;c=t['col']-1;line=lines[L]
        if t['name']=='no-space':
            # find occurrence of g covering c
            best=None;s=line.find(g)
            while s!=-1:
                if s<=c<=s+len(g): best=s;break
                s=line.find(g,s+1)
            if best is None: res.append((fid,'no-space','NOMATCH',g[:30]));continue
            new=lines[:];new[L]=line[:best]+r+line[best+len(g):]
        elif line[c:c+len(g)]==g and '\n' not in r and ' on a ' not in r and ', with' not in r and 'a new line' not in r:
            if run(n,'%s_%s.py'%(fid,t['name']))==base: continue  # strict already SAME
            new=lines[:];new[L]=line[:c]+' ('+r+') '+line[c+len(g):]
        else: continue
        p='L_%s_%s.py'%(fid,t['name']); open(p,'w').write('\n'.join(new))
        o=run(n,p)
        res.append((fid,t['name'],'SAME' if o==base else 'DIFF rc=%s out=%r'%(o[1],o[0][:60]),g[:40],r[:60]))
for x in res: print(*x,sep=' | ')
