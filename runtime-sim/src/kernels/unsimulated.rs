//! What aiec's host implementation of the AIE API and the AIE2 intrinsics
//! does not simulate: one table, from which the host headers' messages
//! (`aiesim/unsimulated.hpp`) and the list in docs/host-programs.md are
//! generated (tests keep both current).
//!
//! A construct found when the kernel runs stops the run with the kernel's
//! name and the construct's message (`AIESIM_UNSUPPORTED(ID)` in the
//! headers reports it through the kernel's I/O table and waits for good,
//! see [`super::io`]); one found when the kernel is built is the build's
//! error (a `static_assert` with the message, or the host compiler naming a
//! function the headers do not declare).

/// When a kernel meets a construct that is not simulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// Building the kernel fails, naming the construct.
    Build,
    /// The run stops with an error naming the kernel and the construct.
    Run,
}

/// A construct that is not simulated.
#[derive(Clone, Copy, Debug)]
pub struct Unsimulated {
    /// The name the headers give it: `AIESIM_NOT_SIMULATED_<id>` (empty: no
    /// header code names it; the API has none of it on the host).
    pub id: &'static str,
    /// The intrinsic, function or type, as a kernel writes it.
    pub name: &'static str,
    /// Which uses are not simulated (a phrase; empty: every use).
    pub case: &'static str,
    /// When it is found.
    pub found: Found,
}

impl Unsimulated {
    /// The message a kernel gets: "`name` is not simulated: case".
    pub fn message(&self) -> String {
        match self.case {
            "" => format!("`{}` is not simulated", self.name),
            case => format!("`{}` is not simulated: {case}", self.name),
        }
    }
}

const fn run(id: &'static str, name: &'static str, case: &'static str) -> Unsimulated {
    Unsimulated {
        id,
        name,
        case,
        found: Found::Run,
    }
}

const fn build(id: &'static str, name: &'static str, case: &'static str) -> Unsimulated {
    Unsimulated {
        id,
        name,
        case,
        found: Found::Build,
    }
}

/// Everything not simulated.
pub const UNSIMULATED: &[Unsimulated] = &[
    run(
        "SHUFFLE_MODE",
        "shuffle",
        "a mode whose elements are not whole bytes or whose matrices do not fit its two vectors",
    ),
    run(
        "TRANSPOSE_SHAPE",
        "aie::transpose",
        "rows x cols other than the vector's size",
    ),
    run(
        "CIRCULAR_PARTIAL",
        "aie::begin_vector_circular",
        "a buffer that does not hold whole vectors (also `cbegin_vector_circular`)",
    ),
    run(
        "CASCADE_PUT_DISABLED",
        "put_mcd",
        "an enable argument of 0 (its effect is not documented)",
    ),
    run(
        "CASCADE_GET_DISABLED",
        "get_scd_*",
        "an enable argument of 0 (its effect is not documented)",
    ),
    run(
        "BUS_WORD",
        "chess_storage(TM : address)",
        "a variable that is not a 32-bit word (the registers are words)",
    ),
    build(
        "INT4_ITERATOR",
        "aie::begin_vector",
        "over 4-bit elements (any vector iterator)",
    ),
    build(
        "COMPLEX_CASCADE_PUT",
        "put_mcd",
        "of a complex accumulator",
    ),
    build(
        "COMPLEX_CASCADE_GET",
        "get_scd_*",
        "into a complex accumulator",
    ),
    build(
        "",
        "aie::fft_dit_r2_stage",
        "any FFT stage (`fft_dit_r2_stage` to `fft_dit_r5_stage`)",
    ),
    build(
        "",
        "adf::input_buffer",
        "ADF's buffers, windows and streams (`input_window`, `input_stream`, `readincr`, ...): graph interfaces, which mlir-aie designs do not have",
    ),
    build("", "aie::sparse_vector", ""),
];

/// The header the kernels include (`aiesim/unsimulated.hpp`): a message
/// macro per construct the headers name.
pub fn header() -> String {
    let mut out = String::from(
        "// aiesim: what the host implementation of the AIE API and the AIE2\n\
         // intrinsics does not simulate, as a kernel is told: AIESIM_UNSUPPORTED(ID)\n\
         // stops the run with AIESIM_NOT_SIMULATED_ID (aiesim/base.hpp), a\n\
         // static_assert the build.\n\
         // Generated from UNSIMULATED (runtime-sim/src/kernels/unsimulated.rs); a test\n\
         // keeps it current: UPDATE_HEADER=1 cargo test -p runtime-sim unsimulated.\n\
         #pragma once\n\n",
    );
    for u in UNSIMULATED.iter().filter(|u| !u.id.is_empty()) {
        out += &format!(
            "#define AIESIM_NOT_SIMULATED_{} \\\n  {:?}\n",
            u.id,
            u.message()
        );
    }
    out
}

