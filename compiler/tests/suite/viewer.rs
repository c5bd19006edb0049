//! The routing viewer (`--dump-routing=html`) in headless Chromium, when one
//! is installed (`chromium`, `chromium-browser`, `google-chrome`, or the
//! path in `AIEC_CHROMIUM`); skipped otherwise. The page reads its state
//! from the URL fragment, so each case loads `page.html#…` with
//! `--dump-dom` and checks what the script highlighted: no script errors,
//! search marks the matching routes and hides the other rows, pins stay
//! pinned (and listed), and a tile search lists only the flows through that
//! tile; the search takes the list's own spellings (`(0, 1)`, `DMA : 0`,
//! `#3`, `@fifo`, `line N`) and says when nothing matches; flows carry their
//! object FIFO's name; the page of an unroutable design highlights the flows
//! that must cross the over-subscribed boundary; far out, tiles show large
//! coordinates only, and the side panel folds away.

use crate::chromium::{loaded_doms, setup};
use std::path::{Path, PathBuf};
use std::process::Command;

const ROUTE: &[&str] = &["--aie-create-pathfinder-flows"];

/// The page of the all-columns npu2 design (88 flows; #1-#4 are the packet
/// flows of column 0).
fn page(dir: &Path) -> PathBuf {
    page_of(
        dir,
        "test/route/Inputs/npu2-all-columns.mlir",
        ROUTE,
        "npu2.html",
        true,
    )
}

