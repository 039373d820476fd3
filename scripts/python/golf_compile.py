"""Parses Python programs, one a line on standard input (each a JSON string), and prints one
verdict a line: `ok`, or the error's class and line (`SyntaxError 3`, `TabError 2`), followed
by ` warn L1,L2` for the lines where CPython warns of a number run into a keyword (`1if`,
`0in`: "invalid decimal literal", a future error).

The golf analyzer's dialect test (tests/golf_python.rs) runs this under python3 and, where
installed, python2, and compares each verdict with the analyzer's parser. It parses only (the
abstract syntax tree, as `ast.parse` does), so `return` outside a function is not an error here.
Python 2 rejects a non-ASCII byte in a file with no coding comment, but only when it reads a
file: for such a program the verdict comes from importing it as a file, stopped before its first
statement runs. Runs under Python 2.7 and Python 3 alike.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import warnings

ONLY_AST = 1024  # ast.PyCF_ONLY_AST


# Run in a child: Python 2 parses a file it imports with the file's own rules; a trace
# function stops the module before its first statement runs.
CHILD = r"""
import imp, sys
class Stop(Exception):
    pass
def stop(frame, event, arg):
    raise Stop()
try:
    sys.settrace(stop)
    imp.load_source("golf_case", sys.argv[1])
except Stop:
    print("ok")
except SyntaxError as e:
    sys.settrace(None)
    print("%s %s" % (type(e).__name__, e.lineno))
"""


def file_verdict(source):
    """Python 2 reading `source` as a file: `ok` or its first error (None if unknown)."""
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "case.py")
    try:
        with open(path, "wb") as f:
            f.write(source)
        p = subprocess.Popen([sys.executable, "-c", CHILD, path],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        out, _ = p.communicate()
        return out.decode("ascii", "replace").strip() or None
    finally:
        for name in os.listdir(folder):
            os.unlink(os.path.join(folder, name))
        os.rmdir(folder)


for text in sys.stdin:
    source = json.loads(text)
    data = source.encode("utf-8")
    verdict = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            compile(data, "f", "exec", ONLY_AST)
            verdict = "ok"
        except SyntaxError as e:
            verdict = "%s %s" % (type(e).__name__, e.lineno)
        except (ValueError, TypeError) as e:
            verdict = "SyntaxError 0"
        except MemoryError:
            # Python 2's parser stack overflows ("s_push: parser stack overflow").
            verdict = "MemoryError"
    if sys.version_info[0] == 2 and re.search(b"[\x80-\xff]", data):
        verdict = file_verdict(data) or verdict
    lines = sorted(set(w.lineno for w in caught if "literal" in str(w.message)))
    if lines:
        verdict += " warn " + ",".join(str(n) for n in lines)
    print(verdict)
sys.stdout.flush()
