//! A large file read in two halves: a helper thread reads the ops of a
//! line past the middle of the file on, to the end of their region, while
//! the main parser reads up to that line. When the main parser's next op
//! is that line, at the helper's nesting depth, the helper's ops are moved
//! into its block ([`Ir::splice`]: the handles of one parse of the whole),
//! their names join its scope, their uses of names they do not define wait
//! there as its own would, and it goes on at the region's `}`. A guess that
//! is not where an op starts, or a second half that redefines a name of the
//! first, is read again by the main parser: the IR is always that of one
//! parse.

use super::build::Pending;
use super::{build, Fast, Scope};
use crate::ir::{BlockId, Ir, ValueId};

/// From how many bytes on a file is read in two halves.
const SPLIT_BYTES: usize = 1 << 20;

/// How far past the middle the line to split at is looked for.
const WINDOW: usize = 1 << 16;

/// The thread reading the second half.
pub(super) type RestThread<'a> = std::thread::ScopedJoinHandle<'a, Option<Rest<'a>>>;

/// Where the second half of `src` starts (a guess) and its nesting depth,
/// if it is worth a thread: of the lines in a window past the middle, the
/// first of the least indented that start an op (a result or an op name),
/// so that the second half is as much of the file as one region holds.
pub(super) fn split_point(src: &str) -> Option<(usize, usize)> {
    if src.len() < SPLIT_BYTES || !std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
    {
        return None;
    }
    let mut middle = src.len() / 2;
    while !src.is_char_boundary(middle) {
        middle += 1;
    }
    op_line(src, middle, (middle + WINDOW).min(src.len()))
}

/// The least indented line starting an op between `from` and `to` (the
/// first of them): where its op starts, and its depth at two spaces a level.
fn op_line(src: &str, from: usize, to: usize) -> Option<(usize, usize)> {
    let bytes = src.as_bytes();
    let mut best: Option<(usize, usize)> = None;
    let mut line = from + bytes[from..].iter().position(|&b| b == b'\n')? + 1;
    while line < to {
        let indent = bytes[line..].iter().take_while(|&&b| b == b' ').count();
        let starts_op = matches!(bytes.get(line + indent), Some(b'a'..=b'z' | b'%'));
        if starts_op && indent % 2 == 0 && best.is_none_or(|(_, i)| indent < i) {
            best = Some((line + indent, indent));
        }
        line += bytes[line..].iter().position(|&b| b == b'\n')? + 1;
    }
    best.map(|(at, indent)| (at, indent / 2))
}

/// The ops of the second half, read as the rest of a region's body.
pub(super) struct Rest<'a> {
    ir: Ir,
    /// Where the region's `}` is.
    end: usize,
    /// The nesting depth of the region.
    depth: usize,
    /// The value names its ops define in the region.
    defined: Vec<(&'a str, ValueId)>,
    /// Its uses of names it does not define.
    unresolved: Vec<Pending<'a>>,
}

