//! What the shipped headers (`include/`) declare: namespaces, classes
//! with their bases, member functions and constructors' parameter
//! counts, enumerations and enumerators, type aliases, macros.

use super::lex::{closing, tokens, Kind, Token};
use std::collections::{BTreeMap, BTreeSet};

/// A constructor: the fewest and most arguments it takes (`None`: any
/// number, a variadic one), and each parameter's text.
#[derive(Debug)]
pub struct Ctor {
    pub min: usize,
    pub max: Option<usize>,
    pub params: Vec<String>,
}

impl Ctor {
    /// Whether it takes arguments of `types` (`_` for any; an XRT type
    /// where the parameter names that class).
    fn takes(&self, types: &[&str]) -> bool {
        let n = types.len();
        if n < self.min || self.max.is_some_and(|m| n > m) {
            return false;
        }
        types.iter().zip(&self.params).all(|(t, p)| {
            if *t == "_" || p.contains("...") {
                return true;
            }
            let simple = t.rsplit("::").next().unwrap_or(t);
            p.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == simple)
        })
    }
}

/// A class or struct.
#[derive(Debug, Default)]
pub struct Class {
    /// Its bases as written, resolved against its namespace.
    pub bases: Vec<String>,
    pub ctors: Vec<Ctor>,
    /// Member functions (`operator()` for the call operator) and nested
    /// names (types, enumerators of unscoped enums).
    pub members: BTreeSet<String>,
}

/// The declarations of a set of headers.
#[derive(Debug, Default)]
pub struct Decls {
    /// Qualified names declared: namespaces, classes, enums, enumerators,
    /// aliases, functions.
    pub names: BTreeSet<String>,
    pub classes: BTreeMap<String, Class>,
    /// Macros, and C names (enums, enumerators, typedefs) at file scope.
    pub c_names: BTreeSet<String>,
    /// Header paths under `include/`.
    pub headers: BTreeSet<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ScopeKind {
    Namespace,
    Class,
}

struct Scope {
    /// Its qualified name (empty at file scope).
    name: String,
    kind: ScopeKind,
}

fn join(scope: &str, name: &str) -> String {
    if scope.is_empty() {
        name.to_string()
    } else {
        format!("{scope}::{name}")
    }
}

impl Decls {
    /// Adds the declarations of header `path` (relative to `include/`)
    /// holding `text`.
    pub fn add(&mut self, path: &str, text: &str) {
        self.headers.insert(path.to_string());
        let toks = tokens(text);
        let mut p = Parser {
            toks: &toks,
            decls: self,
            scopes: vec![Scope {
                name: String::new(),
                kind: ScopeKind::Namespace,
            }],
        };
        p.run();
    }

    /// The class `name`, or the class an alias of that name stands for.
    fn class(&self, name: &str) -> Option<&Class> {
        self.classes.get(name)
    }

    /// Whether class `class` (or a base) has member `member`.
    fn has_member(&self, class: &str, member: &str, depth: usize) -> bool {
        let Some(c) = self.class(class) else {
            return false;
        };
        if c.members.contains(member) {
            return true;
        }
        depth < 8
            && c.bases
                .iter()
                .any(|b| self.has_member(b, member, depth + 1))
    }

    /// Whether the headers declare `symbol` (as the scanner writes it).
    pub fn declares(&self, symbol: &str) -> bool {
        if symbol.starts_with("xrt/") {
            return self.headers.contains(symbol);
        }
        let ctor = symbol.ends_with(')') && !symbol.ends_with("::operator()");
        if let (true, Some(open)) = (ctor, symbol.find('(')) {
            // `xrt::T(A, _)`: a constructor taking such arguments.
            let class = &symbol[..open];
            let inner = &symbol[open + 1..symbol.len() - 1];
            let types: Vec<&str> = if inner.is_empty() {
                Vec::new()
            } else {
                inner.split(", ").collect()
            };
            return self
                .class(class)
                .is_some_and(|c| c.ctors.iter().any(|k| k.takes(&types)));
        }
        if !symbol.contains("::") {
            return self.c_names.contains(symbol);
        }
        if self.names.contains(symbol) {
            return true;
        }
        let (class, member) = symbol.rsplit_once("::").expect("a qualified name");
        self.has_member(class, member, 0)
    }
}

struct Parser<'a> {
    toks: &'a [Token],
    decls: &'a mut Decls,
    scopes: Vec<Scope>,
}

