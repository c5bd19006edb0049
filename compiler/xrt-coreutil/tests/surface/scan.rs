//! What of XRT's API a C++ host program uses, found by a careful
//! heuristic (not a C++ front end):
//!
//! * every qualified name `xrt::...` (types, enumerators, free functions);
//! * constructions `xrt::T(args)`, `xrt::T{args}`, `xrt::T v(args)`,
//!   `xrt::T v;` and `std::make_unique<xrt::T>(args)`, as
//!   `xrt::T(N args)`;
//! * member calls `v.f(...)`, `p->f(...)`, `vec[i].f(...)` and calls
//!   `v(...)` on variables whose type is an XRT class: declared with it
//!   (`xrt::T v`, `const xrt::T &v`, `std::vector<xrt::T> v`,
//!   `std::unique_ptr<xrt::T> p`, parameters and lambda parameters), or
//!   `auto v = ` an expression of such a type (a construction, a call
//!   whose result type XRT documents, `*std::find_if(vec.begin(), ...)`),
//!   or `for (auto &v : vec)`; braces scope the variables;
//! * XRT's C names: macros and enumerators `XCL_*`, `XRT_*`, `ERT_*`,
//!   `xclBOSyncDirection`, `ert_cmd_state`, `xrtBufferFlags`,
//!   `xrtMemoryGroup`, C functions `xrt*`/`xcl*`, unless the scanned
//!   sources `#define` the name themselves;
//! * `#include`s of `xrt/...` headers.

use super::lex::{arguments, closing, tokens, Kind, Token};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// What a symbol is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum SymKind {
    /// A header (`xrt/xrt_bo.h`).
    Header,
    /// A C name: macro, enumerator, C type or function.
    Macro,
    /// A qualified name `xrt::...` (type, enumerator, function).
    Name,
    /// A construction `xrt::T(N args)`.
    Ctor,
    /// A member function called on an XRT object, `xrt::T::f`.
    Member,
}

impl SymKind {
    /// Its name in the table.
    pub fn label(self) -> &'static str {
        match self {
            SymKind::Header => "header",
            SymKind::Macro => "c-name",
            SymKind::Name => "name",
            SymKind::Ctor => "constructor",
            SymKind::Member => "member",
        }
    }

    /// The kind a table label names.
    pub fn from_label(s: &str) -> Option<SymKind> {
        [
            SymKind::Header,
            SymKind::Macro,
            SymKind::Name,
            SymKind::Ctor,
            SymKind::Member,
        ]
        .into_iter()
        .find(|k| k.label() == s)
    }
}

/// The symbols one file uses.
pub type Uses = BTreeMap<String, SymKind>;

/// How a variable holds its XRT object.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Wrap {
    /// The object itself (or a reference).
    Direct,
    /// A pointer, smart pointer, optional or iterator: `->` reaches it.
    Ptr,
    /// A container of objects: `[i]`, `.at(i)`, `.front()`, `.back()`.
    Seq,
}

#[derive(Clone, Debug)]
struct Ty {
    name: String,
    wrap: Wrap,
}

impl Ty {
    fn direct(name: &str) -> Ty {
        Ty {
            name: name.to_string(),
            wrap: Wrap::Direct,
        }
    }
}

/// The result type of member `f` of XRT class `class`, as XRT's headers
/// document it, where a host program may call a member on the result.
fn returns(class: &str, f: &str) -> Option<Ty> {
    let seq = |n: &str| {
        Some(Ty {
            name: n.to_string(),
            wrap: Wrap::Seq,
        })
    };
    let one = |n: &str| Some(Ty::direct(n));
    let class = class.trim_start_matches("xrt::ext::");
    let class = class.trim_start_matches("xrt::");
    match (class, f) {
        ("xclbin", "get_kernels") => seq("xrt::xclbin::kernel"),
        ("xclbin", "get_kernel") => one("xrt::xclbin::kernel"),
        ("xclbin", "get_mems") => seq("xrt::xclbin::mem"),
        ("xclbin", "get_ips") => seq("xrt::xclbin::ip"),
        ("xclbin", "get_uuid") => one("xrt::uuid"),
        ("xclbin::kernel", "get_args") => seq("xrt::xclbin::arg"),
        ("xclbin::kernel", "get_arg") => one("xrt::xclbin::arg"),
        ("xclbin::kernel", "get_cus") => seq("xrt::xclbin::ip"),
        ("device", "register_xclbin" | "load_xclbin" | "get_xclbin_uuid") => one("xrt::uuid"),
        ("hw_context", "get_device") => one("xrt::device"),
        ("hw_context", "get_xclbin_uuid") => one("xrt::uuid"),
        ("kernel", "operator()") => one("xrt::run"),
        ("elf", "get_cfg_uuid") => one("xrt::uuid"),
        ("module", "get_hw_context") => one("xrt::hw_context"),
        ("run", "get_ctrl_scratchpad_bo") => one("xrt::bo"),
        _ => None,
    }
}

