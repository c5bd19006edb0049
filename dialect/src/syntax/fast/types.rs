//! Types (`ty` of the grammar), built as [`super::super::parse`] builds them.

use super::lexer::{Decline, R};
use super::Fast;
use crate::ir::types::FLOAT_TYPES;
use crate::ir::{Dim, Signedness, Type};

impl<'a> Fast<'a> {
    /// A type, after the implicit whitespace.
    pub(super) fn ty(&mut self) -> R<Type> {
        self.nested(Self::type_here)
    }

    fn type_here(&mut self) -> R<Type> {
        self.lx.skip();
        match self.lx.peek() {
            Some(b'(') => self.function_type(),
            Some(b'!') => self.fifo_type(),
            _ => self.named_type(),
        }
    }

    /// Whether a type may start here (else `ty` surely fails without input).
    pub(super) fn type_may_start(&mut self) -> bool {
        self.lx.skip();
        matches!(self.lx.peek(), Some(b'a'..=b'z' | b'!' | b'('))
    }

    fn named_type(&mut self) -> R<Type> {
        let w = self.lx.word();
        let shaped = matches!(w, "memref" | "tensor" | "vector" | "tuple" | "complex");
        if !shaped {
            self.lx.pos += w.len();
        }
        Ok(match w {
            "index" => Type::Index,
            "none" => Type::None,
            _ if shaped => self.shaped_type(w)?,
            // Integer types first: the most common by far.
            _ => match int_type(w) {
                Some(t) => t,
                None => Type::Float(FLOAT_TYPES.iter().find(|f| **f == w).ok_or(Decline)?),
            },
        })
    }

    /// `memref<...>`, `tensor<...>`, `vector<...>`, `tuple<...>`, `complex<...>`.
    fn shaped_type(&mut self, w: &str) -> R<Type> {
        self.lx.pos += w.len();
        self.lx.expect("<")?;
        let t = match w {
            "tuple" => {
                self.lx.skip();
                let tys = match self.lx.peek() {
                    Some(b'>') => Vec::new(),
                    _ => self.type_list()?,
                };
                Type::Tuple(tys)
            }
            "complex" => Type::Complex(Box::new(self.ty()?)),
            _ => {
                let shape = self.shape(w != "vector")?;
                let elem = Box::new(self.ty()?);
                match w {
                    "memref" => self.memref_params(shape, elem)?,
                    "tensor" => Type::Tensor { shape, elem },
                    _ => Type::Vector {
                        shape: shape.ok_or(Decline)?,
                        elem,
                    },
                }
            }
        };
        self.lx.expect(">")?;
        Ok(t)
    }

    /// `(unranked | shape)?`: `None` for `*x`.
    fn shape(&mut self, unranked: bool) -> R<Option<Vec<Dim>>> {
        self.lx.skip();
        if unranked && self.lx.eat("*x") {
            return Ok(None);
        }
        let mut dims = Vec::new();
        loop {
            let save = self.lx.pos;
            self.lx.skip();
            let dim = self.dim_size()?;
            self.lx.skip();
            match dim {
                Some(d) if self.lx.eat("x") => dims.push(d),
                _ => {
                    self.lx.pos = save;
                    return Ok(Some(dims));
                }
            }
        }
    }

    /// `dim_size`: `N`, `?` or `[N]`.
    fn dim_size(&mut self) -> R<Option<Dim>> {
        let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
        let rest = self.lx.rest();
        let (len, dim) = match rest.as_bytes().first() {
            Some(b'?') => (1, Dim::Dynamic),
            Some(b'[') => {
                let n = digits(&rest[1..]);
                if n == 0 || rest.as_bytes().get(n + 1) != Some(&b']') {
                    return Ok(None);
                }
                (
                    n + 2,
                    Dim::Scalable(rest[1..n + 1].parse().map_err(|_| Decline)?),
                )
            }
            Some(c) if c.is_ascii_digit() => {
                let n = digits(rest);
                (n, Dim::Static(rest[..n].parse().map_err(|_| Decline)?))
            }
            _ => return Ok(None),
        };
        self.lx.pos += len;
        Ok(Some(dim))
    }

    /// The `, layout, space` of a memref, read as the pest builder reads them.
    fn memref_params(&mut self, shape: Option<Vec<Dim>>, elem: Box<Type>) -> R<Type> {
        let mut extra = Vec::new();
        loop {
            self.lx.skip();
            if !self.lx.eat(",") {
                break;
            }
            extra.push(self.attr_value()?);
        }
        let (layout, space) = crate::syntax::build::memref_params(extra).ok_or(Decline)?;
        Ok(Type::MemRef {
            shape,
            elem,
            layout,
            space,
        })
    }

    /// `ty ~ ("," ~ ty)*`.
    pub(super) fn type_list(&mut self) -> R<Vec<Type>> {
        let mut tys = vec![self.ty()?];
        loop {
            self.lx.skip();
            if !self.lx.eat(",") {
                return Ok(tys);
            }
            tys.push(self.ty()?);
        }
    }

    /// `type_list_parens`: `( types? )`.
    pub(super) fn parens_types(&mut self) -> R<Vec<Type>> {
        self.lx.expect("(")?;
        self.lx.skip();
        if self.lx.eat(")") {
            return Ok(Vec::new());
        }
        let tys = self.type_list()?;
        self.lx.expect(")")?;
        Ok(tys)
    }

    /// The result part of a function type: `(types?)` or one type.
    pub(super) fn results_type(&mut self) -> R<Vec<Type>> {
        self.lx.skip();
        if self.lx.peek() == Some(b'(') {
            self.parens_types()
        } else {
            Ok(vec![self.ty()?])
        }
    }

    /// `function_type`: `(types?) -> results`.
    pub(super) fn function_type(&mut self) -> R<Type> {
        let inputs = self.parens_types()?;
        self.lx.expect("->")?;
        let results = self.results_type()?;
        Ok(Type::Function { inputs, results })
    }

    /// `!aie.objectfifo<T>` and `!aie.objectfifosubview<T>`; other `!` types decline.
    fn fifo_type(&mut self) -> R<Type> {
        let subview = self.lx.eat("!aie.objectfifosubview");
        if !subview && !self.lx.eat("!aie.objectfifo") {
            return Err(Decline);
        }
        self.lx.expect("<")?;
        let elem = Box::new(self.ty()?);
        self.lx.expect(">")?;
        Ok(match subview {
            true => Type::ObjectFifoSubview(elem),
            false => Type::ObjectFifo(elem),
        })
    }
}

/// `int_type`: `i32`, `si8`, `ui64` with a width of 1 to 65536.
fn int_type(w: &str) -> Option<Type> {
    let (sign, digits) = if let Some(d) = w.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = w.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else {
        (Signedness::Signless, w.strip_prefix('i')?)
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let width = digits.parse::<u32>().ok()?;
    (1..=1 << 16)
        .contains(&width)
        .then_some(Type::Int { width, sign })
}
