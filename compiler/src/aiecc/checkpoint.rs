//! `--checkpoint DIR [--cut NAMES]` and `--resume DIR/manifest.json`:
//! a run's command line and working directory, and the stages `--cut`
//! names, kept so that a later `aiecc --resume` makes the same outputs.
//! aiec compiles in memory in well under a second, so a resumed run
//! compiles the input again (its outputs are byte-identical: aiec is
//! deterministic); the kept stages are there to read.

use super::cli::{self, Options, Usage};
use super::{error, Stop, Write};
use crate::Console;
use std::path::Path;

/// The options that may come with `--resume` (they change how the run is
/// done or which outputs it writes, not what they are).
const WITH_RESUME: &[&str] = &[
    "v",
    "verbose",
    "n",
    "profile",
    "progress",
    "no-progress",
    "get",
    "g",
];

/// The options of a resumed run: the checkpoint's command line and the
/// options given with `--resume`, in the checkpoint's working directory
/// (made the current one); `o` itself without `--resume`.
pub(super) fn resumed(o: Options) -> Result<Options, Stop> {
    let Some(manifest) = &o.resume else {
        return Ok(o);
    };
    let text = std::fs::read_to_string(manifest).map_err(|e| {
        error(format!(
            "--resume: cannot read '{}': {e}",
            manifest.display()
        ))
    })?;
    let bad = |what: &str| error(format!("--resume: '{}' {what}", manifest.display()));
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|_| bad("is not a checkpoint manifest (JSON)"))?;
    let strings = |v: &serde_json::Value| -> Option<Vec<String>> {
        v.as_array()?
            .iter()
            .map(|s| s.as_str().map(String::from))
            .collect()
    };
    let argv = strings(&json["argv"]).ok_or_else(|| bad("has no \"argv\" list"))?;
    let cwd = json["cwd"].as_str().ok_or_else(|| bad("has no \"cwd\""))?;
    let mut args = argv;
    args.extend(accompanying(&o.args)?);
    std::env::set_current_dir(cwd)
        .map_err(|e| error(format!("--resume: cannot enter '{cwd}': {e}")))?;
    cli::parse(&args).map_err(|Usage(m)| Stop::Usage(m))
}

/// The arguments given with `--resume`, which must be ones of
/// [`WITH_RESUME`].
fn accompanying(args: &[String]) -> Result<Vec<String>, Stop> {
    let mut out = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let name = arg.trim_start_matches('-');
        let (name, inline) = name
            .split_once('=')
            .map_or((name, false), |(n, _)| (n, true));
        if name == "resume" {
            if !inline {
                iter.next();
            }
            continue;
        }
        let get = name.starts_with("get-") || matches!(name, "get" | "g");
        if !WITH_RESUME.contains(&name) && !get {
            return Err(Stop::Usage(format!(
                "only execution-only options (-v, -n, --profile, --progress, --get) may accompany --resume, not '{arg}'"
            )));
        }
        out.push(arg.clone());
        if matches!(name, "get" | "g") && !inline {
            out.extend(iter.next().cloned());
        }
    }
    Ok(out)
}

/// After a successful run with `--checkpoint DIR`: DIR/manifest.json (the
/// command line without `--checkpoint` and `--cut`, the working directory,
/// the cut names and the files kept) and each cut stage in `kept`.
pub(super) fn write(o: &Options, kept: &[Write], console: &Console) -> Result<(), Stop> {
    let Some(dir) = &o.checkpoint else {
        return Ok(());
    };
    if o.dry_run {
        console.out(&format!(
            "aiecc: would write a checkpoint in {}\n",
            dir.display()
        ));
        return Ok(());
    }
    let cwd = std::env::current_dir()
        .map_err(|e| error(format!("--checkpoint: no working directory: {e}")))?;
    let manifest = serde_json::json!({
        "aiecc": format!("aiec {}", crate::VERSION),
        "argv": recorded(&o.args),
        "cwd": cwd.to_string_lossy(),
        "cut": o.cut,
        "files": kept.iter().map(|(f, _)| f.as_str()).collect::<Vec<_>>(),
    });
    let text = serde_json::to_string_pretty(&manifest).expect("JSON values print") + "\n";
    let files = kept
        .iter()
        .map(|(f, b)| (f.as_str(), b.as_slice()))
        .chain([("manifest.json", text.as_bytes())]);
    for (file, bytes) in files {
        put(&dir.join(file), bytes)?;
    }
    Ok(())
}

/// The command line a checkpoint records: `args` without `--checkpoint`
/// and `--cut` and their values.
fn recorded(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let name = arg.trim_start_matches('-');
        match name.split_once('=') {
            Some(("checkpoint" | "cut", _)) => {}
            None if matches!(name, "checkpoint" | "cut") => {
                iter.next();
            }
            _ => out.push(arg.clone()),
        }
    }
    out
}

/// Writes `bytes` to `path`, making its directory.
fn put(path: &Path, bytes: &[u8]) -> Result<(), Stop> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| error(format!("cannot create '{}': {e}", dir.display())))?;
    }
    crate::output::write(path, bytes)
        .map_err(|e| error(format!("cannot write '{}': {e}", path.display())))
}
