//! The registry of tricks: every trick the finder can report, named by one enum (as ruff names
//! its rules), with its slug (the name the report prints), a one-line note and its family.
//! Adding a trick is one line here and the function that finds it in its family's file.

use serde::{Serialize, Serializer};

/// Makes the [`Trick`] enum and its table from the registry's lines
/// (`Variant Family "slug" "note",`).
macro_rules! tricks {
    ($($variant:ident $family:ident $slug:literal $note:literal,)*) => {
        /// A trick the finder reports, one variant per registry line.
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum Trick {
    $($variant,)*
        }

        impl Trick {
    /// Every trick, in registry order.
    pub const ALL: &'static [Trick] = &[$(Trick::$variant,)*];

    /// The short name the report prints (`semicolon`, `tilde-test`, ...).
    pub fn slug(self) -> &'static str {
        match self {
            $(Trick::$variant => $slug,)*
        }
    }

    /// What the trick is, in one line.
    pub fn note(self) -> &'static str {
        match self {
            $(Trick::$variant => $note,)*
        }
    }

    /// The family the trick belongs to.
    pub fn family(self) -> Family {
        match self {
            $(Trick::$variant => Family::$family,)*
        }
    }
        }
    };
}

/// The families of tricks: what kind of construct each golfs.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Family {
    /// Lines, indentation and spaces.
    Layout,
    /// Statements in a shorter form.
    Statements,
    /// Calls of builtins.
    Calls,
    /// Tests and conditional values.
    Conditionals,
    /// Arithmetic and literals.
    Arithmetic,
    /// Slices, displays and sets.
    Sequences,
    /// Strings and their formatting.
    Strings,
    /// Loops in another form.
    Loops,
    /// Functions and their arguments.
    Functions,
    /// Tests of whether two cells are peers.
    PeerTests,
}