/// The list of docs/host-programs.md: a table row per construct.
pub fn markdown() -> String {
    let mut out =
        String::from("| Construct | What is not simulated | Found |\n| --- | --- | --- |\n");
    for u in UNSIMULATED {
        let case = match u.case {
            "" => "any use",
            c => c,
        };
        let found = match u.found {
            Found::Build => "building the kernel (its error names it)",
            Found::Run => "running: the run stops, naming the kernel",
        };
        out += &format!("| `{}` | {case} | {found} |\n", u.name);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernels::HOST_HEADERS;

    const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

    /// The header file, read from the host headers.
    fn shipped() -> &'static str {
        HOST_HEADERS
            .iter()
            .find(|(p, _)| *p == "aiesim/unsimulated.hpp")
            .map(|(_, t)| *t)
            .expect("aiesim/unsimulated.hpp is a host header")
    }

    /// `aiesim/unsimulated.hpp` is [`header`]; with `UPDATE_HEADER` set,
    /// this rewrites it.
    #[test]
    fn unsimulated_header_is_current() {
        if std::env::var_os("UPDATE_HEADER").is_some() {
            let path = format!("{ROOT}/runtime-sim/kernels/include/aiesim/unsimulated.hpp");
            std::fs::write(path, header()).expect("write aiesim/unsimulated.hpp");
            return;
        }
        assert!(
            shipped() == header(),
            "aiesim/unsimulated.hpp is stale: run UPDATE_HEADER=1 cargo test -p runtime-sim unsimulated"
        );
    }

    /// docs/host-programs.md holds [`markdown`] between
    /// `<!-- unsimulated:begin -->` and `<!-- unsimulated:end -->`; with
    /// `UPDATE_DOCS` set, this rewrites it.
    #[test]
    fn unsimulated_doc_is_current() {
        let path = format!("{ROOT}/docs/host-programs.md");
        let doc = std::fs::read_to_string(&path).unwrap_or_default();
        let (begin, end) = ("<!-- unsimulated:begin -->\n", "<!-- unsimulated:end -->");
        let (Some(b), Some(e)) = (doc.find(begin), doc.find(end)) else {
            panic!("docs/host-programs.md lacks the unsimulated markers")
        };
        if std::env::var_os("UPDATE_DOCS").is_some() {
            let new = format!("{}{}{}", &doc[..b + begin.len()], markdown(), &doc[e..]);
            std::fs::write(&path, new).expect("write docs/host-programs.md");
            return;
        }
        assert!(
            doc[b + begin.len()..e] == markdown(),
            "docs/host-programs.md is stale: run UPDATE_DOCS=1 cargo test -p runtime-sim unsimulated"
        );
    }

    /// Every construct the header names is used by the other headers: a
    /// run-time one by `AIESIM_UNSUPPORTED(ID)`, a build-time one by its
    /// message in a `static_assert`.
    #[test]
    fn every_named_construct_is_used() {
        let others: String = (HOST_HEADERS.iter())
            .filter(|(p, _)| *p != "aiesim/unsimulated.hpp")
            .map(|(_, t)| *t)
            .collect();
        for u in UNSIMULATED.iter().filter(|u| !u.id.is_empty()) {
            let used = match u.found {
                Found::Run => format!("AIESIM_UNSUPPORTED({})", u.id),
                Found::Build => format!("AIESIM_NOT_SIMULATED_{})", u.id),
            };
            assert!(others.contains(&used), "{used} is not in the host headers");
        }
    }

    /// Ids are unique and C identifiers.
    #[test]
    fn ids_are_unique_identifiers() {
        let ids: Vec<&str> = UNSIMULATED
            .iter()
            .map(|u| u.id)
            .filter(|i| !i.is_empty())
            .collect();
        for (i, id) in ids.iter().enumerate() {
            assert!(
                id.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'),
                "{id}"
            );
            assert!(!ids[..i].contains(id), "{id} twice");
        }
    }
}
