"""Evaluates Python expressions, one a line on standard input, and prints one result a line:
`ok REPR` for a value, `err CLASS` for an exception, `syntax` for a SyntaxError.

The golf analyzer's differential test (tests/golf_python.rs) runs this under python3 and, where
installed, python2, and compares each line with what the analyzer's evaluator says. Runs under
Python 2.7 and Python 3 alike.
"""
import sys
import warnings

warnings.filterwarnings("ignore")
BUILTINS = {"str": str, "repr": repr, "int": int, "abs": abs, "len": len,
            "True": True, "False": False}

for line in sys.stdin:
    text = line.rstrip("\n")
    try:
        code = compile(text, "<expr>", "eval")
    except SyntaxError:
        print("syntax")
        continue
    except Exception as e:  # ValueError for some literals in old versions
        print("syntax")
        continue
    try:
        value = eval(code, {"__builtins__": BUILTINS})
    except Exception as e:
        print("err " + type(e).__name__)
        continue
    print("ok " + repr(value))
sys.stdout.flush()
