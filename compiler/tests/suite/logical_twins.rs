//! Every shipped example has a logical-tile twin: the same design with each
//! `aie.tile(col, row)` written as IRON writes it, an unplaced
//! `aie.logical_tile<Kind>(?, ?)`. The twin compiles (the default pipeline
//! places it first) and simulates to the example's expected outputs, the
//! bytes the placed example gives.

use aie_target::device::{self, TileKind};
use dialect::ir::cases::TileType;
use dialect::ir::TypedEnum;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `design` with every tile declaration unplaced.
fn twin(design: &str) -> String {
    let name = design
        .split_once("aie.device(")
        .and_then(|(_, rest)| rest.split_once(')'))
        .map(|(name, _)| name)
        .expect("the example names its device");
    let model = device::device(name).expect("a known device");
    let mut out = String::new();
    let mut rest = design;
    while let Some(at) = rest.find("aie.tile(") {
        out.push_str(&rest[..at]);
        let args = &rest[at + "aie.tile(".len()..];
        let close = args.find(')').expect("a closing parenthesis");
        let (col, row) = args[..close].split_once(',').expect("col, row");
        let (col, row): (i64, i64) = (
            col.trim().parse().expect("a column"),
            row.trim().parse().expect("a row"),
        );
        let kind: TileKind = model.tile_kind(col, row).expect("a tile of the device");
        out.push_str(&format!(
            "aie.logical_tile<{}>(?, ?)",
            TileType::of(kind).name()
        ));
        rest = &args[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The `--input` and `--expect` arguments of the example in `dir`, and a
/// `--kernel-src` for each kernel source beside it (the twin is written
/// elsewhere).
fn host_data(dir: &Path) -> Vec<String> {
    let mut args = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the example's folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    files.sort();
    for f in &files {
        if f.extension()
            .is_some_and(|e| e == "cc" || e == "cpp" || e == "c")
        {
            args.push(format!("--kernel-src={}", f.display()));
        }
    }
    for f in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "bin"))
    {
        let stem = f.file_stem().and_then(|s| s.to_str()).expect("a file name");
        let (flag, index) = match stem.strip_prefix("input") {
            Some(i) => ("--input", i),
            None => (
                "--expect",
                stem.strip_prefix("expected").expect("inputN or expectedN"),
            ),
        };
        args.push(flag.to_string());
        args.push(format!("{index}={}", f.display()));
    }
    args
}

#[test]
fn every_example_has_a_logical_tile_twin_that_simulates_to_its_bytes() {
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("logical-twins");
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut count = 0;
    for entry in std::fs::read_dir(&examples).expect("examples/") {
        let example = entry.expect("an entry").path();
        let Ok(design) = std::fs::read_to_string(example.join("design.mlir")) else {
            continue;
        };
        let name = example
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a name");
        let twin_text = twin(&design);
        assert!(
            !twin_text.contains("aie.tile("),
            "{name}: a tile stayed placed"
        );
        let path = dir.join(format!("{name}.mlir"));
        std::fs::write(&path, &twin_text).expect("write the twin");
        let out = Command::new(env!("CARGO_BIN_EXE_aie-sim"))
            .arg(&path)
            .args(host_data(&example))
            .output()
            .expect("run aie-sim");
        let report = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "{name}'s twin:\n{report}");
        assert!(
            report.contains(": matches "),
            "{name}'s twin checked nothing:\n{report}"
        );
        count += 1;
    }
    assert!(count >= 8, "only {count} examples found");
}

#[test]
fn twin_writes_every_tile_as_an_unplaced_logical_tile_of_its_kind() {
    let design = "aie.device(npu1) {\n  %s = aie.tile(1, 0)\n  %m = aie.tile(1, 1)\n  %c = aie.tile(1, 5)\n}";
    assert_eq!(
        twin(design),
        "aie.device(npu1) {\n  %s = aie.logical_tile<ShimNOCTile>(?, ?)\n  %m = aie.logical_tile<MemTile>(?, ?)\n  %c = aie.logical_tile<CoreTile>(?, ?)\n}"
    );
}
