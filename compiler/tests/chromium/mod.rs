//! Headless Chromium for the page tests (`viewer.rs`, `run_view.rs`): found
//! as `chromium`, `chromium-browser` or `google-chrome` on the `PATH`, or the
//! path in `AIEC_CHROMIUM`; the tests skip without one.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The browser, if one is installed.
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

/// The browser and a scratch directory `name` for a page test; `None`,
/// with a line saying the test is skipped, without a browser.
pub fn setup(name: &str) -> Option<(PathBuf, PathBuf)> {
    let Some(browser) = chromium() else {
        eprintln!("skipped: no Chromium (install chromium or set AIEC_CHROMIUM)");
        return None;
    };
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).unwrap();
    Some((browser, dir))
}

/// The DOMs of `html` loaded with each of `fragments`, as [`loaded_dom`]
/// gives them, in order; the browsers run at the same time.
pub fn loaded_doms(browser: &Path, dir: &Path, html: &Path, fragments: &[&str]) -> Vec<String> {
    std::thread::scope(|s| {
        let loads: Vec<_> = fragments
            .iter()
            .map(|f| s.spawn(move || loaded_dom(browser, dir, html, f)))
            .collect();
        loads
            .into_iter()
            .map(|l| l.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// The DOM of `html` after it loaded with `fragment` and its script ran to
/// the end (`data-ready="1"`) without errors.
pub fn loaded_dom(browser: &Path, dir: &Path, html: &Path, fragment: &str) -> String {
    let (dom, log) = dump_dom(browser, dir, html, fragment);
    assert!(
        dom.contains("data-ready=\"1\""),
        "the script did not finish: {log}"
    );
    assert!(!dom.contains("data-errors"), "script errors: {dom}");
    assert!(!log.contains("Uncaught"), "script errors: {log}");
    dom
}

/// The DOM of `html` after it loaded with `fragment`, and Chromium's log
/// (a fresh profile in `dir` each time, so that loads may run at once);
/// the browser must exit 0.
fn dump_dom(browser: &Path, dir: &Path, html: &Path, fragment: &str) -> (String, String) {
    let profile = tempfile::Builder::new()
        .prefix("profile")
        .tempdir_in(dir)
        .expect("a profile directory");
    let out = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(format!("file://{}#{fragment}", html.display()))
        .output()
        .expect("chromium runs");
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{log}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), log)
}