impl<'a> Rest<'a> {
    /// The ops from `at` to the end of their region, nested `depth` deep,
    /// if they read as the fast parser reads them.
    pub(super) fn parse(src: &'a str, (at, depth): (usize, usize)) -> Option<Rest<'a>> {
        let mut f = Fast::new(src, None);
        f.lx.pos = at;
        f.depth = depth;
        f.scopes.push(Scope::default());
        let block = f.ir.top_block();
        while !matches!(f.lx.peek(), Some(b'}') | None) {
            let op = f.operation().ok()?;
            f.ir.append_op(block, op);
        }
        let scope = f.scopes.pop()?;
        let mut unresolved = Vec::new();
        for u in scope.unresolved {
            match scope.values.get(u.name) {
                Some(&v) => build::patch(&mut f.ir, &u, v),
                None => unresolved.push(u),
            }
        }
        Some(Rest {
            end: f.lx.pos,
            depth,
            defined: scope.values.into_iter().collect(),
            unresolved,
            ir: f.ir,
        })
    }
}

impl Fast<'_> {
    /// Moves the second half's ops into `block`, the block being read, when
    /// they read alone as they read here: at this depth, defining no name
    /// already defined.
    pub(super) fn splice_rest(&mut self, block: BlockId) {
        let Some((_, thread)) = self.rest.take() else {
            return;
        };
        let Ok(Some(rest)) = thread.join() else {
            return;
        };
        let redefined = rest
            .defined
            .iter()
            .any(|(n, _)| self.scopes.iter().any(|s| s.values.contains_key(n)));
        if rest.depth != self.depth || redefined {
            return;
        }
        let moved = self.ir.splice(block, rest.ir);
        let Some(scope) = self.scopes.last_mut() else {
            return;
        };
        for (name, v) in rest.defined {
            scope.values.insert(name, moved.value(v));
        }
        for u in rest.unresolved {
            scope.unresolved.push(Pending {
                op: moved.op(u.op),
                ..u
            });
        }
        self.lx.pos = rest.end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `src` read by the fast parser in two halves split at `at`, and as a
    /// whole: the same IR to the last handle (their `Debug` forms agree but
    /// for the count of edits, which only says whether the IR changed), or
    /// both `None`.
    fn halves_and_whole(src: &str, at: (usize, usize)) -> (Option<String>, Option<String>) {
        let whole = Fast::new(src, None).whole();
        let halves = std::thread::scope(|scope| {
            let rest = scope.spawn(|| Rest::parse(src, at));
            Fast::new(src, Some((at, rest))).whole()
        });
        let text = |ir: Option<Ir>| {
            ir.map(|ir| {
                let text = format!("{ir:?}");
                let edits = text.find(", edits: ").expect("edits");
                let end = edits + text[edits + 2..].find(',').expect("field") + 2;
                text[..edits].to_string() + &text[end..]
            })
        };
        (text(halves), text(whole))
    }

    /// Where the op of the first line past `from` that starts with `line`
    /// (after its indent) is, and its depth.
    fn line_at(src: &str, from: usize, line: &str) -> (usize, usize) {
        let at = from + src[from..].find(line).expect("line present");
        let indent = src[..at].len() - src[..at].trim_end_matches(' ').len();
        (at, indent / 2)
    }

    #[test]
    fn a_module_read_in_two_halves_is_the_module_read_at_once() {
        let src = crate::syntax::devices(12);
        let at = op_line(&src, src.len() / 2, src.len()).expect("a line");
        assert!(src[at.0..].starts_with("aie.device(") && at.1 == 1);
        let (halves, whole) = halves_and_whole(&src, at);
        assert!(whole.is_some());
        assert_eq!(halves, whole);
        let ir = crate::parse(&src).expect("parses");
        assert_eq!(ir.children(ir.top).count(), 12);
    }

    #[test]
    fn a_large_second_half_reads_as_one_parse() {
        // Over 64k ops, past the split as many as the front end's other
        // two-thread paths start at.
        let src = crate::syntax::devices(330);
        let at = op_line(&src, src.len() / 2, src.len()).expect("a line");
        let (halves, whole) = halves_and_whole(&src, at);
        assert!(whole.is_some());
        assert!(halves == whole);
    }

    #[test]
    fn a_region_read_in_two_halves_takes_names_from_the_first() {
        // A runtime sequence split inside: the second half uses the
        // sequence's argument and a value of the first half, defines one
        // the first half used, and the first half ends at any op.
        let mut src = String::from("module {\n  aie.device(npu1_1col) {\n    %t = aie.tile(0, 2)\n    aie.runtime_sequence(%a: memref<8xi32>) {\n      aiex.npu.write32 {address = 0 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32}\n");
        src += "      aiex.npu.rtp_write(@late, 0, %v) : i32\n      %c = arith.constant 4 : i32\n";
        for i in 0..40 {
            src += &format!("      aiex.npu.write32 {{address = {i} : ui32, column = 0 : i32, row = 2 : i32, value = 2 : ui32}}\n");
        }
        src += "      %v = arith.addi %c, %c : i32\n      aiex.npu.dma_wait {symbol = @of}\n    }\n  }\n}\n";
        let halfway = op_line(&src, src.len() / 2, src.len()).expect("a line");
        assert_eq!(halfway.1, 3, "in the sequence's body");
        for at in [halfway, line_at(&src, 0, "%v = arith")] {
            let (halves, whole) = halves_and_whole(&src, at);
            assert!(whole.is_some());
            assert_eq!(halves, whole);
        }
    }

    #[test]
    fn a_split_inside_an_op_leaves_the_whole_to_the_main_parser() {
        // The device line of a nested module: not an op of the top module's
        // body, though indented as one.
        let src = format!(
            "module {{\n  module {{\n  aie.device(npu1) {{\n  }}\n  }}\n{}",
            &crate::syntax::devices(2)["module {\n".len()..]
        );
        let at = line_at(&src, 0, "aie.device(npu1)");
        let (halves, whole) = halves_and_whole(&src, at);
        assert!(whole.is_some());
        assert_eq!(halves, whole);
    }

    #[test]
    fn halves_that_define_a_name_twice_are_read_as_one() {
        let devices = crate::syntax::devices(2);
        let body = &devices["module {\n".len()..devices.len() - "}\n".len()];
        let twice = format!("module {{\n  %t = aie.tile(0, 2)\n{body}  %t = aie.tile(0, 3)\n}}\n");
        let at = line_at(&twice, twice.len() / 2, "aie.device(");
        assert_eq!(halves_and_whole(&twice, at), (None, None));
    }
}