/// Names of templates whose argument is the element type of a container.
const SEQUENCES: &[&str] = &[
    "vector",
    "array",
    "deque",
    "list",
    "span",
    "initializer_list",
    "map",
    "unordered_map",
];
/// Names of templates that point at their argument.
const POINTERS: &[&str] = &["unique_ptr", "shared_ptr", "weak_ptr", "optional"];
/// Templates that make their argument from constructor arguments.
const MAKERS: &[&str] = &["make_unique", "make_shared"];

/// Whether `name` is one of XRT's C names.
fn c_name(name: &str) -> bool {
    let upper = |rest: &str| {
        !rest.is_empty()
            && rest
                .bytes()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == b'_')
    };
    let camel = |rest: &str| rest.as_bytes().first().is_some_and(u8::is_ascii_uppercase);
    ["XCL_", "XRT_", "ERT_"]
        .iter()
        .any(|p| name.strip_prefix(p).is_some_and(upper))
        || matches!(name, "ert_cmd_state" | "xrtBufferFlags" | "xrtMemoryGroup")
        || name.strip_prefix("xcl").is_some_and(camel)
        || name.strip_prefix("xrt").is_some_and(camel)
}

/// The names a file `#define`s.
pub fn defines(text: &str) -> Vec<String> {
    let toks = tokens(text);
    toks.windows(2)
        .filter(|w| w[0].kind == Kind::Directive && w[0].text == "define")
        .filter(|w| w[1].kind == Kind::Ident)
        .map(|w| w[1].text.clone())
        .collect()
}

/// A brace scope's variables.
#[derive(Default)]
struct Frame {
    vars: HashMap<String, Ty>,
    /// A class body: its variables are members, seen from everywhere after.
    class: bool,
    /// Open parentheses in this scope.
    parens: usize,
}

struct Scanner<'a> {
    toks: &'a [Token],
    frames: Vec<Frame>,
    /// Declarations inside parentheses (parameters, for-range variables):
    /// they belong to the braces that follow, if any.
    pending: Vec<(String, Ty)>,
    members: HashMap<String, Ty>,
    /// A `class`/`struct` head was seen: the next `{` opens a class body.
    class_head: bool,
    defined: &'a BTreeSet<String>,
    uses: Uses,
}

/// The XRT symbols C++ source `text` uses; names in `defined` (macros the
/// scanned sources define themselves) are not XRT's.
pub fn scan(text: &str, defined: &BTreeSet<String>) -> Uses {
    let toks = tokens(text);
    let mut s = Scanner {
        toks: &toks,
        frames: vec![Frame::default()],
        pending: Vec::new(),
        members: HashMap::new(),
        class_head: false,
        defined,
        uses: Uses::new(),
    };
    // Members a class declares after the functions that use them: a
    // first pass finds them, the second uses them from the start.
    s.run();
    s.frames = vec![Frame::default()];
    s.pending.clear();
    s.class_head = false;
    s.uses.clear();
    s.run();
    s.uses
}

