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

/// The DOM of each page `html#fragment` of `loads` once loaded, in order,
/// after checking that its script ran to the end (`data-ready="1"`) without
/// errors. One browser loads them all: a page holding each load in a frame
/// of the window's size, which writes their DOMs into itself once every
/// frame has loaded (a browser start costs more than a load).
pub fn loaded_doms(browser: &Path, dir: &Path, loads: &[(&Path, &str)]) -> Vec<String> {
    let frames: String = loads
        .iter()
        .map(|(html, f)| format!("<iframe src=\"file://{}#{f}\"></iframe>\n", html.display()))
        .collect();
    let harness = tempfile::Builder::new()
        .prefix("frames")
        .suffix(".html")
        .tempfile_in(dir)
        .expect("a harness page");
    std::fs::write(
        harness.path(),
        format!("{FRAMES_HEAD}{frames}{FRAMES_TAIL}"),
    )
    .unwrap();
    let (dom, log) = dump_dom(browser, dir, harness.path(), "");
    let json = dom
        .split("<script type=\"application/json\" id=\"doms\">")
        .nth(1)
        .and_then(|rest| rest.split("</script>").next())
        .unwrap_or_else(|| panic!("the frames did not report: {log}"));
    let doms: Vec<String> = serde_json::from_str(json).expect("the frames' DOMs");
    assert_eq!(doms.len(), loads.len());
    for dom in &doms {
        check_loaded(dom, &log);
    }
    doms
}

/// The harness page of [`loaded_doms`] around its frames: each frame as
/// large as the window, the DOMs written as a JSON array once all loaded.
const FRAMES_HEAD: &str = "<!DOCTYPE html><html><head><style>\
    body { margin: 0 } iframe { display: block; border: 0; width: 100vw; height: 100vh }\
    </style></head><body>\n";
const FRAMES_TAIL: &str = "<script>\
    onload = () => {\
      const doms = [...document.querySelectorAll('iframe')]\
        .map(f => f.contentDocument.documentElement.outerHTML);\
      const out = document.createElement('script');\
      out.type = 'application/json';\
      out.id = 'doms';\
      out.textContent = JSON.stringify(doms).replace(/</g, '\\\\u003c');\
      document.body.append(out);\
    };\
    </script></body></html>\n";

/// Checks that a page's script ran to the end (`data-ready="1"` in its
/// `dom`) and that neither the page nor the browser's `log` saw an error.
fn check_loaded(dom: &str, log: &str) {
    assert!(
        dom.contains("data-ready=\"1\""),
        "the script did not finish: {log}"
    );
    assert!(!dom.contains("data-errors"), "script errors: {dom}");
    assert!(!log.contains("Uncaught"), "script errors: {log}");
}

/// The DOM of `html` after it loaded with `fragment`, and Chromium's log
/// (a fresh profile in `dir` each time, so that tests may load at once);
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
            // The harness of `loaded_doms` reads its frames' documents.
            "--allow-file-access-from-files",
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
