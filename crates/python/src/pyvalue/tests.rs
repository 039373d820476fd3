//! The unit tests of CPython's numbers per dialect: arithmetic, float formatting and literals;
//! the differential tests against CPython are in tests/golf_python/.

use super::*;
use Semantics::*;

#[test]
fn floats_print_as_cpython_does() {
    for (x, r) in [
        (1e29, "1e+29"),
        (1e16, "1e+16"),
        (1e15, "1000000000000000.0"),
        (0.0001, "0.0001"),
        (0.00001, "1e-05"),
        (1.5, "1.5"),
        (-0.0, "-0.0"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1.5e300, "1.5e+300"),
    ] {
        assert_eq!(float_repr(x), r);
    }
    assert_eq!(float_format_g(0.1 + 0.2, 12), "0.3");
    assert_eq!(float_format_g(1e29, 12), "1e+29");
    assert_eq!(float_format_g(123456789012345.0, 12), "1.23456789012e+14");
}

#[test]
fn percent_d_of_a_float_is_exact() {
    let v = number_literal("1e29", Py3).unwrap();
    assert_eq!(v.percent_d(Py3).unwrap(), "99999999999999991433150857216");
    assert_eq!(Value::Float(-2.5).percent_d(Py3).unwrap(), "-2");
}

#[test]
fn literals_per_dialect() {
    assert_eq!(number_literal("011", Py2), Ok(Value::int(9)));
    assert!(
        number_literal("011", Py3)
            .unwrap_err()
            .contains("leading zeros")
    );
    assert_eq!(number_literal("00", Py3), Ok(Value::int(0)));
    assert!(number_literal("09", Py2).is_err());
    assert_eq!(number_literal("09.5", Py2), Ok(Value::Float(9.5)));
    assert_eq!(
        number_literal("5L", Py2),
        Ok(Value::Int {
            v: 5.into(),
            long: true
        })
    );
    assert!(number_literal("5L", Py3).is_err());
    assert_eq!(number_literal("1_000", Py3), Ok(Value::int(1000)));
    assert!(number_literal("1_000", Py2).is_err());
    assert_eq!(number_literal("0x1f", Py2), Ok(Value::int(31)));
}

#[test]
fn python_2_longs_show_their_l() {
    let big = binary(BinOp::Shl, &Value::int(1), &Value::int(63), Py2).unwrap();
    assert_eq!(big.repr(Py2), "9223372036854775808L");
    assert_eq!(big.repr(Py3), "9223372036854775808");
    let small = binary(BinOp::Pow, &Value::int(5), &Value::int(18), Py2).unwrap();
    assert_eq!(small.repr(Py2), "3814697265625");
}

#[test]
fn true_division_rounds_once() {
    let a = binary(BinOp::Pow, &Value::int(10), &Value::int(30), Py3).unwrap();
    let q = binary(BinOp::Div, &a, &Value::int(3), Py3).unwrap();
    assert_eq!(q, Value::Float(3.333333333333333e29));
    let big = binary(BinOp::Pow, &Value::int(10), &Value::int(400), Py3).unwrap();
    assert!(matches!(
        binary(BinOp::Div, &big, &Value::int(1), Py3),
        Err(EvalError::OverflowError(_))
    ));
    assert!(
        compare(
            CmpOp::Lt,
            &Value::int((1i64 << 53) + 1),
            &Value::Float(9007199254740992.0),
            Py3
        ) == Ok(false)
    );
}

#[test]
fn huge_powers_are_refused_not_built() {
    let e = binary(BinOp::Pow, &Value::int(9), &Value::int(999_999_999), Py3).unwrap_err();
    assert!(matches!(e, EvalError::NotSimulated(_)));
    assert_eq!(
        binary(BinOp::Pow, &Value::int(-1), &Value::int(999_999_999), Py3),
        Ok(Value::int(-1))
    );
}
