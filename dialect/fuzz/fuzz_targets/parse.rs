//! Fuzz the front end: any input must parse or fail with a diagnostic, never
//! panic; whatever parses must verify and print without panicking, and what
//! verifies (aiec prints nothing else) must print to a form that parses again
//! to a structurally equal IR. The hand-written parser either declines or
//! builds exactly pest's IR.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let pest = dialect::parse_pest(src);
    if let Some(fast) = dialect::parse_fast(src) {
        let Ok(p) = &pest else {
            panic!("the fast parser accepts what pest rejects")
        };
        // Everything but the edit counter: arenas, spans, attributes.
        let dump = |ir: &dialect::Ir| {
            let s = format!("{ir:?}");
            s[..s.rfind(", edits: ").unwrap_or(s.len())].to_string()
        };
        assert_eq!(dump(&fast), dump(p), "the fast parser builds another IR");
        assert_eq!(dialect::print(&fast), dialect::print(p));
    }
    let Ok(ir) = pest else { return };
    let errors = dialect::verify(&ir)
        .iter()
        .any(|d| d.severity == dialect::Severity::Error);
    if errors {
        return;
    }
    // The April 2026 syntax keeps scalar fields as the attributes they may
    // be; the current one spells them as constants, so its text is checked
    // as a fixed point of printing.
    // It cannot tell a default given from one left out (`without_defaults`).
    let printed = dialect::syntax::print_april(&ir);
    match dialect::parse(&printed) {
        Ok(again) => {
            let meaning = |ir| dialect::syntax::without_defaults(ir);
            assert!(
                meaning(ir.clone()).structurally_equal(&meaning(again)),
                "round trip changed the IR:\n{printed}"
            )
        }
        Err(e) => panic!("printed form does not parse: {e:?}\n{printed}"),
    }
    let printed = dialect::print(&ir);
    match dialect::parse(&printed) {
        Ok(again) => assert_eq!(dialect::print(&again), printed, "printing is no fixed point"),
        Err(e) => panic!("printed form does not parse: {e:?}\n{printed}"),
    }
});
