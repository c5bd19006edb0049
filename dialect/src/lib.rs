//! The `aie` dialect front end of aiec: the device model, the IR, the parser
//! and printer of MLIR's custom syntax, the verifier and diagnostics.

pub mod cert;
pub mod device;
pub mod diag;
pub mod ir;
pub mod ops;
pub mod regs;
pub mod syntax;
pub mod verify;

pub use diag::{Diagnostic, Severity};
pub use ir::Ir;
pub use syntax::{parse, print};
pub use verify::verify;

/// Checks a generated section of a doc (between `<!-- ops:begin -->` and
/// `<!-- ops:end -->`) against `generated`; with `UPDATE_DOCS` set, rewrites it.
#[cfg(test)]
pub(crate) fn check_generated_doc(doc_name: &str, generated: &str, test_name: &str) {
    let path = format!("{}/../docs/{doc_name}", env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(&path).unwrap_or_default();
    let (begin, end) = ("<!-- ops:begin -->\n", "<!-- ops:end -->");
    let (Some(b), Some(e)) = (doc.find(begin), doc.find(end)) else {
        panic!("docs/{doc_name} lacks the op markers")
    };
    if std::env::var_os("UPDATE_DOCS").is_some() {
        let new = format!("{}{generated}{}", &doc[..b + begin.len()], &doc[e..]);
        std::fs::write(&path, new).expect("write the doc");
        return;
    }
    assert!(
        doc[b + begin.len()..e] == *generated,
        "docs/{doc_name} is stale: run UPDATE_DOCS=1 cargo test -p aiec-dialect {test_name}"
    );
}
