//! mlir-aie's ops, passes and pass options at one upstream commit, and
//! whether aiec has each: the table of docs/dialect.md ("Upstream
//! coverage"). The upstream names are data (`upstream.tsv`, with the file
//! that declares each and, for one aiec lacks, why); whether aiec has an op
//! or a pass, and which of its options, is read from aiec's own tables (the
//! op table, [`PASSES`]). A reason left on a name aiec now has, or a name
//! aiec lacks without a reason, fails the test that regenerates the table.

use crate::PASSES;

/// The upstream names: `upstream.tsv` (its header says the columns).
const TABLE: &str = include_str!("upstream.tsv");

/// One upstream op or pass.
pub struct Upstream {
    /// An op (else a pass).
    pub is_op: bool,
    /// Its name: `aie.tile`, or a pass's flag (`aie-assign-bd-ids`).
    pub name: &'static str,
    /// The file of mlir-aie that declares it.
    pub file: &'static str,
    /// What aiec has of it, by the table.
    pub status: Status,
}

/// What the table says aiec has of an upstream op or pass.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Status {
    /// aiec has it.
    Known,
    /// aiec has it on this branch, not merged yet.
    Pending(&'static str),
    /// aiec does not have it, for this reason.
    Missing(&'static str),
}

/// The rows of the table of one kind (`commit`, `reason`, `op`, ...), split
/// at tabs.
fn rows(kind: &str) -> impl Iterator<Item = Vec<&'static str>> + '_ {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(move |r| r[0] == kind)
}

/// The mlir-aie commit the names were read at.
pub fn commit() -> &'static str {
    rows("commit").next().map_or("", |r| r[1])
}

/// Every upstream op and pass, ops first; a malformed row is an error
/// naming it.
pub fn entries() -> Result<Vec<Upstream>, String> {
    let reason = |key: &str| rows("reason").find(|r| r[1] == key).map(|r| r[2]);
    let mut out = Vec::new();
    for (kind, is_op) in [("op", true), ("pass", false)] {
        for r in rows(kind) {
            let status = match (r.get(3).copied(), r.get(4).copied()) {
                (Some("known"), None) => Status::Known,
                (Some("pending"), Some(branch)) => Status::Pending(branch),
                (Some("missing"), Some(why)) => match why.strip_prefix('@') {
                    Some(key) => {
                        Status::Missing(reason(key).ok_or(format!("{}: no reason {key}", r[1]))?)
                    }
                    None => Status::Missing(why),
                },
                _ => return Err(format!("upstream.tsv: malformed row {}", r.join("\t"))),
            };
            out.push(Upstream {
                is_op,
                name: r[1],
                file: r.get(2).copied().unwrap_or(""),
                status,
            });
        }
    }
    Ok(out)
}

/// Whether aiec has the op or pass `u`.
fn known(u: &Upstream) -> bool {
    if u.is_op {
        dialect::ops::OPS.iter().any(|d| d.name == u.name)
    } else {
        PASSES.iter().any(|p| p.flag == u.name)
    }
}

/// The options upstream declares for pass `flag` that aiec's pass lacks.
fn missing_options(flag: &str) -> Vec<&'static str> {
    let ours = PASSES
        .iter()
        .find(|p| p.flag == flag)
        .map_or(&[][..], |p| p.options);
    rows("options")
        .filter(|r| r[1] == flag)
        .flat_map(|r| r[2..].to_vec())
        .filter(|o| !ours.iter().any(|ours| ours.name == *o))
        .collect()
}

