//! `aie-sim --view` in headless Chromium, when one is installed
//! (`chromium`, `chromium-browser`, `google-chrome`, or the path in
//! `AIEC_CHROMIUM`); skipped otherwise, as the routing viewer's test is.
//! The page reads the frame to show from the URL fragment (`#f=N`), so each
//! case loads it with `--dump-dom`: no script errors, the slider's frame is
//! the one drawn, and another frame draws other states; a stalled run
//! draws its chain of waits on the last frame.

use crate::chromium::{loaded_doms, setup};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The page of `design` run with `args` (from the workspace root); the run
/// may fail (a stalled run has a page too).
fn page(dir: &Path, name: &str, design: &str, args: &[&str]) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let html = dir.join(format!("{name}.html"));
    // No page of an earlier run may pass for this one's.
    let _ = std::fs::remove_file(&html);
    Command::new(env!("CARGO_BIN_EXE_aie-sim"))
        .current_dir(&root)
        .arg(design)
        .args(args)
        .arg("--view")
        .arg(&html)
        .output()
        .expect("aie-sim runs");
    assert!(html.is_file(), "{name}: no page");
    html
}

/// The index of the frame half-way through the run of the page `html`
/// (the page's data holds the frames).
fn middle_frame(html: &Path) -> usize {
    let page = std::fs::read_to_string(html).unwrap();
    let start = page
        .find("<script id=\"data\" type=\"application/json\">")
        .unwrap();
    let data = &page[start..];
    let data = &data[data.find('>').unwrap() + 1..data.find("</script>").unwrap()];
    let data: serde_json::Value = serde_json::from_str(data).unwrap();
    data["frames"].as_array().unwrap().len() / 2
}

/// The text drawn in the tiles: every `<text>` of the drawing.
fn drawn(dom: &str) -> Vec<String> {
    dom.split("<text")
        .skip(1)
        .map(|t| {
            let t = &t[t.find('>').unwrap() + 1..];
            t[..t.find("</text>").unwrap()].to_string()
        })
        .collect()
}

#[test]
fn run_view_in_headless_chromium() {
    let Some((browser, dir)) = setup("run-view") else {
        return;
    };
    let add_one = page(
        &dir,
        "add_one",
        "examples/add_one/design.mlir",
        &["--input", "0=examples/add_one/input0.bin"],
    );
    let npu2 = page(&dir, "npu2", "examples/npu2_all_columns/design.mlir", &[]);
    // A stalled run (the static check left out so that it runs): on its
    // last frame, the chain of waits and the root cause.
    let stalled = page(
        &dir,
        "stalled",
        "test/sim/core-deadlock.mlir",
        &["-Wno-deadlock"],
    );
    // The first frame, the one half-way through the run, the last.
    let fragments: Vec<[String; 3]> = [&add_one, &npu2]
        .iter()
        .map(|html| {
            [
                "f=0".into(),
                format!("f={}", middle_frame(html)),
                "f=last".into(),
            ]
        })
        .collect();
    let loads: Vec<(&Path, &str)> = [&add_one, &npu2]
        .iter()
        .zip(&fragments)
        .flat_map(|(html, fs)| fs.iter().map(|f| (html.as_path(), f.as_str())))
        .chain([(stalled.as_path(), "f=last"), (stalled.as_path(), "f=0")])
        .collect();
    let doms = loaded_doms(&browser, &dir, &loads);
    for ((html, page), fs) in [&add_one, &npu2]
        .into_iter()
        .zip(doms.chunks(3))
        .zip(&fragments)
    {
        let [first, mid, last] = page else {
            unreachable!()
        };
        assert!(first.contains("data-frame=\"0\""));
        let mid_frame = &fs[1]["f=".len()..];
        assert!(mid.contains(&format!("data-frame=\"{mid_frame}\"")));
        assert_ne!(
            drawn(first),
            drawn(mid),
            "{}: the slider changes nothing",
            html.display()
        );
        assert!(last.contains("the run finishes"), "{}", html.display());
        assert!(!last.contains("class=\"stalled\""), "{}", html.display());
        if html == &add_one {
            assert!(drawn(mid).iter().any(|t| t.starts_with("core: ")));
        }
    }
    let [last, first] = &doms[6..] else {
        unreachable!()
    };
    assert!(last.contains("class=\"stalled\""), "no chain drawn");
    assert!(last.contains("root cause: core (0, 2) never releases @out_core_cons_lock_0"));
    assert_eq!(last.matches("class=\"chain\"").count(), 9);
    assert!(!first.contains("class=\"stalled\""));
}