impl Scanner<'_> {
    fn tok(&self, i: usize) -> Option<&Token> {
        self.toks.get(i)
    }

    fn is(&self, i: usize, p: &str) -> bool {
        self.tok(i).is_some_and(|t| t.is(p))
    }

    fn ident_at(&self, i: usize) -> Option<&str> {
        self.tok(i)
            .filter(|t| t.kind == Kind::Ident)
            .map(|t| t.text.as_str())
    }

    fn record(&mut self, symbol: String, kind: SymKind) {
        let slot = self.uses.entry(symbol).or_insert(kind);
        // A name also seen as something more specific keeps that.
        *slot = (*slot).max(kind);
    }

    /// A construction of `class` from the argument list opened at `open`
    /// (`None`: no arguments), as `xrt::T(A, _)`: each argument's XRT
    /// type where the scanner knows it, else `_`. Returns the index of
    /// the list's closing token.
    fn ctor(&mut self, class: &str, open: Option<usize>) -> Option<usize> {
        let (starts, close) = match open {
            Some(o) => arguments(self.toks, o)?,
            None => (Vec::new(), 0),
        };
        let args: Vec<String> = starts
            .iter()
            .map(|&a| match self.infer(a) {
                Some(t) if t.wrap == Wrap::Direct => t.name,
                _ => "_".to_string(),
            })
            .collect();
        self.record(format!("{class}({})", args.join(", ")), SymKind::Ctor);
        Some(close)
    }

    fn frame(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("the file's frame")
    }

    fn declare(&mut self, name: &str, ty: Ty) {
        let f = self.frames.last().expect("the file's frame");
        if f.parens > 0 {
            self.pending.push((name.to_string(), ty));
        } else if f.class {
            self.members.insert(name.to_string(), ty);
        } else {
            self.frame().vars.insert(name.to_string(), ty);
        }
    }

    fn lookup(&self, name: &str) -> Option<Ty> {
        if let Some((_, t)) = self.pending.iter().rev().find(|(n, _)| n == name) {
            return Some(t.clone());
        }
        for f in self.frames.iter().rev() {
            if let Some(t) = f.vars.get(name) {
                return Some(t.clone());
            }
        }
        self.members.get(name).cloned()
    }

    fn run(&mut self) {
        let mut i = 0;
        while i < self.toks.len() {
            i = self.step(i);
        }
    }

    /// Handles the token at `i`; where to go on.
    fn step(&mut self, i: usize) -> usize {
        let t = &self.toks[i];
        match t.kind {
            Kind::Include => {
                if t.text.starts_with("xrt/") {
                    let h = t.text.clone();
                    self.record(h, SymKind::Header);
                }
                i + 1
            }
            // A #define's name is the project's, not a use.
            Kind::Directive if t.text == "define" => i + 2,
            Kind::Punct => {
                match t.text.as_str() {
                    "(" => self.frame().parens += 1,
                    ")" => {
                        let f = self.frame();
                        f.parens = f.parens.saturating_sub(1);
                    }
                    "{" => {
                        let vars = self.pending.drain(..).collect();
                        let class = std::mem::take(&mut self.class_head);
                        self.frames.push(Frame {
                            vars,
                            class,
                            parens: 0,
                        });
                    }
                    "}" => {
                        if self.frames.len() > 1 {
                            self.frames.pop();
                        }
                        self.pending.clear();
                    }
                    ";" => {
                        self.class_head = false;
                        if self.frames.last().is_some_and(|f| f.parens == 0) {
                            self.pending.clear();
                        }
                    }
                    _ => {}
                }
                i + 1
            }
            Kind::Ident => self.ident(i),
            _ => i + 1,
        }
    }

    fn ident(&mut self, i: usize) -> usize {
        let text = self.toks[i].text.clone();
        let after_scope = i > 0 && self.is(i - 1, "::");
        if matches!(text.as_str(), "class" | "struct" | "union")
            && !(i > 0 && (self.is(i - 1, "<") || self.is(i - 1, ",")))
        {
            self.class_head = true;
            return i + 1;
        }
        if text == "xrt" && self.is(i + 1, "::") && (!after_scope || self.qualified_start(i)) {
            return self.qualified(i);
        }
        if text == "auto" {
            self.auto_decl(i);
            return i + 1;
        }
        if c_name(&text) && !after_scope && !self.defined.contains(&text) {
            self.record(text, SymKind::Macro);
            return i + 1;
        }
        if !after_scope {
            if let Some(ty) = self.lookup(&text) {
                self.postfix(ty, i + 1);
            }
        }
        i + 1
    }

    /// Whether the `xrt` at `i`, after `::`, starts a name (`::xrt::`).
    fn qualified_start(&self, i: usize) -> bool {
        i < 2 || self.tok(i - 2).is_none_or(|t| t.kind != Kind::Ident)
    }

    /// The qualified name `xrt::a::b` starting at `i`, and the index past it.
    fn qname(&self, i: usize) -> (String, usize) {
        let mut name = self.toks[i].text.clone();
        let mut j = i + 1;
        while self.is(j, "::") {
            let Some(next) = self.ident_at(j + 1) else {
                break;
            };
            if next == "template" {
                j += 2;
                continue;
            }
            name += "::";
            name += next;
            j += 2;
        }
        (name, j)
    }

    /// A qualified XRT name at `i`: a use, maybe a construction or a
    /// declaration. Returns where to go on.
    fn qualified(&mut self, i: usize) -> usize {
        let (q, j) = self.qname(i);
        self.record(q.clone(), SymKind::Name);
        // A template argument: std::vector<xrt::bo> v, std::make_unique<xrt::bo>(...).
        if let Some((template, close)) = self.template_around(i) {
            let after = close + 1;
            if MAKERS.contains(&template.as_str()) {
                if self.is(after, "(") {
                    self.ctor(&q, Some(after));
                }
                return j;
            }
            let wrap = if SEQUENCES.contains(&template.as_str()) {
                Wrap::Seq
            } else if POINTERS.contains(&template.as_str()) {
                Wrap::Ptr
            } else {
                return j;
            };
            // Only the container's element type (its last argument for a map).
            if !self.is(j, ">") {
                return j;
            }
            if let Some(next) = self.declaration(after, Ty { name: q, wrap }) {
                return next;
            }
            return j;
        }
        if self.is(j, "(") || self.is(j, "{") {
            if let Some(close) = self.ctor(&q, Some(j)) {
                self.postfix(Ty::direct(&q), close + 1);
            }
            return j;
        }
        self.declaration(j, Ty::direct(&q)).unwrap_or(j)
    }

    /// The template whose argument list holds position `i`, and the index
    /// of the list's closing `>`.
    fn template_around(&self, i: usize) -> Option<(String, usize)> {
        let mut depth = 0usize;
        let mut k = i;
        while k > 0 {
            k -= 1;
            let t = &self.toks[k];
            if t.is(">") {
                depth += 1;
            } else if t.is("<") {
                if depth == 0 {
                    let name = self.ident_at(k.checked_sub(1)?)?.to_string();
                    let close = closing(self.toks, k)?;
                    return (close > i).then_some((name, close));
                }
                depth -= 1;
            } else if t.is(",") && depth == 0 {
                continue;
            } else if (t.kind == Kind::Punct && !t.is("::") && !t.is("*") && !t.is("&"))
                || !matches!(t.kind, Kind::Punct | Kind::Ident | Kind::Number)
            {
                return None;
            }
        }
        None
    }

    /// A declaration of a variable of type `ty` whose declarator starts at
    /// `j` (`const`, `&`, `*` then the name): declares it, records a
    /// construction. Returns the index past the name, or `None` when
    /// there is no variable (a cast, a function's return type).
    fn declaration(&mut self, mut j: usize, mut ty: Ty) -> Option<usize> {
        let mut indirect = false;
        loop {
            let t = self.tok(j)?;
            if t.ident("const") || t.ident("volatile") || t.is("&") || t.is("&&") {
                indirect |= !t.kind.eq(&Kind::Ident);
                j += 1;
            } else if t.is("*") {
                indirect = true;
                if ty.wrap == Wrap::Direct {
                    ty.wrap = Wrap::Ptr;
                }
                j += 1;
            } else {
                break;
            }
        }
        let name = self.ident_at(j)?.to_string();
        if name == "operator" {
            return None;
        }
        let follow = self.tok(j + 1)?;
        let ok = [";", "=", "(", "{", ",", ")", "[", ":"]
            .iter()
            .any(|p| follow.is(p));
        if !ok {
            return None;
        }
        if follow.is("(") || follow.is("{") {
            if self.function_parameters(j + 1) {
                return None;
            }
            if ty.wrap == Wrap::Direct && !indirect {
                self.ctor(&ty.name, Some(j + 1));
            }
        } else if follow.is(";")
            && ty.wrap == Wrap::Direct
            && !indirect
            && self.frames.last().is_some_and(|f| f.parens == 0)
        {
            self.ctor(&ty.name, None);
        }
        self.declare(&name, ty);
        Some(j + 1)
    }

    /// Whether the parenthesised list at `open` declares parameters (a
    /// function, not a construction): empty, or two names side by side
    /// (`type name`) at its top level.
    fn function_parameters(&self, open: usize) -> bool {
        if !self.is(open, "(") {
            return false;
        }
        let Some(close) = closing(self.toks, open) else {
            return false;
        };
        if close == open + 1 {
            return true;
        }
        let mut depth = 0usize;
        for k in open + 1..close {
            let t = &self.toks[k];
            if t.is("(") || t.is("[") || t.is("{") || t.is("<") {
                depth += 1;
            } else if t.is(")") || t.is("]") || t.is("}") || t.is(">") {
                depth = depth.saturating_sub(1);
            } else if depth == 0
                && t.kind == Kind::Ident
                && !matches!(t.text.as_str(), "const" | "sizeof" | "new" | "return")
            {
                let mut m = k + 1;
                while self.is(m, "&") || self.is(m, "&&") || self.is(m, "*") {
                    m += 1;
                }
                let named = self.ident_at(m).is_some_and(|n| n != "const");
                let ends = self.is(m + 1, ",") || self.is(m + 1, ")") || self.is(m + 1, "=");
                if named && ends {
                    return true;
                }
            }
        }
        false
    }

    /// `auto [const] [&] v = expr` or `for (auto &v : expr)` at `i`:
    /// declares `v` when the expression's type is known.
    fn auto_decl(&mut self, i: usize) {
        let mut j = i + 1;
        while self.is(j, "&")
            || self.is(j, "&&")
            || self.is(j, "*")
            || self.ident_at(j) == Some("const")
        {
            j += 1;
        }
        let Some(name) = self.ident_at(j).map(str::to_string) else {
            return;
        };
        let ty = if self.is(j + 1, "=") {
            self.infer(j + 2)
        } else if self.is(j + 1, ":") {
            self.infer(j + 2)
                .and_then(|t| (t.wrap == Wrap::Seq).then(|| Ty::direct(&t.name)))
        } else {
            None
        };
        if let Some(ty) = ty {
            self.declare(&name, ty);
        }
    }

    /// The type of the expression starting at `j`, where known.
    fn infer(&self, j: usize) -> Option<Ty> {
        // *std::find_if(v.begin(), ...) and std::find_if(v.begin(), ...).
        let deref = self.is(j, "*");
        let k = if deref { j + 1 } else { j };
        if self.ident_at(k) == Some("std") && self.is(k + 1, "::") {
            let f = self.ident_at(k + 2)?;
            if matches!(f, "find_if" | "find" | "min_element" | "max_element")
                && self.is(k + 3, "(")
            {
                let v = self.lookup(self.ident_at(k + 4)?)?;
                if v.wrap != Wrap::Seq {
                    return None;
                }
                let wrap = if deref { Wrap::Direct } else { Wrap::Ptr };
                return Some(Ty { name: v.name, wrap });
            }
            if MAKERS.contains(&f) && self.is(k + 3, "<") && self.ident_at(k + 4) == Some("xrt") {
                let (q, _) = self.qname(k + 4);
                return Some(Ty {
                    name: q,
                    wrap: Wrap::Ptr,
                });
            }
            if f == "move" && self.is(k + 3, "(") {
                return self.lookup(self.ident_at(k + 4)?);
            }
            return None;
        }
        if deref {
            let t = self.lookup(self.ident_at(k)?)?;
            return (t.wrap == Wrap::Ptr).then(|| Ty::direct(&t.name));
        }
        if self.ident_at(j) == Some("xrt") && self.is(j + 1, "::") {
            let (q, after) = self.qname(j);
            if self.is(after, "(") || self.is(after, "{") {
                return walk(
                    self,
                    Ty::direct(&q),
                    closing(self.toks, after)? + 1,
                    &mut Vec::new(),
                );
            }
            return None;
        }
        let ty = self.lookup(self.ident_at(j)?)?;
        walk(self, ty, j + 1, &mut Vec::new())
    }

    /// Records the member calls and calls on an object of type `ty` whose
    /// postfix operators start at `j`.
    fn postfix(&mut self, ty: Ty, j: usize) {
        let mut found = Vec::new();
        walk(self, ty, j, &mut found);
        for s in found {
            self.record(s, SymKind::Member);
        }
    }
}

