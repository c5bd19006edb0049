//! Affine expressions and maps (`affine_map<(d0)[s0] -> (d0 + s0)>`): read
//! from their text or from the inline form of affine ops (`%A[%i + 1]`,
//! `symbol(%n)`), simplified as MLIR builds them (constants folded and moved
//! to the right, `x + 0`, `x * 1`, `(x + 2) + 3`, ...), printed in MLIR's
//! form, and evaluated.

use std::fmt;

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineOp {
    /// `a + b` (`a - b` is `a + b * -1`).
    Add,
    /// `a * b`
    Mul,
    /// `a floordiv b`, rounding toward negative infinity.
    FloorDiv,
    /// `a ceildiv b`, rounding toward positive infinity.
    CeilDiv,
    /// `a mod b`, never negative for a positive `b`.
    Mod,
}

impl AffineOp {
    fn spelling(self) -> &'static str {
        match self {
            AffineOp::Add => " + ",
            AffineOp::Mul => " * ",
            AffineOp::FloorDiv => " floordiv ",
            AffineOp::CeilDiv => " ceildiv ",
            AffineOp::Mod => " mod ",
        }
    }
}

/// An affine expression over dimensions `d<i>` and symbols `s<i>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AffineExpr {
    /// Dimension `d<i>`.
    Dim(u32),
    /// Symbol `s<i>`.
    Sym(u32),
    /// An integer constant.
    Const(i64),
    /// A binary operation on two expressions.
    Bin(AffineOp, Box<AffineExpr>, Box<AffineExpr>),
}

use AffineExpr::{Bin, Const, Dim, Sym};

impl AffineExpr {
    /// Whether the expression uses no dimension.
    pub fn is_symbolic(&self) -> bool {
        match self {
            Dim(_) => false,
            Sym(_) | Const(_) => true,
            Bin(_, a, b) => a.is_symbolic() && b.is_symbolic(),
        }
    }

    /// The value of a constant expression.
    pub fn as_const(&self) -> Option<i64> {
        match self {
            Const(c) => Some(*c),
            _ => None,
        }
    }

    fn bin(op: AffineOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        Bin(op, Box::new(a), Box::new(b))
    }

    fn bin_mul_ordered(a: AffineExpr, b: AffineExpr) -> AffineExpr {
        match (a, b) {
            (a, Const(1)) => a,
            (_, Const(0)) => Const(0),
            (Bin(AffineOp::Mul, x, c1), Const(c2)) if c1.as_const().is_some() => {
                match c1.as_const().and_then(|c| c.checked_mul(c2)) {
                    Some(c) => AffineExpr::bin_mul_ordered(*x, Const(c)),
                    None => AffineExpr::bin(
                        AffineOp::Mul,
                        AffineExpr::bin(AffineOp::Mul, *x, *c1),
                        Const(c2),
                    ),
                }
            }
            (a, b) => AffineExpr::bin(AffineOp::Mul, a, b),
        }
    }

    /// `a floordiv b`, `a ceildiv b` or `a mod b`, simplified.
    pub fn div(op: AffineOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
        if let (Some(x), Some(y)) = (a.as_const(), b.as_const()) {
            if let Some(v) = apply(op, x, y) {
                return Const(v);
            }
        }
        match (op, a, b) {
            (AffineOp::Mod, _, Const(1)) => Const(0),
            (_, a, Const(1)) => a,
            (_, Bin(AffineOp::Mul, x, c1), Const(c2))
                if c2 > 0 && c1.as_const().is_some_and(|c| c % c2 == 0) =>
            {
                let c = c1.as_const().unwrap_or(0);
                if op == AffineOp::Mod {
                    Const(0)
                } else {
                    *x * Const(c / c2)
                }
            }
            (op, a, b) => AffineExpr::bin(op, a, b),
        }
    }

    /// The value for dimension values `dims` and symbol values `syms`; `None`
    /// on overflow, a division by zero or a missing input.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        match self {
            Dim(i) => dims.get(*i as usize).copied(),
            Sym(i) => syms.get(*i as usize).copied(),
            Const(c) => Some(*c),
            Bin(op, a, b) => apply(*op, a.eval(dims, syms)?, b.eval(dims, syms)?),
        }
    }
}

impl std::ops::Add for AffineExpr {
    type Output = AffineExpr;