/// The page `name` of the design `input` (a path below the workspace)
/// after `passes`; `aiec` must succeed or fail as `succeeds` says (an
/// unroutable design still gets its page).
fn page_of(dir: &Path, input: &str, passes: &[&str], name: &str, succeeds: bool) -> PathBuf {
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(input);
    let html = dir.join(name);
    // No page of an earlier run may pass for this one's.
    let _ = std::fs::remove_file(&html);
    let out = Command::new(env!("CARGO_BIN_EXE_aiec"))
        .args(passes)
        .arg(&input)
        .arg(format!("--dump-routing=html:{}", html.display()))
        .args(["-o", "/dev/null"])
        .output()
        .expect("aiec runs");
    assert_eq!(
        out.status.success(),
        succeeds,
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    html
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
    let Some((browser, dir)) = setup("viewer") else {
        return;
    };
    let html = page(&dir);
    let [first, search, tile] = load_page(
        &browser,
        &dir,
        &html,
        &["", "q=pkt:0&pin=10", "q=7,3&pin=3,5"],
    )
    .try_into()
    .unwrap_or_else(|_| unreachable!());
    let check = |page: Loaded| {
        assert_eq!((page.routes.len(), page.rows.len()), (88, 88));
        (page.dom, page.routes, page.rows)
    };

    // Nothing highlighted at first.
    let (_, routes, rows) = check(first);
    assert!(with(&routes, "hit").is_empty() && with(&routes, "pin").is_empty());
    assert!(with(&rows, "hide").is_empty());

    // Search: the packet flows of column 0 (packet ID 0) light up, the
    // other rows are hidden; the pin stays whatever the search.
    let (dom, routes, rows) = check(search);
    assert_eq!(with(&routes, "hit"), [1, 2, 3, 4]);
    assert_eq!(with(&routes, "pin"), [10]);
    // Listed: the four hits and the pinned flow.
    assert_eq!(with(&rows, "hide").len(), 83);
    assert_eq!(with(&rows, "pin"), [10]);
    assert!(!with(&rows, "hide").contains(&10));
    assert!(dom.contains("data-pins=\"10\""));

    // A tile term lists the flows through it; pins accumulate.
    let (_, routes, rows) = check(tile);
    let hits = with(&routes, "hit");
    assert!(!hits.is_empty() && hits.len() < 88);
    let pins = with(&routes, "pin");
    assert_eq!(pins, [3, 5]);
    let listed = hits.len() + pins.iter().filter(|f| !hits.contains(f)).count();
    assert_eq!(with(&rows, "hide").len(), 88 - listed);
}

/// Each page `html#fragment` of `loads` once loaded: the DOM and
/// `(flow, classes)` of its routes and list rows, after checking that the
/// script ran without errors (one browser for all).
fn load_all(browser: &Path, dir: &Path, loads: &[(&Path, &str)]) -> Vec<Loaded> {
    let doms = loaded_doms(browser, dir, loads);
    doms.into_iter().map(Loaded::of).collect()
}

/// [`load_all`] of the fragments of one page.
fn load_page(browser: &Path, dir: &Path, html: &Path, fragments: &[&str]) -> Vec<Loaded> {
    let loads: Vec<(&Path, &str)> = fragments.iter().map(|&f| (html, f)).collect();
    load_all(browser, dir, &loads)
}

struct Loaded {
    dom: String,
    routes: Vec<(usize, String)>,
    rows: Vec<(usize, String)>,
}

impl Loaded {
    fn of(dom: String) -> Loaded {
        let routes = marked(&dom, "<polyline class=\"route");
        let rows = marked(&dom, "<li class=\"flow");
        Loaded { dom, routes, rows }
    }

    /// The flows the search hit.
    fn hits(&self) -> Vec<usize> {
        with(&self.routes, "hit")
    }

    /// The listed rows.
    fn listed(&self) -> Vec<usize> {
        let hidden = with(&self.rows, "hide");
        self.rows
            .iter()
            .map(|&(f, _)| f)
            .filter(|f| !hidden.contains(f))
            .collect()
    }

    /// The `#count` line.
    fn count(&self) -> &str {
        let at = self.dom.find("<p id=\"count\"").expect("a count line");
        let text = &self.dom[at..];
        &text[text.find('>').unwrap() + 1..text.find("</p>").unwrap()]
    }
}

#[test]
fn search_takes_the_lists_spellings_and_fifo_names() {
    let Some((browser, dir)) = setup("viewer-names") else {
        return;
    };
    // The broadcast example, lowered and routed by the dump itself: #0 @in,
    // #1-#3 @bcast, #4 @out, #5-#7 @r2-@r4.
    let html = page_of(
        &dir,
        "examples/broadcast/design.mlir",
        &[],
        "bcast.html",
        true,
    );
    let queries = [
        "",
        "@bcast",
        "@in",
        "bcast",
        "(0, 4)",
        "(0, 1) DMA : 1",
        "#6",
        "src: (0, 1)",
        "@r3 (0, 3) DMA : 0 -> (0, 1) DMA : 2",
        "@nothing",
    ];
    let fragments: Vec<String> = queries
        .iter()
        .map(|q| format!("q={}", q.replace(' ', "%20").replace('#', "%23")))
        .collect();
    // Also: a hand-written flow found by `packet N`, and in the
    // npu2_all_columns example (40 object FIFOs, lowered by the dump) its
    // @mid0, flow #3 from core (0, 2) to core (0, 5).
    let npu2 = page(&dir);
    let all = page_of(
        &dir,
        "examples/npu2_all_columns/design.mlir",
        &[],
        "npu2-example.html",
        true,
    );
    let loads: Vec<(&Path, &str)> = fragments
        .iter()
        .map(|f| (html.as_path(), f.as_str()))
        .chain([(npu2.as_path(), "q=packet%200"), (all.as_path(), "q=@mid0")])
        .collect();
    let mut pages = load_all(&browser, &dir, &loads);
    let (mid0, packets) = (pages.pop().unwrap(), pages.pop().unwrap());
    let search = |q: &str| &pages[queries.iter().position(|x| *x == q).unwrap()];
    let first = search("");
    assert_eq!(first.routes.len(), 8);
    assert!(first.dom.contains("<b>#1</b> <u>@bcast</u> (0, 1) DMA : 0"));
    assert_eq!(search("@bcast").hits(), [1, 2, 3]);
    assert_eq!(search("@in").hits(), [0], "a name is a whole token");
    assert_eq!(search("bcast").hits(), [1, 2, 3]);
    // As the list writes a tile, a port and a flow number.
    assert_eq!(search("(0, 4)").hits(), [1, 7]);
    assert_eq!(search("(0, 1) DMA : 1").hits(), [4, 5]);
    assert_eq!(search("#6").hits(), [6]);
    assert_eq!(search("src: (0, 1)").hits(), [1, 2, 3, 4]);
    // A row's text, pasted whole, finds that row.
    assert_eq!(search("@r3 (0, 3) DMA : 0 -> (0, 1) DMA : 2").hits(), [6]);
    // Nothing matches: the page says so and lists nothing.
    let none = search("@nothing");
    assert!(none.hits().is_empty() && none.listed().is_empty());
    assert!(
        none.count().starts_with("no flow matches “@nothing”"),
        "{}",
        none.count()
    );
    assert!(!search("@bcast").count().starts_with("no flow"));

    // A hand-written flow is found by its line, and packet flows by `packet N`.
    assert_eq!(packets.hits(), [1, 2, 3, 4]);
    let line = packets
        .dom
        .split("data-f=\"1\" data-k=\"#1 line:")
        .nth(1)
        .unwrap();
    let n: usize = line[..line.find(' ').unwrap()].parse().unwrap();
    let [by_line] = load_page(&browser, &dir, &npu2, &[&format!("q=line%20{n}")])
        .try_into()
        .unwrap_or_else(|_| unreachable!());
    assert!(by_line.hits().contains(&1), "line {n}");

    assert_eq!(mid0.hits(), [3]);
    assert!(mid0.dom.contains("<b>#3</b> <u>@mid0</u> (0, 2) DMA : 0"));
}

#[test]
fn an_unroutable_design_shows_the_flows_of_its_overfull_boundary() {
    let Some((browser, dir)) = setup("viewer-failure") else {
        return;
    };
    let html = page_of(
        &dir,
        "test/route/error-capacity-column.mlir",
        ROUTE,
        "fail.html",
        false,
    );
    let [page, over, narrowed] =
        load_page(&browser, &dir, &html, &["", "q=over", "q=over%20(0,%205)"])
            .try_into()
            .unwrap_or_else(|_| unreachable!());
    assert_eq!(page.routes.len(), 21);
    // Every flow must cross the boundary: drawn (red) without a search.
    assert_eq!(with(&page.routes, "over").len(), 21);
    assert_eq!(with(&page.rows, "over").len(), 21);
    assert!(page.dom.contains("<g class=\"cut over\""));
    assert!(page
        .dom
        .contains("over-subscribed: the boundary between columns 0 and 1 eastward"));
    // `over` lists them; a search within them narrows.
    assert_eq!(over.hits().len(), 21);
    assert_eq!(narrowed.hits(), [20]);
}

#[test]
fn far_out_tiles_show_large_coordinates_and_the_panel_folds() {
    let Some((browser, dir)) = setup("viewer-scale") else {
        return;
    };
    let html = page_of(
        &dir,
        "test/route/Inputs/xcve2802-300.mlir",
        ROUTE,
        "ve2802.html",
        true,
    );
    // 38 x 11 tiles fit the window: far out, the large labels show.
    let [fit] = load_page(&browser, &dir, &html, &[""])
        .try_into()
        .unwrap_or_else(|_| unreachable!());
    assert_eq!(fit.routes.len(), 300);
    assert!(fit.dom.contains("data-lod=\"far\""), "not far out at fit");
    assert!(fit.dom.contains("class=\"routing active far\""));
    assert_eq!(fit.dom.matches("class=\"lbl-far\"").count(), 38 * 11);
    // Its flows are written as aie.flow (no object FIFOs): a flow is found
    // by the line of its op, as the list names it.
    let line = fit
        .dom
        .split("data-f=\"147\" data-k=\"#147 line:")
        .nth(1)
        .unwrap();
    let n: usize = line[..line.find(' ').unwrap()].parse().unwrap();
    let by_line = format!("q=line%20{n}");
    let [by_line, near, folded] = load_page(
        &browser,
        &dir,
        &html,
        &[&by_line, "zoom=flow:147", "panel=0"],
    )
    .try_into()
    .unwrap_or_else(|_| unreachable!());
    assert_eq!(by_line.hits(), [147], "line {n}");
    // Zoomed to one flow, the small labels are back.
    assert!(!near.dom.contains("data-lod=\"far\""));
    // The panel folds away, and says so in the URL state.
    assert!(folded.dom.contains("class=\"collapsed\""));
}
