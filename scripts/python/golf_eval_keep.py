"""Writes tests/data/golf/python_eval.txt: generated expressions (the grammar of
tests/golf_python.rs, its own seeded stream) with CPython's answers under Python 2 and
Python 3, as golf_eval.py prints them, so that the differential test checks the analyzer's
evaluator against CPython even on a machine without Python.

    python3 scripts/python/golf_eval_keep.py [PYTHON2]

PYTHON2 is the command of a Python 2.7 (default `python2`); without one the Python 2 column
is `-`.
"""
import os
import random
import subprocess
import sys

LITERALS = ["0", "1", "2", "3", "7", "9", "27", "81", "255", "5", "18", "14", "011", "0o17",
            "0x1f", "0b101", "7L", "00", "09", "1e29", "2.5", ".5", "1.", "1e-5", "1_0",
            "9223372036854775807", "9223372036854775808",
            "170141183460469231731687303715884105727", "1E3", "0.1", "3e308", "36", "08", "10"]
BINARY = ["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "<>"]


def gen(rng, depth):
    if depth == 0 or rng.randrange(3) == 0:
        return rng.choice(LITERALS)
    k = rng.randrange(12)
    if k == 0:
        return "-" + gen(rng, depth - 1)
    if k == 1:
        return "~" + gen(rng, depth - 1)
    if k == 2:
        return "(" + gen(rng, depth - 1) + ")"
    if k == 3:
        return "'%d'%" + gen(rng, depth - 1)
    if k == 4:
        return "`" + gen(rng, depth - 1) + "`"
    if k == 5:
        return "str(" + gen(rng, depth - 1) + ")"
    if k == 6:
        return "%s if %s else %s" % (gen(rng, depth - 1), gen(rng, depth - 1), gen(rng, depth - 1))
    if k == 7:
        op = rng.choice(["<", "==", ">=", "and", "or", "!="])
        return "%s %s %s" % (gen(rng, depth - 1), op, gen(rng, depth - 1))
    if k == 8:
        return "not " + gen(rng, depth - 1)
    op = rng.choice(BINARY)
    if op in ("**", "<<"):
        right = rng.choice(["0", "1", "2", "3", "18", "40", "-1", "63", "64"])
    else:
        right = gen(rng, depth - 1)
    return gen(rng, depth - 1) + op + right


def answers(python, exprs):
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        p = subprocess.run([python, os.path.join(here, "golf_eval.py")], input="\n".join(exprs) + "\n",
                           capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    lines = p.stdout.splitlines()
    return lines if len(lines) == len(exprs) else None


def main():
    rng = random.Random(1)
    exprs = sorted(set(gen(rng, 3) for _ in range(3000)))
    py3 = answers(sys.executable, exprs)
    py2 = answers(sys.argv[1] if len(sys.argv) > 1 else "python2", exprs)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "tests/data/golf/python_eval.txt"), "w") as f:
        f.write("# expression\tPython 2 (- when not run)\tPython 3; written by scripts/python/golf_eval_keep.py\n")
        for k, e in enumerate(exprs):
            f.write("%s\t%s\t%s\n" % (e, py2[k] if py2 else "-", py3[k]))
    print("kept %d expressions (Python 2: %s)" % (len(exprs), "yes" if py2 else "no"))


main()