impl Parser<'_> {
    fn is(&self, i: usize, p: &str) -> bool {
        self.toks.get(i).is_some_and(|t| t.is(p))
    }

    fn ident_at(&self, i: usize) -> Option<&str> {
        self.toks
            .get(i)
            .filter(|t| t.kind == Kind::Ident)
            .map(|t| t.text.as_str())
    }

    fn scope(&self) -> &Scope {
        self.scopes.last().expect("file scope")
    }

    fn run(&mut self) {
        let mut i = 0;
        // Whether the current statement has an `=` (an initializer, not a declaration).
        let mut assigned = false;
        while i < self.toks.len() {
            let t = &self.toks[i];
            match t.kind {
                Kind::Directive if t.text == "define" => {
                    if let Some(name) = self.ident_at(i + 1) {
                        self.decls.c_names.insert(name.to_string());
                    }
                    i += 2;
                    continue;
                }
                Kind::Punct => {
                    if t.is(";") || t.is(":") {
                        assigned = false;
                    } else if t.is("=") {
                        assigned = true;
                    } else if t.is("}") {
                        if self.scopes.len() > 1 {
                            self.scopes.pop();
                        }
                        assigned = false;
                    } else if t.is("{") {
                        // An initializer or a body not otherwise handled.
                        i = closing(self.toks, i).unwrap_or(self.toks.len());
                    }
                    i += 1;
                    continue;
                }
                Kind::Ident => {}
                _ => {
                    i += 1;
                    continue;
                }
            }
            let word = t.text.clone();
            i = match word.as_str() {
                "namespace" => self.namespace(i),
                // extern "C" { ... }: its declarations are the file's.
                "extern"
                    if self
                        .toks
                        .get(i + 1)
                        .is_some_and(|t| t.kind == Kind::Literal)
                        && self.is(i + 2, "{") =>
                {
                    let name = self.scope().name.clone();
                    self.scopes.push(Scope {
                        name,
                        kind: ScopeKind::Namespace,
                    });
                    i + 3
                }
                "template" if self.is(i + 1, "<") => {
                    closing(self.toks, i + 1).map_or(i + 1, |c| c + 1)
                }
                "class" | "struct" | "union" => self.class(i),
                "enum" => self.enumeration(i),
                "typedef" => self.typedef(i),
                "using" => self.using(i),
                "operator" if !assigned => self.operator(i),
                _ if !assigned && self.is(i + 1, "(") => self.function(i, word.clone()),
                _ => i + 1,
            };
            if self.is(i.wrapping_sub(1), ";") || self.is(i.wrapping_sub(1), "}") {
                assigned = false;
            }
        }
    }

    fn namespace(&mut self, i: usize) -> usize {
        let mut name = self.scope().name.clone();
        let mut j = i + 1;
        while let Some(n) = self.ident_at(j) {
            name = join(&name, n);
            j += 1;
            if self.is(j, "::") {
                j += 1;
            }
        }
        if !self.is(j, "{") {
            return j;
        }
        self.decls.names.insert(name.clone());
        self.scopes.push(Scope {
            name,
            kind: ScopeKind::Namespace,
        });
        j + 1
    }

    /// `class Name [final] [: bases] {`; a forward declaration or an
    /// elaborated type is skipped.
    fn class(&mut self, i: usize) -> usize {
        let Some(name) = self.ident_at(i + 1).map(str::to_string) else {
            return i + 1;
        };
        let mut j = i + 2;
        if self.ident_at(j) == Some("final") {
            j += 1;
        }
        let mut bases = Vec::new();
        if self.is(j, ":") {
            j += 1;
            let mut base = String::new();
            while let Some(t) = self.toks.get(j) {
                if t.is("{") || t.is(";") {
                    break;
                }
                if t.kind == Kind::Ident
                    && !matches!(
                        t.text.as_str(),
                        "public" | "private" | "protected" | "virtual"
                    )
                {
                    base += &t.text;
                } else if t.is("::") {
                    base += "::";
                } else if t.is(",") && !base.is_empty() {
                    bases.push(std::mem::take(&mut base));
                } else if t.is("<") {
                    j = closing(self.toks, j).unwrap_or(j);
                }
                j += 1;
            }
            if !base.is_empty() {
                bases.push(base);
            }
        }
        if !self.is(j, "{") {
            return j;
        }
        let scope = self.scope().name.clone();
        let full = join(&scope, &name);
        let bases = bases
            .into_iter()
            .map(|b| self.resolve(&scope, b.trim_start_matches("::")))
            .collect();
        self.decls.names.insert(full.clone());
        self.note_member(&name);
        self.decls.classes.entry(full.clone()).or_default().bases = bases;
        self.scopes.push(Scope {
            name: full,
            kind: ScopeKind::Class,
        });
        j + 1
    }

    /// The qualified name `name` (as written in `scope`) stands for.
    fn resolve(&self, scope: &str, name: &str) -> String {
        let mut s = scope.to_string();
        loop {
            let candidate = join(&s, name);
            if self.decls.classes.contains_key(&candidate) {
                return candidate;
            }
            match s.rsplit_once("::") {
                Some((outer, _)) => s = outer.to_string(),
                None if !s.is_empty() => s.clear(),
                None => return name.to_string(),
            }
        }
    }

    /// Records `name` as a member of the enclosing class, if any.
    fn note_member(&mut self, name: &str) {
        let scope = self.scope();
        if scope.kind == ScopeKind::Class {
            let class = scope.name.clone();
            let c = self.decls.classes.entry(class).or_default();
            c.members.insert(name.to_string());
        } else if scope.name.is_empty() {
            self.decls.c_names.insert(name.to_string());
        }
    }

    fn enumeration(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        let scoped = matches!(self.ident_at(j), Some("class" | "struct"));
        if scoped {
            j += 1;
        }
        let name = self.ident_at(j).map(str::to_string);
        if name.is_some() {
            j += 1;
        }
        while self.toks.get(j).is_some_and(|t| !t.is("{") && !t.is(";")) {
            j += 1;
        }
        if !self.is(j, "{") {
            return j;
        }
        let scope = self.scope().name.clone();
        let enum_scope = match &name {
            Some(n) => {
                self.decls.names.insert(join(&scope, n));
                self.note_member(n);
                join(&scope, n)
            }
            None => scope.clone(),
        };
        let close = closing(self.toks, j).unwrap_or(self.toks.len() - 1);
        let mut expect_name = true;
        let mut depth = 0usize;
        for k in j + 1..close {
            let t = &self.toks[k];
            if t.is("(") || t.is("{") || t.is("[") {
                depth += 1;
            } else if t.is(")") || t.is("}") || t.is("]") {
                depth = depth.saturating_sub(1);
            } else if t.is(",") && depth == 0 {
                expect_name = true;
            } else if expect_name && t.kind == Kind::Ident {
                expect_name = false;
                self.decls.names.insert(join(&enum_scope, &t.text));
                if !scoped {
                    self.decls.names.insert(join(&scope, &t.text));
                    self.note_member(&t.text);
                }
            }
        }
        close + 1
    }

    /// `typedef ... Name;` (the last identifier before the `;`).
    fn typedef(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        let mut last = None;
        while let Some(t) = self.toks.get(j) {
            if t.is(";") {
                break;
            }
            if t.is("{") {
                j = closing(self.toks, j).unwrap_or(j);
            } else if t.kind == Kind::Ident {
                last = Some(t.text.clone());
            }
            j += 1;
        }
        if let Some(n) = last {
            let scope = self.scope().name.clone();
            self.decls.names.insert(join(&scope, &n));
            self.note_member(&n);
        }
        j + 1
    }

    /// `using Name = ...;`, `using Base::member;`, `using namespace ...;`.
    fn using(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        if let (Some(n), true) = (self.ident_at(j), self.is(j + 1, "=")) {
            let n = n.to_string();
            let scope = self.scope().name.clone();
            self.decls.names.insert(join(&scope, &n));
            self.note_member(&n);
        }
        while self.toks.get(j).is_some_and(|t| !t.is(";")) {
            j += 1;
        }
        j + 1
    }

    /// `operator...(` in a class: `operator()`, `operator bool`, `operator==`.
    fn operator(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        let mut name = String::from("operator");
        if self.is(j, "(") && self.is(j + 1, ")") {
            name += "()";
            j += 2;
        } else {
            let mut word = false;
            while let Some(t) = self.toks.get(j) {
                if t.is("(") || t.is(";") {
                    break;
                }
                if t.kind == Kind::Ident && word {
                    name.push(' ');
                }
                if t.kind == Kind::Ident && name == "operator" {
                    name.push(' ');
                }
                word = t.kind == Kind::Ident;
                name += &t.text;
                j += 1;
            }
        }
        if !self.is(j, "(") {
            return j;
        }
        self.member_function(&name, None, j)
    }

    /// `name(` at `i`: a function or constructor declaration in a class
    /// or namespace (a call elsewhere is inside a skipped body).
    fn function(&mut self, i: usize, name: String) -> usize {
        // A qualified definition (`hw_context::hw_context(...)`) outside its class.
        let mut qualifier = Vec::new();
        let mut k = i;
        while k >= 2 && self.is(k - 1, "::") {
            match self.ident_at(k - 2) {
                Some(q) => qualifier.insert(0, q.to_string()),
                None => break,
            }
            k -= 2;
        }
        let class = if qualifier.is_empty() {
            (self.scope().kind == ScopeKind::Class).then(|| self.scope().name.clone())
        } else {
            let scope = self.scope().name.clone();
            Some(self.resolve(&scope, &qualifier.join("::")))
        };
        self.member_function(&name, class, i + 1)
    }

    /// A function `name` whose parameters open at `open`, of `class`
    /// (`None`: the enclosing scope's); skips its trailer, initializer
    /// list and body; where to go on.
    fn member_function(&mut self, name: &str, class: Option<String>, open: usize) -> usize {
        let Some(close) = closing(self.toks, open) else {
            return open + 1;
        };
        let class = class
            .or_else(|| (self.scope().kind == ScopeKind::Class).then(|| self.scope().name.clone()));
        match &class {
            Some(c) => {
                let simple = c.rsplit("::").next().unwrap_or(c);
                let entry = self.decls.classes.entry(c.clone()).or_default();
                if simple == name {
                    entry.ctors.push(parameters(self.toks, open, close));
                } else {
                    entry.members.insert(name.to_string());
                }
            }
            None => {
                let scope = self.scope().name.clone();
                self.decls.names.insert(join(&scope, name));
                if scope.is_empty() {
                    self.decls.c_names.insert(name.to_string());
                }
            }
        }
        // The trailer: cv, ref, noexcept, override, `-> type`, `= default`.
        let mut j = close + 1;
        while let Some(t) = self.toks.get(j) {
            if t.is(";") {
                return j + 1;
            }
            if t.is("{") {
                return closing(self.toks, j).map_or(self.toks.len(), |c| c + 1);
            }
            if t.is(":") {
                return self.initializers(j + 1);
            }
            if t.is("(") {
                j = closing(self.toks, j).unwrap_or(j);
            }
            j += 1;
        }
        j
    }

    /// A constructor's member initializers from `j`, then its body.
    fn initializers(&self, mut j: usize) -> usize {
        loop {
            while self.ident_at(j).is_some() || self.is(j, "::") {
                j += 1;
            }
            if self.is(j, "<") {
                j = closing(self.toks, j).map_or(j + 1, |c| c + 1);
            }
            if self.is(j, "(") || self.is(j, "{") {
                j = closing(self.toks, j).map_or(self.toks.len(), |c| c + 1);
            } else {
                return j;
            }
            if self.is(j, ",") {
                j += 1;
                continue;
            }
            if self.is(j, "{") {
                return closing(self.toks, j).map_or(self.toks.len(), |c| c + 1);
            }
            return j;
        }
    }
}

/// The constructor whose parameter list is `(open, close)`.
fn parameters(toks: &[Token], open: usize, close: usize) -> Ctor {
    if close == open + 1 || (close == open + 2 && toks[open + 1].ident("void")) {
        return Ctor {
            min: 0,
            max: Some(0),
            params: Vec::new(),
        };
    }
    let mut depth = 0usize;
    let mut params = vec![String::new()];
    let mut defaults = 0;
    let mut variadic = false;
    for t in &toks[open + 1..close] {
        if t.is("(") || t.is("[") || t.is("{") || t.is("<") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") || t.is(">") {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && t.is(",") {
            params.push(String::new());
            continue;
        } else if depth == 0 && t.is("=") {
            defaults += 1;
        } else if t.is("...") {
            variadic = true;
        }
        let p = params.last_mut().expect("a parameter");
        if !p.is_empty() {
            p.push(' ');
        }
        p.push_str(&t.text);
    }
    let count = params.len();
    let (min, max) = if variadic {
        (count - 1, None)
    } else {
        (count - defaults, Some(count))
    };
    Ctor { min, max, params }
}
