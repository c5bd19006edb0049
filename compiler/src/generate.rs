//! `aiec completions SHELL [TOOL]` and `aiec man [TOOL]`: shell completions
//! (clap_complete) and a man page in roff (clap_mangen), generated from the
//! command line of `aiec` (the default) or `aie-sim` itself, so they never
//! go stale. The words are commands only as the first argument (an input
//! file named `man` is `./man`).

use crate::console::Console;
use clap::ValueEnum;
use clap_complete::Shell;
use std::ffi::OsString;

/// Runs the command `args` (including the program name) names, if it is
/// one of these; its exit status (2 for an unknown shell or tool).
pub(crate) fn run(args: &[OsString], console: &Console) -> Option<i32> {
    let words: Vec<&str> = args
        .iter()
        .skip(1)
        .map(|a| a.to_str())
        .collect::<Option<_>>()?;
    let (shell, tool) = match words.as_slice() {
        ["completions", shell] => (Some(*shell), "aiec"),
        ["completions", shell, tool] => (Some(*shell), *tool),
        ["man"] => (None, "aiec"),
        ["man", tool] => (None, *tool),
        _ => return None,
    };
    let Some(mut cmd) = command(tool) else {
        return Some(usage(
            console,
            &format!("unknown tool '{tool}' (expected aiec or aie-sim)"),
        ));
    };
    let mut out = Vec::new();
    match shell {
        // Writing into memory cannot fail.
        None => drop(clap_mangen::Man::new(cmd).render(&mut out)),
        Some(name) => {
            let Ok(shell) = name.parse::<Shell>() else {
                return Some(usage(
                    console,
                    &format!("unknown shell '{name}' (expected one of {})", shells()),
                ));
            };
            clap_complete::generate(shell, &mut cmd, tool, &mut out);
        }
    }
    console.out(&String::from_utf8_lossy(&out));
    Some(0)
}

/// The full command line of `tool`, pass flags included.
fn command(tool: &str) -> Option<clap::Command> {
    match tool {
        "aiec" => Some(crate::cli::command()),
        "aie-sim" => Some(crate::sim::command()),
        _ => None,
    }
}

/// The shells clap_complete writes for.
fn shells() -> String {
    Shell::value_variants()
        .iter()
        .filter_map(|s| s.to_possible_value())
        .map(|v| v.get_name().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Prints what is wrong with the command (exit status 2).
fn usage(console: &Console, message: &str) -> i32 {
    let render = crate::render::Render::new("aiec", None, console);
    console.err(&render.message(dialect::Severity::Error, message, None));
    2
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_words(line: &str) -> Option<(i32, String, String)> {
        let args: Vec<OsString> = line.split_whitespace().map(Into::into).collect();
        let (code, out, err) = crate::capture(|c| run(&args, c));
        code.map(|c| (c, out, err))
    }

    #[test]
    fn completions_and_man_pages_of_both_tools() {
        let (code, bash, _) = run_words("aiec completions bash").unwrap();
        assert_eq!(code, 0);
        assert!(bash.contains("--dump-routing") && bash.contains("--aie-create-pathfinder-flows"));
        let (_, zsh, _) = run_words("aiec completions zsh aie-sim").unwrap();
        assert!(zsh.contains("#compdef aie-sim") && zsh.contains("--summary"));
        let (_, man, _) = run_words("aiec man").unwrap();
        assert!(man.starts_with(".ie") || man.contains(".TH aiec"), "{man}");
        assert!(man.contains("dump\\-routing"));
        let (_, man, _) = run_words("aiec man aie-sim").unwrap();
        assert!(man.contains(".TH aie-sim"));
    }

    #[test]
    fn other_words_are_inputs_and_bad_names_usage_errors() {
        assert!(run_words("aiec design.mlir").is_none());
        assert!(run_words("aiec man page extra").is_none());
        let (code, _, err) = run_words("aiec completions tcsh").unwrap();
        assert_eq!(code, 2);
        assert!(
            err.contains("unknown shell 'tcsh' (expected one of bash"),
            "{err}"
        );
        let (code, _, err) = run_words("aiec man aiecc").unwrap();
        assert_eq!((code, err.contains("unknown tool 'aiecc'")), (2, true));
    }
}