/// The walk of [`Scanner::postfix`]: the member symbols it finds go to
/// `found`.
fn walk(s: &Scanner, mut ty: Ty, mut j: usize, found: &mut Vec<String>) -> Option<Ty> {
    loop {
        let member_at = match ty.wrap {
            Wrap::Seq => {
                if s.is(j, "[") {
                    j = closing(s.toks, j)? + 1;
                    ty.wrap = Wrap::Direct;
                    continue;
                }
                let elem = s.is(j, ".")
                    && matches!(s.ident_at(j + 1), Some("at" | "front" | "back"))
                    && s.is(j + 2, "(");
                if elem {
                    j = closing(s.toks, j + 2)? + 1;
                    ty.wrap = Wrap::Direct;
                    continue;
                }
                return Some(ty);
            }
            Wrap::Ptr => {
                if !s.is(j, "->") {
                    return Some(ty);
                }
                j + 1
            }
            Wrap::Direct => {
                if s.is(j, "(") {
                    found.push(format!("{}::operator()", ty.name));
                    let close = closing(s.toks, j)?;
                    ty = returns(&ty.name, "operator()")?;
                    j = close + 1;
                    continue;
                }
                if !s.is(j, ".") {
                    return Some(ty);
                }
                j + 1
            }
        };
        let m = s.ident_at(member_at)?.to_string();
        let mut k = member_at + 1;
        if s.is(k, "<") {
            k = closing(s.toks, k)? + 1;
        }
        if !s.is(k, "(") {
            return None;
        }
        found.push(format!("{}::{m}", ty.name));
        let close = closing(s.toks, k)?;
        ty = returns(&ty.name, &m)?;
        j = close + 1;
    }
}