    /// `a + b`, simplified.
    fn add(self, b: AffineExpr) -> AffineExpr {
        let a = self;
        if let Some(v) = a
            .as_const()
            .zip(b.as_const())
            .and_then(|(x, y)| x.checked_add(y))
        {
            return Const(v);
        }
        if a.as_const().is_some() || (a.is_symbolic() && !b.is_symbolic()) {
            return b + a;
        }
        match (a, b) {
            (a, Const(0)) => a,
            (Bin(AffineOp::Add, x, c1), Const(c2)) if c1.as_const().is_some() => {
                match c1.as_const().and_then(|c| c.checked_add(c2)) {
                    Some(c) => *x + Const(c),
                    None => AffineExpr::bin(
                        AffineOp::Add,
                        AffineExpr::bin(AffineOp::Add, *x, *c1),
                        Const(c2),
                    ),
                }
            }
            (a, Bin(AffineOp::Add, y, c)) if c.as_const().is_some() => (a + *y) + *c,
            (a, b) => AffineExpr::bin(AffineOp::Add, a, b),
        }
    }
}

impl std::ops::Mul for AffineExpr {
    type Output = AffineExpr;

    /// `a * b`, simplified; one side must be symbolic.
    fn mul(self, b: AffineExpr) -> AffineExpr {
        let a = self;
        if let Some(v) = a
            .as_const()
            .zip(b.as_const())
            .and_then(|(x, y)| x.checked_mul(y))
        {
            return Const(v);
        }
        if !b.is_symbolic() || a.as_const().is_some() {
            return AffineExpr::bin_mul_ordered(b, a);
        }
        AffineExpr::bin_mul_ordered(a, b)
    }
}

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;

    /// `-a`, as MLIR builds it: `a * -1`.
    fn neg(self) -> AffineExpr {
        self * Const(-1)
    }
}

/// `x op y`, with MLIR's rounding (floor, ceiling, non-negative `mod`).
fn apply(op: AffineOp, x: i64, y: i64) -> Option<i64> {
    match op {
        AffineOp::Add => x.checked_add(y),
        AffineOp::Mul => x.checked_mul(y),
        AffineOp::FloorDiv => floor_div(x, y),
        AffineOp::CeilDiv => floor_div(x.checked_neg()?, y)?.checked_neg(),
        AffineOp::Mod => {
            let q = floor_div(x, y)?;
            x.checked_sub(q.checked_mul(y)?)
        }
    }
}

fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    Some(if (x % y != 0) && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    })
}

