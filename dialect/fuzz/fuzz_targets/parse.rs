//! Fuzz the front end: any input must parse or fail with a diagnostic, never
//! panic; whatever parses must verify and print without panicking, and what
//! verifies (aiec prints nothing else) must print to a form that parses again
//! to a structurally equal IR.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(ir) = dialect::parse(src) else { return };
    let errors = dialect::verify(&ir)
        .iter()
        .any(|d| d.severity == dialect::Severity::Error);
    let printed = dialect::print(&ir);
    if errors {
        return;
    }
    match dialect::parse(&printed) {
        Ok(again) => assert!(
            ir.structurally_equal(&again),
            "round trip changed the IR:\n{printed}"
        ),
        Err(e) => panic!("printed form does not parse: {e:?}\n{printed}"),
    }
});
