//! Every misspelt name in the project's tests gets a "did you mean": on each
//! `.mlir` chunk of test/ and examples/, an unknown op within edit distance
//! 2 of one in the op table, and an attribute an op does not declare within
//! edit distance 2 of one it declares and lacks, each has a diagnostic at
//! its place whose help suggests that name.

use crate::corpus;

use dialect::diag::did_you_mean;
use dialect::ops::{attr_defs, OPS};

/// The op an "is unknown" parse error names.
fn unknown_op(message: &str) -> Option<&str> {
    message
        .strip_prefix("custom op '")?
        .strip_suffix("' is unknown")
}

#[test]
fn close_names_get_a_did_you_mean() {
    let (mut ops, mut attrs) = (0, 0);
    for (what, chunk) in corpus::chunks(&["test", "examples"]) {
        match dialect::parse(&chunk) {
            Err(ds) => {
                for d in &ds {
                    let Some(word) = unknown_op(&d.message) else {
                        continue;
                    };
                    if let Some(close) = did_you_mean(word, OPS.iter().map(|o| o.name)) {
                        let help = d.help.as_deref().unwrap_or_default();
                        assert_eq!(
                            help,
                            format!("did you mean '{close}'?"),
                            "{what}: {}",
                            d.message
                        );
                        ops += 1;
                    }
                }
            }
            Ok(ir) => {
                let ds = dialect::verify(&ir);
                for op in ir.walk(ir.top) {
                    let Some(kind) = ir.kind(op) else { continue };
                    let defs = attr_defs(kind);
                    let given = ir.attrs(op);
                    let missing: Vec<&str> = defs
                        .iter()
                        .filter(|d| !given.iter().any(|(n, _)| n.is(d.name)))
                        .map(|d| d.name)
                        .collect();
                    for (name, _) in given
                        .iter()
                        .filter(|(n, _)| !defs.iter().any(|d| n.is(d.name)))
                    {
                        let Some(close) = did_you_mean(name.as_str(), missing.iter().copied())
                        else {
                            continue;
                        };
                        let suggested = ds.iter().any(|d| {
                            d.span == Some(ir[op].span)
                                && d.help.as_deref().is_some_and(|h| {
                                    h.starts_with(&format!("did you mean '{close}'?"))
                                })
                        });
                        assert!(
                            suggested,
                            "{what}: no did-you-mean for attribute '{}'",
                            name.as_str()
                        );
                        attrs += 1;
                    }
                }
            }
        }
    }
    eprintln!("{ops} misspelt ops and {attrs} misspelt attributes, each with its did-you-mean");
    assert!(
        ops > 0 && attrs > 0,
        "the tests misspell no op or attribute"
    );
}