/// What aiec has of `u`, for the table.
fn has(u: &Upstream) -> String {
    match (u.status, known(u)) {
        (_, true) => match missing_options(u.name) {
            lacking if lacking.is_empty() => "yes".to_string(),
            lacking => format!(
                "yes, without the option{} {}",
                if lacking.len() > 1 { "s" } else { "" },
                lacking
                    .iter()
                    .map(|o| format!("`{o}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        },
        (Status::Pending(branch), false) => format!("on branch `{branch}`, not merged yet"),
        (Status::Missing(why), false) => format!("no: {why}"),
        (Status::Known, false) => "no".to_string(),
    }
}

/// The table of docs/dialect.md: per op and pass, the file that declares it
/// and what aiec has of it; then aiec's own ops of the `aie` and `aiex`
/// dialects and its passes that mlir-aie does not declare.
pub fn coverage_markdown() -> Result<String, String> {
    let all = entries()?;
    let (ops, passes): (Vec<&Upstream>, Vec<&Upstream>) = all.iter().partition(|u| u.is_op);
    let short = &commit()[..8.min(commit().len())];
    let mut out = format!(
        "Checked against mlir-aie {short} ({} ops, {} passes).\n\n",
        ops.len(),
        passes.len()
    );
    for (title, table) in [("op", &ops), ("pass", &passes)] {
        out.push_str(&format!(
            "| {title} | declared in | aiec |\n|---|---|---|\n"
        ));
        for u in table {
            let name = if u.is_op {
                u.name.to_string()
            } else {
                format!("--{}", u.name)
            };
            out.push_str(&format!(
                "| `{name}` | `{}` | {} |\n",
                u.file,
                has(u).replace('|', "\\|")
            ));
        }
        out.push('\n');
    }
    let own_ops: Vec<String> = dialect::ops::OPS
        .iter()
        .filter(|d| d.name.starts_with("aie.") || d.name.starts_with("aiex."))
        .filter(|d| !ops.iter().any(|u| u.name == d.name))
        .map(|d| format!("`{}`", d.name))
        .collect();
    let own_passes: Vec<String> = PASSES
        .iter()
        .filter(|p| !passes.iter().any(|u| u.name == p.flag))
        .map(|p| format!("`--{}`", p.flag))
        .collect();
    out.push_str(&format!(
        "aiec's own, not in mlir-aie at {short}: ops {}; passes {}.\n",
        own_ops.join(", "),
        own_passes.join(", ")
    ));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reason left on a name aiec knows, or a name aiec lacks without
    /// one, is an error naming it.
    #[test]
    fn statuses_match_aiec() {
        let mut wrong = Vec::new();
        for u in entries().unwrap() {
            match (u.status, known(&u)) {
                (Status::Missing(_), true) => wrong.push(format!(
                    "{}: aiec has it now, mark it known in upstream.tsv",
                    u.name
                )),
                (Status::Known, false) => wrong.push(format!(
                    "{}: aiec lacks it, give the reason in upstream.tsv",
                    u.name
                )),
                _ => {}
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Every option row names an upstream pass.
    #[test]
    fn options_name_upstream_passes() {
        let all = entries().unwrap();
        for r in rows("options") {
            assert!(
                all.iter().any(|u| !u.is_op && u.name == r[1]),
                "options of unknown pass {}",
                r[1]
            );
        }
    }

    /// docs/dialect.md holds the table between `<!-- upstream:begin -->`
    /// and `<!-- upstream:end -->`; `UPDATE_DOCS` rewrites it.
    #[test]
    fn upstream_doc_is_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/dialect.md");
        let doc = std::fs::read_to_string(path).unwrap_or_default();
        let (begin, end) = ("<!-- upstream:begin -->\n", "<!-- upstream:end -->");
        let (Some(b), Some(e)) = (doc.find(begin), doc.find(end)) else {
            panic!("docs/dialect.md lacks the upstream markers")
        };
        let generated = coverage_markdown().unwrap();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            let new = format!("{}{generated}{}", &doc[..b + begin.len()], &doc[e..]);
            std::fs::write(path, new).expect("write docs/dialect.md");
            return;
        }
        assert!(
            doc[b + begin.len()..e] == generated,
            "docs/dialect.md is stale: run UPDATE_DOCS=1 cargo test -p passes upstream_doc_is_current"
        );
    }
}
