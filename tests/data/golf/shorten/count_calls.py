# Runs a golfed solver as `python FILE PUZZLE` would, and counts the calls of its recursive
# function NAME with a profiler hook (the program's text unchanged). Python 2 and 3.
# Usage: python count_calls.py FILE NAME PUZZLE; prints the program's exit value, then the calls.
import sys
path, name, puzzle = sys.argv[1:4]
code = compile(open(path).read(), path, 'exec')
g = {'__name__': '__main__'}
n = [0]


def prof(frame, event, arg):
    if event == 'call' and frame.f_globals is g:
        f = g.get(name)
        if f is not None and getattr(f, '__code__', None) is frame.f_code:
            n[0] += 1


sys.argv = [path, puzzle]
sys.setprofile(prof)
try:
    exec(code, g)
    status = 0
except SystemExit:
    status = sys.exc_info()[1].code
sys.setprofile(None)
sys.stdout.write('exit %s\ncalls %d\n' % (status, n[0]))
