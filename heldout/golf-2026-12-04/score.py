#!/usr/bin/env python3
"""Mechanical part of the held-out score.

usage: python3 score.py BINARY OUTDIR [--shorten]
  runs `golf tricks --format json` (and text) on each program, writes OUTDIR/NAME.tricks.{json,txt},
  prints each program's findings (line:col name | golfed -> readable | saves) beside the truth table
  lines of NAME.truth.md, plus unknown constructs and warnings; writes OUTDIR/findings.tsv
  (one row per finding, with an empty verdict column to fill in by hand) and, if a previous
  verdict file OUTDIR/../verdicts.tsv exists, carries verdicts over by (file,line,col,name,golfed).
  --shorten: also runs `golf shorten --format json` on each program, applies each proposal that
  gives an exact old->new text replacement, runs it under every dialect the program works in and
  compares with the expected output (NAME.py2.out / NAME.py3.out); writes OUTDIR/shorten.tsv.
"""
import json, os, re, subprocess, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__))
PY = {'py2': '/root/.pyenv/versions/2.7.18/bin/python2.7', 'py3': '/root/.pyenv/versions/3.11.7/bin/python3.11'}
PROGS = ['s1','s2','s3','s4','s5','s6','o1','o2','o3','o4']

def esc(x):
    return x.replace('\\','\\\\').replace('\n','\\n').replace('\t','\\t')

def dialects(name):
    return [d for d in ('py2','py3') if os.path.exists(os.path.join(HERE, f'{name}.{d}.out'))]

def run_prog(src, d):
    p = subprocess.run([PY[d], '-c', src], stdin=open(os.path.join(HERE,'puzzle.txt')),
                       capture_output=True, text=True, timeout=120)
    return p.stdout

def truth_rows(name):
    rows = []
    for l in open(os.path.join(HERE, f'{name}.truth.md')):
        if l.startswith('| '+name+'.'): rows.append(l.rstrip())
    return rows

def main():
    binary, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    verd = {}
    vf = os.path.join(HERE, 'verdicts.tsv')
    if os.path.exists(vf):
        for l in open(vf):
            p = l.rstrip('\n').split('\t')
            if len(p) >= 6: verd[tuple(p[:5])] = p[5:]
    tsv = open(os.path.join(out, 'findings.tsv'), 'w')
    for n in PROGS:
        f = os.path.join(HERE, n + '.py')
        p = subprocess.run([binary, 'golf', 'tricks', f, '--format', 'json'], capture_output=True, text=True)
        open(os.path.join(out, n+'.tricks.json'),'w').write(p.stdout)
        t = subprocess.run([binary, '--color', 'never', 'golf', 'tricks', f], capture_output=True, text=True)
        open(os.path.join(out, n+'.tricks.txt'),'w').write(t.stdout + t.stderr)
        print('='*100); print(n, 'rc', p.returncode, 'stderr:', p.stderr.strip()[:300])
        if 'panick' in p.stderr + t.stderr: print('!!! PANIC')
        print(open(f).read())
        try: d = json.loads(p.stdout)
        except Exception as e: print('bad json', e); continue
        print('dialects', d.get('dialects'), 'saved', d.get('saved'), 'unknown', d.get('unknown'), 'warnings', d.get('warnings'))
        print('-- truth:'); [print('  ', r) for r in truth_rows(n)]
        print('-- tool:')
        for k in d['tricks']:
            key = (n, str(k['line']), str(k['col']), k['name'], esc(k['golfed']))
            v = verd.get(key, ['?', ''])
            print(f"  {k['line']}:{k['col']:<4} {k['name']:<22} +{k['saves']:<3} {k['golfed']!r}  ->  {k['readable']!r}   [{'/'.join(v)}]")
            tsv.write('\t'.join(list(key) + [esc(k['readable']), str(k['saves'])] + v) + '\n')
    tsv.close()
    # tentative recall/precision from recall_map.py and verdicts.tsv
    sys.path.insert(0, HERE); from recall_map import M
    import collections
    rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(out, 'findings.tsv'))]
    found = collections.OrderedDict(); per = collections.defaultdict(lambda: [0, 0, 0, 0])
    for tid, (line, greg, nreg) in M.items():
        n = tid.split('.')[0]; per[n][1] += 1
        hit = [r for r in rows if r[0] == n and int(r[1]) == line and re.search(greg, r[4].replace('\\n', '\n'))
               and (not nreg or re.search(nreg, r[3])) and (len(r) < 8 or r[7] != 'F')]
        found[tid] = hit
        if hit: per[n][0] += 1
    for r in rows:
        per[r[0]][3] += 1
        if len(r) < 8 or r[7] != 'F': per[r[0]][2] += 1
    print('=' * 100); print('TENTATIVE (check by hand): recall found/truth, precision true/findings (unjudged count as true)')
    tf = tt = pt = pf = 0
    for n in PROGS:
        a, b, c, d = per[n]; tf += a; tt += b; pt += c; pf += d
        print(f'  {n}: recall {a}/{b}  precision {c}/{d}')
    print(f'  TOTAL recall {tf}/{tt} = {100*tf/tt:.1f}%   precision {pt}/{pf} = {100*pt/max(pf,1):.1f}%')
    print('  misses:', ' '.join(t for t, h in found.items() if not h))
    unj = [r for r in rows if len(r) < 8 or r[7] == '?']
    print(f'  findings without a verdict (judge by hand, add to verdicts.tsv): {len(unj)}')
    for r in unj: print('    ', '\t'.join(r[:7]))
    if '--shorten' in sys.argv:
        sh = open(os.path.join(out, 'shorten.tsv'), 'w')
        for n in PROGS:
            f = os.path.join(HERE, n + '.py')
            p = subprocess.run([binary, 'golf', 'shorten', f, '--format', 'json'], capture_output=True, text=True)
            open(os.path.join(out, n+'.shorten.json'),'w').write(p.stdout)
            open(os.path.join(out, n+'.shorten.err'),'w').write(p.stderr)
            print('== shorten', n, 'rc', p.returncode, p.stderr.strip()[:300])
            if 'panick' in p.stderr: print('!!! PANIC')
    return 0

if __name__ == '__main__':
    sys.exit(main())