/// An affine map `(d0, ...)[s0, ...] -> (e0, ...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineMap {
    /// Number of dimensions.
    pub dims: u32,
    /// Number of symbols.
    pub syms: u32,
    /// One expression per result.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// `() -> (v)`.
    pub fn constant(v: i64) -> AffineMap {
        AffineMap {
            dims: 0,
            syms: 0,
            results: vec![Const(v)],
        }
    }

    /// `()[s0] -> (s0)`.
    pub fn symbol_identity() -> AffineMap {
        AffineMap {
            dims: 0,
            syms: 1,
            results: vec![Sym(0)],
        }
    }

    /// The number of operands the map takes.
    pub fn inputs(&self) -> usize {
        (self.dims + self.syms) as usize
    }

    /// The value of a single-result map without inputs.
    pub fn as_constant(&self) -> Option<i64> {
        match (self.inputs(), self.results.as_slice()) {
            (0, [Const(c)]) => Some(*c),
            _ => None,
        }
    }

    /// Whether the map is `()[s0] -> (s0)`.
    pub fn is_symbol_identity(&self) -> bool {
        *self == AffineMap::symbol_identity()
    }

    /// Whether result `i` is dimension `i` for every result and dimension.
    pub fn is_identity(&self) -> bool {
        self.syms == 0
            && self.results.len() == self.dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == Dim(i as u32))
    }

    /// For a vector transfer's permutation map (results dimensions or the
    /// constant 0): per result, its position in the transfer's mask, whose
    /// dimensions are the dimensions the map uses in increasing order (MLIR's
    /// `inferTransferOpMaskType`); `None` for a broadcast (constant) result.
    pub fn mask_positions(&self) -> Vec<Option<usize>> {
        let used = |d: u32| self.results.contains(&Dim(d));
        self.results
            .iter()
            .map(|e| match e {
                Dim(d) => Some((0..*d).filter(|&x| used(x)).count()),
                _ => None,
            })
            .collect()
    }

    /// The results for `operands` (dimensions first, then symbols).
    pub fn eval(&self, operands: &[i64]) -> Option<Vec<i64>> {
        if operands.len() != self.inputs() {
            return None;
        }
        let (dims, syms) = operands.split_at(self.dims as usize);
        self.results.iter().map(|e| e.eval(dims, syms)).collect()
    }

    /// Parses `affine_map<...>` or its body `(d0)[s0] -> (...)`.
    pub fn parse(text: &str) -> Result<AffineMap, AffineError> {
        let (body, base) = match text.strip_prefix("affine_map<") {
            Some(rest) => (rest.strip_suffix('>').unwrap_or(rest), "affine_map<".len()),
            None => (text, 0),
        };
        let mut p = Parser::new(body, base);
        let map = p.map()?;
        p.end()?;
        Ok(map)
    }

    /// The results written with `name(position, is_symbol)` for each input,
    /// as affine ops print them inline (`%i + 1`, `symbol(%n)`).
    pub fn results_with(&self, name: &dyn Fn(u32, bool) -> String) -> Vec<String> {
        self.results
            .iter()
            .map(|e| {
                let mut s = String::new();
                write_expr(&mut s, e, false, name);
                s
            })
            .collect()
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |n: u32, p: char| {
            (0..n)
                .map(|i| format!("{p}{i}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(f, "affine_map<({})", list(self.dims, 'd'))?;
        if self.syms > 0 {
            write!(f, "[{}]", list(self.syms, 's'))?;
        }
        let name = |i: u32, sym: bool| format!("{}{i}", if sym { 's' } else { 'd' });
        write!(f, " -> ({})>", self.results_with(&name).join(", "))
    }
}

/// Writes `e` as MLIR prints it: `strong` when the enclosing operator binds
/// tighter than `+` (parentheses needed), `-x` for `x * -1`, `a - b` for
/// `a + b * -1`, `a - 3` for `a + -3`.
fn write_expr(out: &mut String, e: &AffineExpr, strong: bool, name: &dyn Fn(u32, bool) -> String) {
    let (op, a, b) = match e {
        Dim(i) => return out.push_str(&name(*i, false)),
        Sym(i) => return out.push_str(&name(*i, true)),
        Const(c) => return out.push_str(&c.to_string()),
        Bin(op, a, b) => (*op, &**a, &**b),
    };
    if strong {
        out.push('(');
    }
    match (op, b) {
        (AffineOp::Mul, Const(-1)) => {
            out.push('-');
            write_expr(out, a, true, name);
        }
        (AffineOp::Add, Bin(AffineOp::Mul, x, c)) if c.as_const().is_some_and(|c| c < 0) => {
            write_expr(out, a, false, name);
            out.push_str(" - ");
            let c = c.as_const().unwrap_or(-1);
            let nested_add = matches!(**x, Bin(AffineOp::Add, ..));
            write_expr(out, x, c != -1 || nested_add, name);
            if c != -1 {
                out.push_str(&format!(" * {}", c.unsigned_abs()));
            }
        }
        (AffineOp::Add, Const(c)) if *c < 0 => {
            write_expr(out, a, false, name);
            out.push_str(&format!(" - {}", c.unsigned_abs()));
        }
        (AffineOp::Add, _) => {
            write_expr(out, a, false, name);
            out.push_str(" + ");
            write_expr(out, b, false, name);
        }
        _ => {
            write_expr(out, a, true, name);
            out.push_str(op.spelling());
            write_expr(out, b, true, name);
        }
    }
    if strong {
        out.push(')');
    }
}

/// A problem in affine text, at byte `at` of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineError {
    /// Byte offset of the problem.
    pub at: usize,
    /// What is wrong.
    pub message: String,
}

/// An SSA value named in the inline form of an affine op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SsaUse<'a> {
    /// The name with its `%` (`%i`).
    pub name: &'a str,
    /// Byte offset of the name in the text.
    pub at: usize,
    /// Written as `symbol(%name)`.
    pub symbol: bool,
}

