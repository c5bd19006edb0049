//! The routing viewer (`--dump-routing=html`) in headless Chromium, when one
//! is installed (`chromium`, `chromium-browser`, `google-chrome`, or the
//! path in `AIEC_CHROMIUM`); skipped otherwise. The page reads its state
//! from the URL fragment, so each case loads `page.html#…` with
//! `--dump-dom` and checks what the script highlighted: no script errors,
//! search marks the matching routes and hides the other rows, pins stay
//! pinned (and listed), and a tile search lists only the flows through that tile.

use std::path::{Path, PathBuf};
use std::process::Command;

fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("AIEC_CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |d| d.join(name)))
        .find(|p| p.is_file())
}

/// The page of the all-columns npu2 design (88 flows; #1-#4 are the packet
/// flows of column 0).
fn page(dir: &Path) -> PathBuf {
    let input =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/route/Inputs/npu2-all-columns.mlir");
    let html = dir.join("npu2.html");
    let out = Command::new(env!("CARGO_BIN_EXE_aiec"))
        .arg("--aie-create-pathfinder-flows")
        .arg(&input)
        .arg(format!("--dump-routing=html:{}", html.display()))
        .args(["-o", "/dev/null"])
        .output()
        .expect("aiec runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    html
}

/// The DOM after the page loaded with `fragment`, and Chromium's log.
fn dump(browser: &Path, dir: &Path, html: &Path, fragment: &str) -> (String, String) {
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .arg("--dump-dom")
        .arg(format!("file://{}#{fragment}", html.display()))
        .output()
        .expect("chromium runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `(flow, classes)` of every element opening with `<tag class="first…`.
fn marked(dom: &str, tag_class: &str) -> Vec<(usize, String)> {
    dom.split(tag_class)
        .skip(1)
        .map(|rest| {
            let classes = rest[..rest.find('"').unwrap()].trim().to_string();
            let at = rest.find("data-f=\"").unwrap() + 8;
            let f = rest[at..at + rest[at..].find('"').unwrap()]
                .parse()
                .unwrap();
            (f, classes)
        })
        .collect()
}

fn with(items: &[(usize, String)], class: &str) -> Vec<usize> {
    items
        .iter()
        .filter(|(_, c)| c.split(' ').any(|x| x == class))
        .map(|&(f, _)| f)
        .collect()
}

#[test]
fn viewer_in_headless_chromium() {
    let Some(browser) = chromium() else {
        eprintln!("skipped: no Chromium (install chromium or set AIEC_CHROMIUM)");
        return;
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("viewer");
    std::fs::create_dir_all(&dir).unwrap();
    let html = page(&dir);
    let check = |fragment: &str| {
        let (dom, log) = dump(&browser, &dir, &html, fragment);
        assert!(
            dom.contains("data-ready=\"1\""),
            "the script did not finish: {log}"
        );
        assert!(!dom.contains("data-errors"), "script errors: {dom}");
        assert!(!log.contains("Uncaught"), "script errors: {log}");
        let routes = marked(&dom, "<polyline class=\"route");
        let rows = marked(&dom, "<li class=\"flow");
        assert_eq!((routes.len(), rows.len()), (88, 88));
        (dom, routes, rows)
    };

    // Nothing highlighted at first.
    let (_, routes, rows) = check("");
    assert!(with(&routes, "hit").is_empty() && with(&routes, "pin").is_empty());
    assert!(with(&rows, "hide").is_empty());

    // Search: the packet flows of column 0 (packet ID 0) light up, the
    // other rows are hidden; the pin stays whatever the search.
    let (dom, routes, rows) = check("q=pkt:0&pin=10");
    assert_eq!(with(&routes, "hit"), [1, 2, 3, 4]);
    assert_eq!(with(&routes, "pin"), [10]);
    // Listed: the four hits and the pinned flow.
    assert_eq!(with(&rows, "hide").len(), 83);
    assert_eq!(with(&rows, "pin"), [10]);
    assert!(!with(&rows, "hide").contains(&10));
    assert!(dom.contains("data-pins=\"10\""));

    // A tile term lists the flows through it; pins accumulate.
    let (_, routes, rows) = check("q=7,3&pin=3,5");
    let hits = with(&routes, "hit");
    assert!(!hits.is_empty() && hits.len() < 88);
    let pins = with(&routes, "pin");
    assert_eq!(pins, [3, 5]);
    let listed = hits.len() + pins.iter().filter(|f| !hits.contains(f)).count();
    assert_eq!(with(&rows, "hide").len(), 88 - listed);
}
