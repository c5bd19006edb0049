//! The AIE target of aiec: the facts of the hardware and its control code,
//! below the `aie` dialect's IR.
//!
//! - [`device`]: device geometry (columns, rows, tile kinds, ports, memories);
//! - [`regs`]: the AIE-ML register map and the register image;
//! - [`cert`]: the CERT ctrlcode ISA, its assembler, ELF container, loader
//!   and disassembler;
//! - [`txn`]: the NPU transaction stream's opcodes and header;
//! - [`float`]: the AIE's number formats (bf16 rounding);
//! - [`diag`]: source spans and the diagnostic type, which the assembler
//!   reports with and the dialect re-exports;
//! - [`input`]: reading input files, bounded;
//! - [`exit`]: memory a command line leaves to its process's exit.

pub mod cert;
pub mod device;
pub mod diag;
pub mod exit;
pub mod float;
pub mod input;
pub mod regs;
pub mod txn;
pub mod word;

/// Test support: checks the generated section of `docs/<doc_name>` (between
/// `<!-- ops:begin -->` and `<!-- ops:end -->`) against `generated`; with
/// `UPDATE_DOCS` set, rewrites it. `test_name` is the test to run again.
#[doc(hidden)]
pub fn check_generated_doc(doc_name: &str, generated: &str, test_name: &str) {
    let path = format!("{}/../../docs/{doc_name}", env!("CARGO_MANIFEST_DIR"));
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
        "docs/{doc_name} is stale: run UPDATE_DOCS=1 cargo test --workspace {test_name}"
    );
}