/// Parses the inline subscripts of an affine op (`%i + 1, symbol(%n) * 2`):
/// the map over its SSA values, dimensions numbered in order of first use,
/// then symbols; returns the map and the values (dimensions, then symbols).
pub fn parse_ssa_subscripts(text: &str) -> Result<(AffineMap, Vec<SsaUse<'_>>), AffineError> {
    let mut p = Parser::new(text, 0);
    p.ssa = true;
    let mut results = Vec::new();
    p.skip_ws();
    if !p.at_end() {
        results.push(p.expr()?);
        while p.eat(",") {
            results.push(p.expr()?);
        }
    }
    p.end()?;
    let dims = p.dim_uses.len() as u32;
    // Symbols are numbered after the dimensions in the operand list.
    let mut uses = p.dim_uses;
    uses.extend(p.sym_uses);
    Ok((
        AffineMap {
            dims,
            syms: uses.len() as u32 - dims,
            results,
        },
        uses,
    ))
}

/// Deepest parenthesis nesting of affine text accepted.
const MAX_DEPTH: usize = 64;

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    /// Where `text` starts in the text errors are reported against.
    base: usize,
    dim_names: Vec<&'a str>,
    sym_names: Vec<&'a str>,
    /// Inline form: `%name` and `symbol(%name)` instead of declared names.
    ssa: bool,
    dim_uses: Vec<SsaUse<'a>>,
    sym_uses: Vec<SsaUse<'a>>,
    depth: usize,
}

type PResult<T> = Result<T, AffineError>;

