#!/usr/bin/env python3
"""Substitute a finding's readable form for its golfed snippet (at line:col) and run under the program's dialects.
usage: python3 subst.py OUTDIR NAME LINE COL   (finding looked up in OUTDIR/NAME.tricks.json)
       python3 subst.py OUTDIR ALL   (tries every finding whose golfed text is found at line:col and whose readable form is code-like)"""
import json, sys, os, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
PY = {'py2': '/root/.pyenv/versions/2.7.18/bin/python2.7', 'py3': '/root/.pyenv/versions/3.11.7/bin/python3.11'}
def dial(n): return [d for d in ('py2','py3') if os.path.exists(f'{HERE}/{n}.{d}.out')]
def run(n, src):
    res = {}
    for d in dial(n):
        try:
            p = subprocess.run([PY[d], '-c', src], stdin=open(f'{HERE}/puzzle.txt'), capture_output=True, text=True, timeout=60)
            ok = p.stdout == open(f'{HERE}/{n}.{d}.out').read()
            res[d] = 'same' if ok else 'DIFF:' + (p.stderr.strip().splitlines() or ['(no stderr)'])[-1][:120]
        except subprocess.TimeoutExpired: res[d] = 'TIMEOUT'
    return res
def subst(n, k):
    lines = open(f'{HERE}/{n}.py').read().split('\n')
    L = lines[k['line']-1]; c = k['col']-1; g = k['golfed'].replace('\\n', '\n')
    src_g = k['golfed']
    if L[c:c+len(src_g)] != src_g: return None
    lines[k['line']-1] = L[:c] + k['readable'] + L[c+len(src_g):]
    return '\n'.join(lines)
if __name__ == '__main__':
    out, n = sys.argv[1], sys.argv[2]
    names = ['s1','s2','s3','s4','s5','s6','o1','o2','o3','o4'] if n == 'ALL' else [n]
    for nm in names:
        for k in json.load(open(f'{out}/{nm}.tricks.json'))['tricks']:
            if n != 'ALL' and (k['line'], k['col']) != (int(sys.argv[3]), int(sys.argv[4])): continue
            s = subst(nm, k)
            if s is None: print(nm, k['line'], k['col'], k['name'], 'not substitutable'); continue
            print(nm, k['line'], k['col'], k['name'], run(nm, s))
