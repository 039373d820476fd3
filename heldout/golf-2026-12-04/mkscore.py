#!/usr/bin/env python3
"""Write the per-program tables of a SCORE file from OUTDIR/findings.tsv, verdicts.tsv and recall_map.py.
usage: python3 mkscore.py OUTDIR > tables.md"""
import sys, os, re, collections
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from recall_map import M
out = sys.argv[1]
rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(out, 'findings.tsv'))]
truth = {}
for n in ['s1','s2','s3','s4','s5','s6','o1','o2','o3','o4']:
    for l in open(f'{HERE}/{n}.truth.md'):
        m = re.match(r'\| (\w+\.\d+) \| ([^|]+) \| (.*)', l)
        if m: truth[m[1]] = (m[2].strip(), m[3])
T = {'rf':0,'rt':0,'pt':0,'pf':0}
for n in ['s1','s2','s3','s4','s5','s6','o1','o2','o3','o4']:
    R = [r for r in rows if r[0] == n]
    print(f'\n### {n}.py\n\n| truth | line | golfed (truth) | found by | \n|---|---|---|---|')
    a = b = 0
    for tid, (line, greg, nreg) in M.items():
        if not tid.startswith(n + '.'): continue
        hit = [r for r in R if int(r[1]) == line and re.search(greg, r[4].replace('\\n', '\n')) and (not nreg or re.search(nreg, r[3])) and (len(r) < 8 or r[7] != 'F')]
        b += 1; a += bool(hit)
        g = truth.get(tid, ('', ''))[1].split(' | ')[0]
        print(f'| {tid} | {line} | {g} | ' + (', '.join(f'{r[1]}:{r[2]} {r[3]}' for r in hit) if hit else '**MISS**') + ' |')
    t = sum(1 for r in R if len(r) < 8 or r[7] != 'F')
    print(f'\nRecall {a}/{b}. Tool findings: {len(R)}, true {t}, false {len(R)-t}.\n')
    print('| finding | name | saves | golfed | readable | verdict |\n|---|---|---|---|---|---|')
    for r in R:
        g = r[4] if len(r[4]) < 60 else r[4][:57] + '...'
        rd = r[5] if len(r[5]) < 70 else r[5][:67] + '...'
        v = r[7] if len(r) > 7 else '?'; why = r[8] if len(r) > 8 else ''
        g = g.replace('|', '\\|'); rd = rd.replace('|', '\\|')
        print(f'| {r[1]}:{r[2]} | {r[3]} | {r[6]} | `{g}` | `{rd}` | {v}{" — "+why if why else ""} |')
    T['rf'] += a; T['rt'] += b; T['pt'] += t; T['pf'] += len(R)
print(f"\n**TOTAL recall {T['rf']}/{T['rt']} = {100*T['rf']/T['rt']:.1f}%, precision {T['pt']}/{T['pf']} = {100*T['pt']/T['pf']:.1f}%**")
