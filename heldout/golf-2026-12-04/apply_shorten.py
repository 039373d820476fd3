#!/usr/bin/env python3
"""Apply each `golf shorten` proposal (parsed from OUTDIR/NAME.shorten.txt lines 'L:C OLD -> NEW  saves N bytes')
and run the rewritten program under each dialect it works in, on puzzle.txt (compared with NAME.pyX.out),
and also on extra inputs (multi-solution puzzles) compared with the ORIGINAL program's output on them.
usage: python3 apply_shorten.py OUTDIR"""
import re, sys, os, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
PY = {'py2': '/root/.pyenv/versions/2.7.18/bin/python2.7', 'py3': '/root/.pyenv/versions/3.11.7/bin/python3.11'}
EXTRA = {'empty': '0'*81, 'sparse': '1'+'0'*80}
def dial(n): return [d for d in ('py2','py3') if os.path.exists(f'{HERE}/{n}.{d}.out')]
def run(d, src, inp):
    try:
        p = subprocess.run([PY[d], '-c', src], input=inp, capture_output=True, text=True, timeout=300)
        return p.stdout, p.returncode, p.stderr[-200:]
    except subprocess.TimeoutExpired: return None, 'timeout', ''
out = sys.argv[1]; tot = brk = 0
for n in ['s1','s2','s3','s4','s5','s6','o1','o2','o3','o4']:
    f = f'{out}/{n}.shorten.txt'
    if not os.path.exists(f): continue
    for l in open(f):
        m = re.match(r'\s+(\d+):(\d+) (.+?) -> (.+?)  saves (\d+) bytes', l)
        if not m: continue
        L, C, old, new, sv = int(m[1]), int(m[2]), m[3], m[4], m[5]
        old = old[1:-1] if old.startswith("'") and False else old
        src = open(f'{HERE}/{n}.py').read().split('\n')
        line = src[L-1]
        # forms are shown as `expr` (backquoted Python 2 repr) or 'literal'
        if line[C-1:C-1+len(old)] != old:
            print(n, L, C, old, '->', new, 'OLD TEXT NOT AT PLACE'); continue
        src[L-1] = line[:C-1] + new + line[C-1+len(old):]
        ns = '\n'.join(src); tot += 1
        orig = open(f'{HERE}/{n}.py').read()
        res = []; broke = False
        for d in dial(n):
            o, rc, err = run(d, ns, open(f'{HERE}/puzzle.txt').read())
            ok = o == open(f'{HERE}/{n}.{d}.out').read()
            if rc == 'timeout':
                res.append(f'{d}:puzzle=TIMEOUT after 300 s (not judged; rerun by hand without a limit)'); continue
            broke |= not ok
            res.append(f'{d}:puzzle={"same" if ok else "BROKEN rc="+str(rc)+" "+err}')
            for k, inp in EXTRA.items():
                if not n.startswith('s'): continue
                o2, rc2, _ = run(d, ns, inp + '\n'); o1, rc1, _ = run(d, orig, inp + '\n')
                res.append(f'{d}:{k}=' + ('same' if o1 == o2 else f'DIFFERENT first solution ({(o1 or "")[:20]}.. vs {(o2 or "")[:20]}..)'))
        brk += broke
        print(n, f'{L}:{C}', old, '->', new, f'(-{sv}B, {len(orig)}->{len(ns)} bytes)', ' | '.join(res))
print(f'proposals {tot}, broken on the test input {brk} (timeouts not counted as broken)')