impl<'a> Parser<'a> {
    fn new(text: &'a str, base: usize) -> Parser<'a> {
        Parser {
            text,
            pos: 0,
            base,
            dim_names: Vec::new(),
            sym_names: Vec::new(),
            ssa: false,
            dim_uses: Vec::new(),
            sym_uses: Vec::new(),
            depth: 0,
        }
    }

    fn error<T>(&self, at: usize, message: impl Into<String>) -> PResult<T> {
        Err(AffineError {
            at: self.base + at,
            message: message.into(),
        })
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn skip_ws(&mut self) {
        let trimmed = self.rest().trim_start();
        self.pos = self.text.len() - trimmed.len();
    }

    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.pos == self.text.len()
    }

    fn end(&mut self) -> PResult<()> {
        if self.at_end() {
            Ok(())
        } else {
            self.error(
                self.pos,
                format!(
                    "unexpected `{}` in affine expression",
                    self.rest().chars().next().unwrap_or(' ')
                ),
            )
        }
    }

    /// Consumes `tok` if it comes next (a keyword only as a whole word).
    fn eat(&mut self, tok: &str) -> bool {
        self.skip_ws();
        let r = self.rest();
        let word = tok.chars().all(|c| c.is_ascii_alphabetic());
        let ok = r.starts_with(tok)
            && !(word
                && r[tok.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'));
        if ok {
            self.pos += tok.len();
        }
        ok
    }

    fn expect(&mut self, tok: &str) -> PResult<()> {
        if self.eat(tok) {
            Ok(())
        } else {
            self.error(self.pos, format!("expected `{tok}` in affine map"))
        }
    }

    /// A bare identifier (`d0`, `i`).
    fn ident(&mut self) -> Option<&'a str> {
        self.skip_ws();
        let r = self.rest();
        let n = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'))
            .unwrap_or(r.len());
        let ok = n > 0 && r.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        ok.then(|| {
            self.pos += n;
            &r[..n]
        })
    }

    fn names(&mut self, close: &str) -> PResult<Vec<&'a str>> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            match self.ident() {
                Some(n) => out.push(n),
                None => {
                    return self.error(
                        self.pos,
                        "expected an identifier in the dimension or symbol list",
                    )
                }
            }
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    fn map(&mut self) -> PResult<AffineMap> {
        self.expect("(")?;
        self.dim_names = self.names(")")?;
        if self.eat("[") {
            self.sym_names = self.names("]")?;
        }
        self.expect("->")?;
        self.expect("(")?;
        let mut results = Vec::new();
        if !self.eat(")") {
            loop {
                results.push(self.expr()?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        Ok(AffineMap {
            dims: self.dim_names.len() as u32,
            syms: self.sym_names.len() as u32,
            results,
        })
    }

    /// `term (('+' | '-') term)*`
    fn expr(&mut self) -> PResult<AffineExpr> {
        let mut e = self.term()?;
        loop {
            if self.eat("+") {
                e = e + self.term()?;
            } else if self.peek_minus() {
                self.pos += 1;
                e = e + -self.term()?;
            } else {
                return Ok(e);
            }
        }
    }

    /// A `-` that is not the `->` of a map.
    fn peek_minus(&mut self) -> bool {
        self.skip_ws();
        self.rest().starts_with('-') && !self.rest().starts_with("->")
    }

    /// `unary (('*' | 'floordiv' | 'ceildiv' | 'mod') unary)*`
    fn term(&mut self) -> PResult<AffineExpr> {
        let mut e = self.unary()?;
        loop {
            self.skip_ws();
            let at = self.pos;
            let op = if self.eat("*") {
                AffineOp::Mul
            } else if self.eat("floordiv") {
                AffineOp::FloorDiv
            } else if self.eat("ceildiv") {
                AffineOp::CeilDiv
            } else if self.eat("mod") {
                AffineOp::Mod
            } else {
                return Ok(e);
            };
            let rhs = self.unary()?;
            e = match op {
                AffineOp::Mul if !e.is_symbolic() && !rhs.is_symbolic() => {
                    return self.error(at, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
                }
                AffineOp::Mul => e * rhs,
                _ if !rhs.is_symbolic() => {
                    return self.error(at, format!("non-affine expression: right operand of{}has to be either a constant or symbolic", op.spelling()));
                }
                _ => AffineExpr::div(op, e, rhs),
            };
        }
    }

    fn unary(&mut self) -> PResult<AffineExpr> {
        if self.peek_minus() {
            self.pos += 1;
            self.skip_ws();
            if self.rest().starts_with(|c: char| c.is_ascii_digit()) {
                return self.integer(true);
            }
            return Ok(-self.unary()?);
        }
        self.primary()
    }

    fn integer(&mut self, negative: bool) -> PResult<AffineExpr> {
        let start = self.pos;
        let r = self.rest();
        let n = r.find(|c: char| !c.is_ascii_digit()).unwrap_or(r.len());
        let digits = &r[..n];
        self.pos += n;
        let text = if negative {
            format!("-{digits}")
        } else {
            digits.to_string()
        };
        match text.parse::<i64>() {
            Ok(v) => Ok(Const(v)),
            Err(_) => self.error(start, "integer literal out of range in affine expression"),
        }
    }

    fn primary(&mut self) -> PResult<AffineExpr> {
        self.skip_ws();
        let at = self.pos;
        let r = self.rest();
        if self.eat("(") {
            self.depth += 1;
            if self.depth > MAX_DEPTH {
                return self.error(at, "affine expression nested too deeply");
            }
            let e = self.expr()?;
            self.expect(")")?;
            self.depth -= 1;
            return Ok(e);
        }
        if r.starts_with(|c: char| c.is_ascii_digit()) {
            return self.integer(false);
        }
        if self.ssa {
            return self.ssa_operand();
        }
        match self.ident() {
            Some(name) => {
                if let Some(i) = self.dim_names.iter().position(|n| *n == name) {
                    Ok(Dim(i as u32))
                } else if let Some(i) = self.sym_names.iter().position(|n| *n == name) {
                    Ok(Sym(i as u32))
                } else {
                    self.error(
                        at,
                        format!("use of undeclared identifier `{name}` in affine map"),
                    )
                }
            }
            None => self.error(at, "expected an affine expression"),
        }
    }

    /// `%name` (a dimension) or `symbol(%name)` in the inline form.
    fn ssa_operand(&mut self) -> PResult<AffineExpr> {
        let symbol = self.eat("symbol");
        if symbol {
            self.expect("(")?;
        }
        self.skip_ws();
        let at = self.pos;
        let r = self.rest();
        if !r.starts_with('%') {
            return self.error(
                at,
                "expected an SSA value, an integer or `symbol(...)` in affine subscripts",
            );
        }
        let n = r[1..]
            .find(|c: char| {
                !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-' | '#'))
            })
            .map_or(r.len(), |i| i + 1);
        if n == 1 {
            return self.error(at, "expected an SSA value name after `%`");
        }
        let name = &r[..n];
        self.pos += n;
        if symbol {
            self.expect(")")?;
        }
        let (uses, make): (&mut Vec<SsaUse<'a>>, fn(u32) -> AffineExpr) = if symbol {
            (&mut self.sym_uses, Sym)
        } else {
            (&mut self.dim_uses, Dim)
        };
        let i = match uses.iter().position(|u| u.name == name) {
            Some(i) => i,
            None => {
                uses.push(SsaUse {
                    name,
                    at: self.base + at,
                    symbol,
                });
                uses.len() - 1
            }
        };
        Ok(make(i as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(text: &str) -> String {
        AffineMap::parse(text)
            .map(|m| m.to_string())
            .unwrap_or_else(|e| format!("error at {}: {}", e.at, e.message))
    }

    #[test]
    fn prints_as_mlir() {
        assert_eq!(
            round("affine_map<(d0) -> (d0 + 1)>"),
            "affine_map<(d0) -> (d0 + 1)>"
        );
        assert_eq!(
            round("(i, j)[n] -> (1 + i, j * 4 + n)"),
            "affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 4 + s0)>"
        );
        assert_eq!(round("(d0) -> (d0 - 1)"), "affine_map<(d0) -> (d0 - 1)>");
        assert_eq!(
            round("(d0, d1) -> (d0 - d1)"),
            "affine_map<(d0, d1) -> (d0 - d1)>"
        );
        assert_eq!(
            round("(d0, d1) -> (d0 - d1 * 3)"),
            "affine_map<(d0, d1) -> (d0 - d1 * 3)>"
        );
        assert_eq!(round("(d0) -> (-d0)"), "affine_map<(d0) -> (-d0)>");
        assert_eq!(
            round("(d0) -> ((d0 + 2) + 3, 2 * 3)"),
            "affine_map<(d0) -> (d0 + 5, 6)>"
        );
        assert_eq!(
            round("(d0) -> ((d0 * 4) floordiv 2, d0 mod 4, (d0 + 1) ceildiv 2)"),
            "affine_map<(d0) -> (d0 * 2, d0 mod 4, (d0 + 1) ceildiv 2)>"
        );
        assert_eq!(round("() -> (0)"), "affine_map<() -> (0)>");
        assert_eq!(round("()[s0] -> (s0)"), "affine_map<()[s0] -> (s0)>");
    }

    #[test]
    fn rejects_non_affine() {
        assert!(round("(d0, d1) -> (d0 * d1)").contains("at least one of the multiply operands"));
        assert!(round("(d0, d1) -> (d0 floordiv d1)").contains("right operand of floordiv"));
        assert!(round("(d0) -> (d1)").contains("undeclared identifier `d1`"));
        assert!(round("(d0) -> (d0 +)").contains("expected an affine expression"));
        assert!(round("(d0) -> (99999999999999999999)").contains("out of range"));
    }

    #[test]
    fn evaluates_with_mlir_rounding() {
        let m = AffineMap::parse("(d0)[s0] -> (d0 floordiv 4, d0 ceildiv 4, d0 mod 4, d0 * s0)")
            .unwrap();
        assert_eq!(m.eval(&[-7, 3]), Some(vec![-2, -1, 1, -21]));
        assert_eq!(m.eval(&[9, 2]), Some(vec![2, 3, 1, 18]));
        assert_eq!(m.eval(&[1]), None);
    }

    #[test]
    fn inline_subscripts() {
        let (m, uses) = parse_ssa_subscripts("%i + 1, %j * 4 + symbol(%n), %i").unwrap();
        assert_eq!(
            m.to_string(),
            "affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 4 + s0, d0)>"
        );
        let names: Vec<_> = uses.iter().map(|u| (u.name, u.symbol)).collect();
        assert_eq!(names, [("%i", false), ("%j", false), ("%n", true)]);
        let shown = m.results_with(&|i, sym| {
            let n = uses[if sym { m.dims + i } else { i } as usize].name;
            if sym {
                format!("symbol({n})")
            } else {
                n.to_string()
            }
        });
        assert_eq!(shown, ["%i + 1", "%j * 4 + symbol(%n)", "%i"]);
        let (m, uses) = parse_ssa_subscripts("").unwrap();
        assert!(m.results.is_empty() && uses.is_empty());
        assert!(parse_ssa_subscripts("%i * %j").is_err());
    }
}