tricks! {
    // Layout
    Semicolon Layout "semicolon" "`;` in place of a new line and its indentation",
    OneLineBody Layout "one-line-body" "a body on its header's line, after the colon",
    ShortIndent Layout "short-indent" "an indentation narrower than four spaces a level",
    NoSpace Layout "no-space" "a space Python does not need left out",
    BracketLineBreak Layout "bracket-line-break" "a line broken inside brackets, where no backslash is needed",
    Py2FloorDiv Layout "py2-floor-div" "Python 2's `/` between integers, one byte less than `//`",
    // Statements
    OrAsIf Statements "or-as-if" "`x or y` as a statement in place of `if not x:y`",
    TernaryStatement Statements "ternary-statement" "`x if c else y` as a statement in place of an if/else statement",
    AndAsIf Statements "and-as-if" "`x and y` as a statement in place of `if x:y`",
    AppendList Statements "append-list" "`s+=[x]` in place of `s.append(x)`",
    AppendTuple Statements "append-tuple" "`s+=x,` in place of `s.append(x)`",
    ExtendList Statements "extend-list" "`s+=t` in place of `s.extend(t)`",
    BitmaskToggle Statements "bitmask-toggle" "`m^=1<<k` adding k when absent, removing it when present",
    BitmaskSet Statements "bitmask-set" "an int as a set of small numbers: `m|=1<<k` in place of `s.add(k)`",
    ChainedAssignment Statements "chained-assignment" "`a=b=v` in place of two assignments",
    TupleAssignment Statements "tuple-assignment" "`a,b=x,y` in place of two assignments",
    StarUnpack Statements "star-unpack" "`*x,=s` in place of `list(s)`",
    SubscriptTarget Statements "subscript-target" "a loop assigning each value straight into a subscript",
    ComprehensionLoop Statements "comprehension-loop" "a list comprehension run for its effects in place of a `for` loop",
    LambdaDef Statements "lambda-def" "`f=lambda` in place of a `def` that returns",
    OneForTrue Statements "one-for-true" "`while 1:` in place of `while True:`",
    ReturnIntBool Statements "return-int-bool" "a function returning 1 and 0 in place of booleans",
    PrintStatement Statements "print-statement" "Python 2's `print x` statement in place of the call",
    PrintSoftSpace Statements "print-soft-space" "Python 2's `print x,` ending in a space in place of a newline",
    StarImport Statements "star-import" "`from m import*` in place of the names it uses",
    StringSet Statements "string-set" "a string grown by `+=` and tested with `in`, in place of a set",
    Walrus Statements "walrus" "`n:=v` binding a name inside an expression",
    // Calls
    ModularPower Calls "modular-power" "`pow(a,b,m)` in place of `a**b%m`",
    PrintStar Calls "print-star" "`print(*s)` in place of a join of `str()`s",
    PrintEnd Calls "print-end" "`print(x,end=...)` in place of `sys.stdout.write`",
    PrintComma Calls "print-comma" "print of values separated by commas, no `+` and no `str()`",
    ZipGrouper Calls "zip-grouper" "`zip(*[iter(s)]*n)` grouping a sequence by n",
    ZipShifted Calls "zip-shifted" "`zip(s,s[1:])` pairing each item with the next",
    ZipPadded Calls "zip-padded" "`zip([v]+s,s+[v])` pairing each item with the one before it, v at the ends",
    ReduceLoop Calls "reduce-loop" "`reduce` in place of a loop",
    NextFilter Calls "next-filter" "`next(filter(...))` in place of a loop that breaks",
    FirstOfGenerator Calls "first-of-generator" "`next()` of a generator: the first solution, computed lazily",
    MapCall Calls "map-call" "`map(f,s)` in place of a comprehension calling f",
    ImportExpression Calls "import-expression" "`__import__('m')` in place of an import line",
    ExitBuiltin Calls "exit-builtin" "`exit` in place of `sys.exit`",
    ExitSearch Calls "exit-search" "`exit` ending the recursive search once solved, in place of a flag passed up",
    ExitPrints Calls "exit-prints" "`exit(x)` printing its argument and stopping",
    // Conditionals
    TildeTest Conditionals "tilde-test" "`~x` tested for truth in place of `x!=-1`",
    TildeNeg Conditionals "tilde-neg" "`~-x` in place of `x-1`",
    NegTilde Conditionals "neg-tilde" "`-~x` in place of `x+1`",
    TildeValue Conditionals "tilde-value" "`s[~i]` in place of `s[-i-1]`",
    DivisibilityTest Conditionals "divisibility-test" "`x%n` tested for truth in place of `x%n!=0`",
    ParityTest Conditionals "parity-test" "`x%2` in place of `x%2==1`",
    ParityBit Conditionals "parity-bit" "`x&1` in place of `x%2`",
    XorTest Conditionals "xor-test" "`x^y` tested for truth in place of `x!=y`",
    BitOrTest Conditionals "bit-or-test" "`|` of two truth values in place of `or`",
    BitmaskTest Conditionals "bitmask-test" "`m>>k&1` testing a bit of a mask",
    ComplementBit Conditionals "complement-bit" "`~m>>k&1` testing that a bit of a mask is clear",
    DifferenceTest Conditionals "difference-test" "`x-y` tested for truth in place of `x!=y`",
    EmptyTest Conditionals "empty-test" "a sequence tested for truth in place of its length",
    Truthiness Conditionals "truthiness" "a number tested for truth in place of `x!=0`",
    GreaterForEqual Conditionals "greater-for-equal" "`x>N` in place of `x==N+1` for a counter that stops just past the end",
    GreaterThanZero Conditionals "greater-than-zero" "`x>0` in place of `x!=0` for a value never negative",
    LessThanOne Conditionals "less-than-one" "`x<1` in place of `x==0` for a count or an index",
    LenBelowTwo Conditionals "len-below-two" "`len(s)<2` in place of `len(s)==1`: 0 or 1 items",
    LessThanZero Conditionals "less-than-zero" "`x<0` in place of `x==-1` for a value -1 or more (what find() returns)",
    ChainedComparison Conditionals "chained-comparison" "`a<b<c` in place of `a<b and b<c`",
    TupleCompare Conditionals "tuple-compare" "one comparison of tuples in place of a chain of comparisons",
    AndOrPrecedence Conditionals "and-or-precedence" "`and` binding tighter than `or`, parentheses left out",
    AndOrTernary Conditionals "and-or-ternary" "`c and x or y` in place of `x if c else y`",
    IndexTernary Conditionals "index-ternary" "`[y,x][c]` in place of `x if c else y`",
    AndValue Conditionals "and-value" "`c and x` as a value in place of `x if c else False` (0 in arithmetic)",
    OrImplication Conditionals "or-implication" "`x!=y or P` in place of `P if x==y else True`: an implication",
    OrFallback Conditionals "or-fallback" "`x or y` in place of `x if x else y`",
    BoolMultiply Conditionals "bool-multiply" "a product with a comparison in place of a conditional",
    BoolShift Conditionals "bool-shift" "`(c)<<k` setting a bit only when a comparison holds",
    InConcatenation Conditionals "in-concatenation" "`x in a+b` in place of two membership tests",
    LiteralTable Conditionals "literal-table" "one string literal sliced by an index in place of a list of strings",
    BandIndex Conditionals "band-index" "`i/27` for the band of a cell index in one division",
    LiteralFirst Conditionals "literal-first" "a literal first in a comparison, the keyword before it glued to its quote",
    ZeroInDifferences Conditionals "zero-in-differences" "`0in(a-b,c-d)` in place of `a==b or c==d`",
    // Arithmetic
    ShiftHalve Arithmetic "shift-halve" "`x>>1` in place of `x//2`",
    ShiftPower Arithmetic "shift-power" "`1<<k` in place of `2**k`",
    ShiftPrecedence Arithmetic "shift-precedence" "`a>>b+c` in place of `a>>(b+c)`: a shift binds looser than `+`",
    CeilDivision Arithmetic "ceil-division" "`-(-x//n)` in place of a rounded-up division",
    SquareRoot Arithmetic "square-root" "`x**.5` in place of `math.sqrt(x)`",
    SquareProduct Arithmetic "square-product" "`x*x` in place of `x**2`",
    ELiteral Arithmetic "e-literal" "`9e9` in place of a large integer",
    TrueLiteral Arithmetic "true-literal" "a comparison of constants that holds, in place of `True`",
    FalseLiteral Arithmetic "false-literal" "a comparison of constants that fails, in place of `False`",
    FloorMultiple Arithmetic "floor-multiple" "`i-i%9` in place of `i//9*9`: rounded down to a multiple",
    WilsonPrime Arithmetic "wilson-prime" "`P%n`, P the running product of squares (Wilson's theorem), in place of a primality test",
    PowerConstant Arithmetic "power-constant" "`2**31-1` in place of the number's digits",
    IntOrDigit Arithmetic "int-or-digit" "a non-zero int in a list of characters, never equal to one of them",
    // Sequences
    WrapIndex Sequences "wrap-index" "`s[i-1]` reading the last item at i=0, in place of `s[(i-1)%len(s)]`",
    ReverseSlice Sequences "reverse-slice" "`s[::-1]` in place of `reversed(s)`",
    RunSlice Sequences "run-slice" "`s[a:a+N]` taking N items in a row in one subscript",
    StrideSlice Sequences "stride-slice" "`s[k::n]` picking every nth item in one subscript",
    SliceSplice Sequences "slice-splice" "`s[:i]+x+s[i+1:]` in place of a list assignment",
    StarDisplay Sequences "star-display" "`[*s]` or `{*s}` in place of the constructor call",
    SetComprehension Sequences "set-comprehension" "`{...}` in place of `set(...)`",
    SetDifference Sequences "set-difference" "a set difference leaving the candidates not yet used",
    SliceOfSlice Sequences "slice-of-slice" "`g[a:][:n]` in place of `g[a:a+n]`: a's expression written once",
    ForInListAssign Sequences "for-in-list-assign" "`for x in[v]` binding a name inside a comprehension",
    // Strings
    DigitString Strings "digit-string" "a number's digits in place of a string of the digits",
    DigitStringLoop Strings "digit-string-loop" "a loop over a string of digits in place of `range` and `str`",
    BackquoteDigits Strings "backquote-digits" "Python 2's backquotes around a number in place of its digits quoted",
    BackquoteRepr Strings "backquote-repr" "Python 2's backquotes in place of `repr()`",
    PercentFormat Strings "percent-format" "`%` formatting in place of `str()` calls and `+`",
    PercentStr Strings "percent-str" "`'%d'%x` in place of `str(x)`",
    FString Strings "f-string" "an f-string in place of concatenation",
    CharTable Strings "char-table" "a string literal indexed by a value in place of a list of its characters",
    StringCompare Strings "string-compare" "a comparison of strings in place of a longer test",
    StringRepeat Strings "string-repeat" "a string repeated by `*` in place of writing it out",
    JoinSlice Strings "join-slice" "every recursive result joined and the first solution sliced off",
    // Loops
    ExecLoop Loops "exec-loop" "`exec` of a repeated string in place of a loop",
    ExecReuse Loops "exec-reuse" "a code string bound to a name and run by exec in several places, in place of writing the code at each",
    RepeatLoop Loops "repeat-loop" "a string repeated N times as a counted loop in place of `range(N)`",
    SliceCounter Loops "slice-counter" "`for _ in s[:N]` as a counted loop in place of `range(N)`",
    // Functions
    DefaultArgument Functions "default-argument" "a default argument binding a value once, where no statement may stand",
    // PeerTests
    PeerTest PeerTests "peer-test" "an arithmetic peer test in place of comparisons",
    PeerProduct PeerTests "peer-product" "a product of row, column and box tests",
    PeerFactor PeerTests "peer-factor" "one factor of a peer test: a row, column or box test",
}

impl Trick {
    /// The trick whose slug is `slug`.
    pub fn from_slug(slug: &str) -> Option<Trick> {
        Trick::ALL.iter().copied().find(|t| t.slug() == slug)
    }
}

impl std::fmt::Display for Trick {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.slug())
    }
}

/// A trick is written by its slug, in JSON as in text.
impl Serialize for Trick {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.slug())
    }
}

impl PartialEq<&str> for Trick {
    fn eq(&self, other: &&str) -> bool {
        self.slug() == *other
    }
}

impl PartialEq<str> for Trick {
    fn eq(&self, other: &str) -> bool {
        self.slug() == other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_slug_is_distinct_and_names_its_trick() {
        for &t in Trick::ALL {
            assert_eq!(Trick::from_slug(t.slug()), Some(t), "{t:?}");
            assert!(!t.note().is_empty(), "{t:?}");
        }
        let mut slugs: Vec<&str> = Trick::ALL.iter().map(|t| t.slug()).collect();
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), Trick::ALL.len());
    }
}
