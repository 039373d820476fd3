//! The unit tests of the expression parser, evaluator and printer, per dialect; the
//! differential tests against CPython are in `tests/golf_python/`.

use super::*;
use Semantics::*;

fn ev(text: &str, sem: Semantics) -> Result<Value, EvalError> {
    parse_in(text, sem).unwrap().eval(&NoNames, sem)
}

#[test]
fn python_precedence_and_rounding() {
    assert_eq!(ev("-2**2", Py2), Ok(Value::int(-4)));
    assert_eq!(ev("2**3**2", Py2), Ok(Value::int(512)));
    assert_eq!(ev("2**-1", Py2), Ok(Value::Float(0.5)));
    assert_eq!(ev("-7/2", Py2), Ok(Value::int(-4)));
    assert_eq!(ev("-7/2", Py3), Ok(Value::Float(-3.5)));
    assert_eq!(ev("-7//2", Py3), Ok(Value::int(-4)));
    assert_eq!(ev("-1%9", Py2), Ok(Value::int(8)));
    assert_eq!(ev("7%-3", Py2), Ok(Value::int(-2)));
    assert_eq!(ev("6|9^5&12<<1", Py2), Ok(Value::int(15)));
    assert_eq!(ev("~5", Py2), Ok(Value::int(-6)));
    assert_eq!(ev("1 < 2 < 3 and not 0", Py2), Ok(Value::Bool(true)));
    assert_eq!(ev("0 or 7", Py2), Ok(Value::int(7)));
    assert_eq!(ev("5**18", Py2), Ok(Value::int(3_814_697_265_625i64)));
    assert_eq!(
        ev("'%d'%1e29", Py3),
        Ok(Value::Str("99999999999999991433150857216".into()))
    );
    assert_eq!(ev("`14**7*9`", Py2), Ok(Value::Str("948721536".into())));
    assert_eq!(
        ev("`2**63`", Py2),
        Ok(Value::Str("9223372036854775808L".into()))
    );
    assert_eq!(ev("1 if 0 else 2", Py3), Ok(Value::int(2)));
    assert_eq!(ev("%011".trim_start_matches('%'), Py2), Ok(Value::int(9)));
}

#[test]
fn python3_raises_where_python_does() {
    assert_eq!(
        ev("7/9^1", Py3).unwrap_err().to_string(),
        "TypeError: unsupported operand type(s) for ^: 'float' and 'int'"
    );
    assert_eq!(ev("7/9^1", Py2), Ok(Value::int(1)));
    assert!(matches!(
        ev("1/0", Py2),
        Err(EvalError::ZeroDivisionError(_))
    ));
    // The big-integer corner that used to panic in 128 bits.
    let m = "(0-170141183460469231731687303715884105727-1)";
    for e in [format!("{m}//(0-1)"), format!("-{m}"), format!("5%{m}")] {
        assert!(ev(&e, Py2).is_ok(), "{e}");
    }
}

#[test]
fn syntax_errors_per_dialect() {
    assert!(parse_in("-not 3==27 or i", Py2).is_err());
    assert!(parse_in("-not 3==27 or i", Py3).is_err());
    assert!(
        parse_in("`1`", Py3)
            .unwrap_err()
            .message
            .contains("Python 2 only")
    );
    assert!(
        parse_in("011", Py3)
            .unwrap_err()
            .message
            .contains("leading zeros")
    );
    assert!(parse_in("1 <> 2", Py3).is_err());
    assert!(parse_in("1 <> 2", Py2).is_ok());
    let e = parse_in("(i-j)%9*", Py2).unwrap_err();
    assert_eq!(e.column, 9);
    assert!(
        parse_in("i $ j", Py2)
            .unwrap_err()
            .to_string()
            .starts_with("line 1, column 3")
    );
    assert!(parse_in("(i-j", Py2).is_err());
    assert!(parse_in("i j", Py2).is_err());
    // Python's tokenizer: `1if` is `1 if`, `0x1for` is `0x1f or`.
    assert_eq!(ev("1if 1else 2", Py2), Ok(Value::int(1)));
    assert_eq!(ev("0x1for 2", Py3), Ok(Value::int(31)));
}

#[test]
fn printing_round_trips() {
    for text in [
        "(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)",
        "-2**2",
        "(-2)**2",
        "2**3**2",
        "(2**3)**2",
        "a-(b-c)",
        "not i == j",
    ] {
        let e = parse(text).unwrap();
        assert_eq!(e.to_string(), text);
    }
}

#[test]
fn the_zero_test_reads_as_the_seed_explains_it() {
    let e = parse("(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)").unwrap();
    assert_eq!(
        e.zero_test().to_string(),
        "(i-j)%9 == 0 or i/9 == j/9 or (i/27 == j/27 and i%9/3 == j%9/3)"
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!("{}i{}", "(".repeat(100_000), ")".repeat(100_000));
    let e = parse(&deep).unwrap_err();
    assert!(
        e.message.contains("too many nested parentheses") || e.message.contains("s_push"),
        "{e}"
    );
    // Python 3 reads unary operators deeper than this parser does: its own bound stops it.
    let deep = format!("{}i", "-".repeat(100_000));
    let e = parse_in(&deep, Semantics::Py3).unwrap_err();
    assert!(
        e.message.contains("nests more than 1500 levels"),
        "{}",
        e.message
    );
    assert!(parse(&"-".repeat(100_000)).is_err());
    let fine = format!("{}i{}", "(".repeat(150), ")".repeat(150));
    assert!(parse(&fine).is_ok());
}
