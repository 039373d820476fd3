import glob
exec(open('sub.py').read().split('LAYOUT=')[0])
for f in sorted(glob.glob('hand/*.py')):
    n=f.split('/')[1][:2]
    print(f, 'SAME' if run(n,f)==run(n,'../%s.py'%n) else 'DIFF %r'%(run(n,f),))
