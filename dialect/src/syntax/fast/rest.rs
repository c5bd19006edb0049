//! A large module read in two halves: a helper thread reads the module's
//! ops from a device line past the middle of the file on, while the main
//! parser reads up to it. When the main parser's next op is that line, the
//! helper's ops are moved into its module ([`Ir::splice`]: the handles of
//! one parse of the whole) and it goes on at the module's `}`. A guess that
//! is not an op of the module's body, or a second half that uses or
//! redefines a name of the first, is read again by the main parser: the IR
//! is always that of one parse.

use super::{build, Fast, Scope};
use crate::ir::{BlockId, Ir};

/// From how many bytes on a file is read in two halves.
const SPLIT_BYTES: usize = 1 << 20;

/// The line the second half starts at: a device at the module's indent.
const DEVICE_LINE: &str = "\n  aie.device(";

/// The thread reading the second half.
pub(super) type RestThread<'a> = std::thread::ScopedJoinHandle<'a, Option<Rest<'a>>>;

/// Where the second half of `src` starts (a guess), if it is worth a thread.
pub(super) fn split_point(src: &str) -> Option<usize> {
    if src.len() < SPLIT_BYTES || !std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
    {
        return None;
    }
    let mut middle = src.len() / 2;
    while !src.is_char_boundary(middle) {
        middle += 1;
    }
    device_line(src, middle)
}

/// Where the op of the first [`DEVICE_LINE`] past `from` starts.
fn device_line(src: &str, from: usize) -> Option<usize> {
    let line = src[from..].find(DEVICE_LINE)?;
    Some(from + line + "\n  ".len())
}

/// The ops of the second half, read as the body of a module.
pub(super) struct Rest<'a> {
    ir: Ir,
    /// Where the module's `}` is.
    end: usize,
    /// The value names its ops define at the module's level.
    defined: Vec<&'a str>,
}

impl<'a> Rest<'a> {
    /// The ops from `at` to the end of the module's body, if they read as
    /// the fast parser reads them and use no name they do not define.
    pub(super) fn parse(src: &'a str, at: usize) -> Option<Rest<'a>> {
        let mut f = Fast::new(src, None);
        f.lx.pos = at;
        f.depth = 1;
        f.scopes.push(Scope::default());
        let block = f.ir.top_block();
        while !matches!(f.lx.peek(), Some(b'}') | None) {
            let op = f.operation().ok()?;
            f.ir.append_op(block, op);
        }
        let scope = f.scopes.pop()?;
        for u in &scope.unresolved {
            build::patch(&mut f.ir, u, *scope.values.get(u.name)?);
        }
        Some(Rest {
            end: f.lx.pos,
            defined: scope.values.into_keys().collect(),
            ir: f.ir,
        })
    }
}

impl Fast<'_> {
    /// Moves the second half's ops into `block`, the module's, when the
    /// halves read alone as they read together: no use in the first half
    /// waits for a later definition, and the second defines no name the
    /// first did.
    pub(super) fn splice_rest(&mut self, block: BlockId) {
        let Some((_, thread)) = self.rest.take() else {
            return;
        };
        let Ok(Some(rest)) = thread.join() else {
            return;
        };
        let waiting = self.scopes.iter().any(|s| !s.unresolved.is_empty());
        let redefined = rest
            .defined
            .iter()
            .any(|n| self.scopes.iter().any(|s| s.values.contains_key(n)));
        if waiting || redefined {
            return;
        }
        self.ir.splice(block, rest.ir);
        self.lx.pos = rest.end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `src` read by the fast parser in two halves split at `at`, and as a
    /// whole: the same IR to the last handle (their `Debug` forms agree),
    /// or both `None`.
    fn halves_and_whole(src: &str, at: usize) -> (Option<String>, Option<String>) {
        let whole = Fast::new(src, None).whole();
        let halves = std::thread::scope(|scope| {
            let rest = scope.spawn(|| Rest::parse(src, at));
            Fast::new(src, Some((at, rest))).whole()
        });
        let text = |ir: Option<Ir>| ir.map(|ir| format!("{ir:?}"));
        (text(halves), text(whole))
    }

    /// Where the first device line past `from` starts its op.
    fn line_at(src: &str, from: usize) -> usize {
        device_line(src, from).expect("a device line")
    }

    #[test]
    fn a_module_read_in_two_halves_is_the_module_read_at_once() {
        let src = crate::syntax::devices(12);
        let at = line_at(&src, src.len() / 2);
        let (halves, whole) = halves_and_whole(&src, at);
        assert!(whole.is_some());
        assert_eq!(halves, whole);
        let ir = crate::parse(&src).expect("parses");
        assert_eq!(ir.children(ir.top).count(), 12);
    }

    #[test]
    fn a_split_inside_an_op_leaves_the_whole_to_the_main_parser() {
        // The device line of a nested module: not an op of the top module's body.
        let src = format!(
            "module {{\n  module {{\n  aie.device(npu1) {{\n  }}\n  }}\n{}",
            &crate::syntax::devices(2)["module {\n".len()..]
        );
        let at = line_at(&src, 0);
        let (halves, whole) = halves_and_whole(&src, at);
        assert!(whole.is_some());
        assert_eq!(halves, whole);
    }

    #[test]
    fn halves_that_share_names_are_read_as_one() {
        let devices = crate::syntax::devices(2);
        let body = &devices["module {\n".len()..devices.len() - "}\n".len()];
        // A forward use from the first half of a value the second defines.
        let forward = format!(
            "module {{\n  %t = aie.tile(0, 2)\n  aie.buffer(%late) : memref<4xi32>\n{body}  %late = aie.tile(0, 3)\n}}\n"
        );
        let at = line_at(&forward, forward.len() / 2);
        let (halves, whole) = halves_and_whole(&forward, at);
        assert!(whole.is_some());
        assert_eq!(halves, whole);
        // The second half redefines a name of the first: no IR either way.
        let twice = format!("module {{\n  %t = aie.tile(0, 2)\n{body}  %t = aie.tile(0, 3)\n}}\n");
        let at = line_at(&twice, twice.len() / 2);
        assert_eq!(halves_and_whole(&twice, at), (None, None));
    }
}
