//! aiecc's command line as mlir-aie's run.lit files, Makefiles and users
//! write it, LLVM `cl` style: one or two dashes, a value after `=` or in
//! the next word, `--flag=false`, one-letter options with their value
//! joined (`-O2`); `--` ends aiecc's options (what follows is the host
//! compiler's). What each option does is in [`super::table`].

use super::table::{
    self, Artifact, Effect, Made, Spec, Takes, ARTIFACTS, CORE_STAGES, EDGES_NOT_MADE,
    MEASURED_EDGES, NO_MEASURED_MODULE, STAGES,
};
use crate::session::PackageOptions;
use std::path::PathBuf;

/// What aiecc is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Options {
    pub input: Option<PathBuf>,
    pub verbose: bool,
    pub dry_run: bool,
    pub help: bool,
    pub version: bool,
    pub emit_dot: bool,
    pub profile: bool,
    /// The outputs asked for, each with the name it was given.
    pub outputs: Vec<Output>,
    /// The stages of the design asked for (`--get=<stage>`), by index into
    /// [`STAGES`], and whether all are (`--dump-intermediates`).
    pub stages: Vec<usize>,
    /// The per-core stages asked for, by index into [`CORE_STAGES`].
    pub core_stages: Vec<usize>,
    pub dump_intermediates: bool,
    /// `-O<n>`: 0 to 3, 2 by default.
    pub opt_level: u8,
    pub ctrlpkt_dma_seq_name: String,
    pub ctrlpkt_elf_name: String,
    /// Where outputs named by a relative path go (`--output-dir`).
    pub output_dir: Option<PathBuf>,
    /// mlir-aie's folder of intermediates (`--tmpdir`): where an xclbin's
    /// PDIs are left, as mlir-aie's aiecc leaves them.
    pub tmpdir: Option<PathBuf>,
    pub kernel_name: String,
    pub instance_name: String,
    pub kernel_id: u32,
    pub xclbin_input: Option<PathBuf>,
    pub device_name: Option<String>,
    pub sequence_name: Option<String>,
    /// Options of the default pipeline's passes (`option=value ...`).
    pub pass_options: Vec<(&'static str, String)>,
    pub ctrl_pkt_overlay: bool,
    pub expand_load_pdis: bool,
    pub load_pdi_to_ctrl_pkt: bool,
    pub fold_ddr_addr_offset: bool,
    /// `-Wno-deadlock`: the default pipeline without the deadlock check.
    pub no_deadlock_check: bool,
    /// `--default-stack-size`: the `stack_size` of a core without one.
    pub default_stack_size: Option<i64>,
    pub checkpoint: Option<PathBuf>,
    pub cut: Vec<String>,
    pub resume: Option<PathBuf>,
    /// The command line as given (what a checkpoint records).
    pub args: Vec<String>,
    /// Options taken without effect here, with the reason (under `-v`).
    pub ignored: Vec<(String, &'static str)>,
    /// Outputs asked for that aiec does not make (a warning each).
    pub not_made: Vec<(String, &'static str)>,
    /// Host sources and compiler arguments (after `--`, or host sources
    /// after the design as the April aiecc took them).
    pub host_args: Vec<String>,
}

/// An output asked for, and the name given to it (`--xclbin-name`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Output {
    pub artifact: Artifact,
    pub wanted: bool,
    /// Asked for by the April aiecc's `--aie-generate-*`: its default name.
    pub april: bool,
    pub name: Option<String>,
}

impl Default for Options {
    /// mlir-aie's aiecc defaults: the session's ([`PackageOptions`]) for
    /// what it makes.
    fn default() -> Options {
        let package = PackageOptions::default();
        Options {
            input: None,
            verbose: false,
            dry_run: false,
            help: false,
            version: false,
            emit_dot: false,
            profile: false,
            outputs: ARTIFACTS
                .iter()
                .map(|a| Output {
                    artifact: a.artifact,
                    wanted: false,
                    april: false,
                    name: None,
                })
                .collect(),
            stages: Vec::new(),
            core_stages: Vec::new(),
            dump_intermediates: false,
            opt_level: package.opt_level,
            ctrlpkt_dma_seq_name: "{0}_ctrlpkt_dma_seq.bin".into(),
            ctrlpkt_elf_name: "{0}_ctrlpkt.elf".into(),
            output_dir: None,
            tmpdir: None,
            kernel_name: package.kernel.name,
            instance_name: package.kernel.instance,
            kernel_id: package.kernel.id,
            xclbin_input: None,
            device_name: package.device,
            sequence_name: package.sequence,
            pass_options: Vec::new(),
            ctrl_pkt_overlay: false,
            expand_load_pdis: package.expand_load_pdis,
            load_pdi_to_ctrl_pkt: false,
            fold_ddr_addr_offset: package.fold_ddr_addr_offset,
            no_deadlock_check: !package.deadlock_check,
            default_stack_size: package.default_stack_size,
            checkpoint: None,
            cut: Vec::new(),
            resume: None,
            args: Vec::new(),
            ignored: Vec::new(),
            not_made: Vec::new(),
            host_args: Vec::new(),
        }
    }
}

/// An option's value as the command line gave it.
#[derive(Clone, Debug)]
pub(super) enum Given {
    Flag(bool),
    Text(String),
}

impl Given {
    /// A flag's setting.
    pub fn on(&self) -> bool {
        matches!(self, Given::Flag(true))
    }

    /// A value (empty for a flag).
    pub fn text(&self) -> &str {
        match self {
            Given::Text(t) => t,
            Given::Flag(_) => "",
        }
    }
}

impl Options {
    /// The output of `artifact`.
    pub fn output(&self, artifact: Artifact) -> &Output {
        self.outputs
            .iter()
            .find(|o| o.artifact == artifact)
            .expect("an output per artifact")
    }

    fn output_mut(&mut self, artifact: Artifact) -> &mut Output {
        self.outputs
            .iter_mut()
            .find(|o| o.artifact == artifact)
            .expect("an output per artifact")
    }

    /// Whether `artifact` is asked for.
    pub fn wants(&self, artifact: Artifact) -> bool {
        self.output(artifact).wanted
    }

    /// The file name template of `artifact`: the one given, else the
    /// default of the aiecc whose spelling asked for it.
    pub fn name_of(&self, artifact: Artifact) -> &str {
        let out = self.output(artifact);
        let spec = table::artifact(artifact);
        match &out.name {
            Some(name) => name,
            None if out.april => spec.april_name,
            None => spec.edge,
        }
    }

    /// `--<artifact>-name`.
    pub(super) fn name(&mut self, artifact: Artifact, g: Given) -> Result<(), Usage> {
        self.output_mut(artifact).name = Some(g.text().to_string());
        Ok(())
    }

    /// The April aiecc's `--aie-generate-<artifact>`.
    pub(super) fn select_april(&mut self, artifact: Artifact, g: Given) -> Result<(), Usage> {
        if g.on() {
            let nice = table::artifact(artifact).nice;
            self.select(artifact, &format!("--aie-generate-{nice}"));
        }
        let out = self.output_mut(artifact);
        out.wanted = g.on();
        out.april = g.on();
        Ok(())
    }

    /// `--get-<nice>` or `--get=<edge>` of an output.
    pub(super) fn select(&mut self, artifact: Artifact, arg: &str) {
        self.output_mut(artifact).wanted = true;
        if let Made::No(what) = table::artifact(artifact).made {
            self.not_made.push((arg.to_string(), what));
        }
    }

    /// `--get=<edge>`: an output by its default name, a stage of the
    /// design, or one of mlir-aie's edges aiec does not make.
    pub(super) fn get_edge(&mut self, edge: &str) -> Result<(), Usage> {
        let arg = format!("--get={edge}");
        if let Some(i) = STAGES.iter().position(|s| s.name == edge) {
            self.stages.push(i);
        } else if let Some(i) = CORE_STAGES.iter().position(|s| s.name == edge) {
            self.core_stages.push(i);
        } else if let Some(a) = ARTIFACTS.iter().find(|a| a.edge == edge) {
            self.select(a.artifact, &arg);
        } else if MEASURED_EDGES.contains(&edge) {
            self.not_made.push((arg, NO_MEASURED_MODULE));
        } else if EDGES_NOT_MADE.contains(&edge) {
            self.not_made.push((
                arg,
                "intermediate of mlir-aie's core compilation or packaging",
            ));
        } else {
            let known: Vec<&str> = STAGES
                .iter()
                .map(|s| s.name)
                .chain(CORE_STAGES.iter().map(|s| s.name))
                .chain(ARTIFACTS.iter().map(|a| a.edge))
                .chain(MEASURED_EDGES.iter().copied())
                .chain(EDGES_NOT_MADE.iter().copied())
                .collect();
            return Err(Usage(format!(
                "--get: unknown output '{edge}'; known outputs are {}",
                known.join(", ")
            )));
        }
        Ok(())
    }

    /// Adds `option=value` to those given to pass `pass`; a later value of
    /// the same option wins.
    pub(super) fn pass_option(
        &mut self,
        pass: &'static str,
        option: &str,
        value: &str,
    ) -> Result<(), Usage> {
        let option = format!("{option}={value}");
        match self.pass_options.iter_mut().find(|(p, _)| *p == pass) {
            Some((_, options)) => {
                options.push(' ');
                options.push_str(&option);
            }
            None => self.pass_options.push((pass, option)),
        }
        Ok(())
    }
}

/// A command line aiecc cannot run (exit status 2).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Usage(pub String);

/// Parses `args` (without the program name).
pub(super) fn parse(args: &[String]) -> Result<Options, Usage> {
    let mut o = Options {
        args: args.to_vec(),
        ..Options::default()
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "--" {
            o.host_args.extend(args[i..].iter().cloned());
            break;
        }
        let Some(body) = arg.strip_prefix('-').filter(|b| !b.is_empty()) else {
            positional(&mut o, arg)?;
            continue;
        };
        let body = body.strip_prefix('-').unwrap_or(body);
        if let Some(nice) = body.strip_prefix("get-") {
            get(&mut o, arg, nice)?;
            continue;
        }
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (body, None),
        };
        let (spec, given, shown) = match find(name) {
            Some(spec) => {
                let given = value(spec, arg, inline, args, &mut i)?;
                let shown = match (&given, inline) {
                    (Given::Text(v), None) => format!("{arg} {v}"),
                    _ => arg.clone(),
                };
                (spec, given, shown)
            }
            None => {
                let (spec, given) = joined(arg)
                    .ok_or_else(|| Usage(format!("unknown command line argument '{arg}'")))?;
                (spec, given, arg.clone())
            }
        };
        match spec.effect {
            Effect::Sets(set) => set(&mut o, given)?,
            Effect::Noted(why) => o.ignored.push((shown, why)),
        }
    }
    checks(&o)?;
    Ok(o)
}

/// The option spelled `name`.
fn find(name: &str) -> Option<&'static Spec> {
    table::OPTIONS.iter().find(|s| s.names.contains(&name))
}

/// A one-letter option with its value joined (`-O2`, `-j4`, `-Idir`).
fn joined(arg: &str) -> Option<(&'static Spec, Given)> {
    let body = arg.strip_prefix('-').filter(|b| !b.starts_with('-'))?;
    let (letter, rest) = body.split_at_checked(1)?;
    let spec = find(letter).filter(|s| matches!(s.takes, Takes::Prefix(_)))?;
    let numeric = matches!(letter, "j" | "O");
    if rest.is_empty() || numeric && !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((spec, Given::Text(rest.to_string())))
}

/// The value of option `spec` given as `arg` (`inline` after its `=`),
/// taken from the next word when it needs one.
fn value(
    spec: &Spec,
    arg: &str,
    inline: Option<&str>,
    args: &[String],
    i: &mut usize,
) -> Result<Given, Usage> {
    match spec.takes {
        Takes::Flag => boolean(arg, inline).map(Given::Flag),
        Takes::Value(what) | Takes::Prefix(what) => {
            if let Some(v) = inline {
                return Ok(Given::Text(v.to_string()));
            }
            let v = args
                .get(*i)
                .ok_or_else(|| Usage(format!("option '{arg}' needs a value ({what})")))?;
            *i += 1;
            Ok(Given::Text(v.clone()))
        }
    }
}

/// The design, or (after it) a host source as the April aiecc took them.
fn positional(o: &mut Options, arg: &str) -> Result<(), Usage> {
    if o.input.is_none() {
        o.input = Some(PathBuf::from(arg));
        return Ok(());
    }
    if [".c", ".cc", ".cpp", ".cxx", ".C"]
        .iter()
        .any(|e| arg.ends_with(e))
    {
        o.host_args.push(arg.to_string());
        return Ok(());
    }
    Err(Usage(format!(
        "only one input MLIR file is allowed before '--' (a second: '{arg}'); pass host sources and host-compiler flags after '--'"
    )))
}

/// `--get-<nice>`: an output by its selector.
fn get(o: &mut Options, arg: &str, nice: &str) -> Result<(), Usage> {
    match ARTIFACTS.iter().find(|a| a.nice == nice) {
        Some(a) => {
            o.select(a.artifact, arg);
            Ok(())
        }
        None => {
            let all: Vec<String> = ARTIFACTS
                .iter()
                .map(|a| format!("--get-{} ({})", a.nice, a.edge))
                .collect();
            Err(Usage(format!(
                "unknown output selector '{arg}'; available selectors are {}",
                all.join(", ")
            )))
        }
    }
}

/// The combinations mlir-aie's aiecc refuses.
fn checks(o: &Options) -> Result<(), Usage> {
    let refuse = |m: &str| Err(Usage(m.to_string()));
    if o.expand_load_pdis && o.wants(Artifact::Ctrlpkt) {
        return refuse("--expand-load-pdis and --get-ctrlpkt are mutually exclusive");
    }
    if o.expand_load_pdis && o.load_pdi_to_ctrl_pkt {
        return refuse("--expand-load-pdis and --load-pdi-to-ctrl-pkt are mutually exclusive");
    }
    if o.wants(Artifact::FullElf) && o.wants(Artifact::Ctrlpkt) && !o.load_pdi_to_ctrl_pkt {
        return refuse(
            "--get-full-elf and --get-ctrlpkt together also require --load-pdi-to-ctrl-pkt",
        );
    }
    if !o.cut.is_empty() && o.checkpoint.is_none() {
        return refuse("--cut requires --checkpoint (it marks what the checkpoint keeps)");
    }
    Ok(())
}

/// A flag's value: on without `=value`, else `true`/`false`/`1`/`0`.
fn boolean(arg: &str, inline: Option<&str>) -> Result<bool, Usage> {
    match inline {
        None | Some("true" | "1" | "TRUE" | "True") => Ok(true),
        Some("false" | "0" | "FALSE" | "False") => Ok(false),
        Some(v) => Err(Usage(format!(
            "'{arg}': '{v}' is not a boolean (true or false)"
        ))),
    }
}

/// `--xclbin-kernel-id`: decimal or `0x` hex, at most 12 bits (the width
/// of the PS kernel's id in the IP layout).
pub(super) fn kernel_id(text: &str) -> Result<u32, Usage> {
    let parsed = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.ok().filter(|&id| id <= 0xFFF).ok_or_else(|| {
        Usage(format!(
            "--xclbin-kernel-id '{text}' is not a number from 0 to 0xfff"
        ))
    })
}

/// The usage text of `aiecc --help`.
pub(super) const HELP: &str = "\
aiecc: compiles an AIE design for a host program run on aie-sim (mlir-aie's aiecc command line)

Usage: aiecc [options] design.mlir [-- host compiler arguments]

Outputs (a relative name is written in --output-dir DIR, else the working
directory; {0} in a name is the device, or for a per-sequence output the
device and the sequence; {1} the sequence):
  --get-npu-insts        the NPU instruction words (--npu-insts-name, default insts_{0}.bin)
  --get-xclbin           the xclbin the runtime loads (--xclbin-name, default aie.xclbin)
  --get-elf              the control-code ELF (--elf-name, default design.elf)
  --get-full-elf         the control-code ELF with the design's cores and kernels
                         (--full-elf-name, default aie.elf)
  --get-ctrlpkt          the device's configuration as control packets (--ctrlpkt-name,
                         default {0}_ctrlpkt.bin), the instruction words that send them and
                         run the sequence (--ctrlpkt-dma-seq-name, default {0}_ctrlpkt_dma_seq.bin;
                         the packets are its last argument), an ELF that sends them itself
                         (--ctrlpkt-elf-name, default {0}_ctrlpkt.elf)
  --get-txn              the configuration as a @configure runtime sequence (--txn-name,
                         default {0}_transaction.mlir)
  --get-input-with-addresses, --get=<stage>   the design at a stage: input.mlir, placed.mlir,
                         traced.mlir, input_with_addresses.mlir, input_with_symbols.mlir,
                         input_physical.mlir, npu_lowered.mlir; each core lowered to the LLVM
                         dialect: lowered_{0}.mlir, {0} <device>_core_<col>_<row>
                         (--dump-intermediates: all)
  The April aiecc's --aie-generate-npu-insts, --aie-generate-xclbin, ... select the same
  outputs, with its default names ({0}_{1}.bin, {0}.xclbin).
Kernel: --xclbin-kernel-name (MLIR_AIE), --xclbin-instance-name (MLIRAIE), --xclbin-kernel-id (0x901),
        --xclbin-input FILE (add the kernel to an existing xclbin)
Design: --device-name NAME, --sequence-name NAME, --alloc-scheme=basic-sequential|bank-aware,
        --dynamic-objFifos, --packet-sw-objFifos, --generate-ctrl-pkt-overlay, --expand-load-pdis,
        --placer, --cores-per-col, --sa-seed, --fold-ddr-addr-offset
Level:  -O0 .. -O3 (default -O2; -O3 adds mlir-aie's vector passes)
Other:  -v/--verbose, -n (dry run: say what would be written), --emit-dot, --profile,
        --checkpoint DIR [--cut NAMES], --resume MANIFEST, --aie-version, -h/--help

Options of mlir-aie's aiecc that steer AMD's tools (--xchesscc, --xbridge, --no-aiesim,
--no-compile-host, -j, --peano, ...) are accepted and do nothing; -v says why.
docs/cli.md has the table of every option.
Exit status: 0 success, 1 a design or file error, 2 a bad command line.
";

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_line(s: &str) -> Result<Options, Usage> {
        parse(&s.split_whitespace().map(String::from).collect::<Vec<_>>())
    }

    #[test]
    fn run_lit_command_lines() {
        let o = parse_line("--no-aiesim --aie-generate-npu-insts --aie-generate-xclbin --no-compile-host --alloc-scheme=basic-sequential --xclbin-name=aie.xclbin ./aie_arch.mlir").unwrap();
        assert_eq!(o.input, Some(PathBuf::from("./aie_arch.mlir")));
        assert!(o.wants(Artifact::Xclbin) && o.wants(Artifact::NpuInsts));
        assert!(!o.wants(Artifact::Elf));
        // The April spelling's default name for what is not named.
        assert_eq!(o.name_of(Artifact::Xclbin), "aie.xclbin");
        assert_eq!(o.name_of(Artifact::NpuInsts), "{0}_{1}.bin");
        assert_eq!(
            o.pass_options,
            [(
                "aie-assign-buffer-addresses",
                "alloc-scheme=basic-sequential".to_string()
            )]
        );
        assert_eq!(o.ignored.len(), 2);
        // Options of one pass add up; the last value of one option wins.
        let o = parse_line("--placer=sa_placer --sa-seed 7 --dynamic-objFifos --packet-sw-objFifos --cores-per-col=2 --sa-seed=9 a.mlir").unwrap();
        assert_eq!(
            o.pass_options,
            [
                (
                    "aie-place-tiles",
                    "placer=sa_placer sa-seed=7 cores-per-col=2 sa-seed=9".to_string()
                ),
                (
                    "aie-objectFifo-stateful-transform",
                    "dynamic-objFifos=true packet-sw-objFifos=true".to_string()
                ),
            ]
        );
        let o =
            parse_line("--get-xclbin --get-npu-insts -j4 -j 2 -O2 --xclbin-name x.xclbin a.mlir")
                .unwrap();
        assert!(o.wants(Artifact::Xclbin) && o.wants(Artifact::NpuInsts));
        assert_eq!(o.name_of(Artifact::Xclbin), "x.xclbin");
        assert_eq!(o.name_of(Artifact::NpuInsts), "insts_{0}.bin");
        let ignored: Vec<&str> = o.ignored.iter().map(|(a, _)| a.as_str()).collect();
        assert_eq!(ignored, ["-j4", "-j 2", "-O2"]);
    }

    #[test]
    fn get_selects_outputs_and_stages_by_edge_name() {
        let o =
            parse_line("--get=placed.mlir,aie.xclbin -g insts_{0}.bin --get=objects_{0}.o a.mlir")
                .unwrap();
        assert_eq!(o.stages, [2]);
        assert!(o.wants(Artifact::Xclbin) && o.wants(Artifact::NpuInsts));
        assert_eq!(o.not_made.len(), 1);
        let err = parse_line("--get=bogus.mlir a.mlir").unwrap_err().0;
        assert!(
            err.starts_with(
                "--get: unknown output 'bogus.mlir'; known outputs are input.mlir, default_stack_size.mlir, placed.mlir,"
            ),
            "{err}"
        );
    }

    #[test]
    fn the_level_and_the_per_core_stages() {
        assert_eq!(parse_line("a.mlir").unwrap().opt_level, 2);
        let o = parse_line("-O3 --get=lowered_{0}.mlir,input_with_symbols.mlir a.mlir").unwrap();
        assert_eq!(o.opt_level, 3);
        assert_eq!(o.core_stages, [0]);
        assert_eq!(o.stages.len(), 1);
        assert_eq!(parse_line("--opt-level=0 a.mlir").unwrap().opt_level, 0);
        assert_eq!(
            parse_line("-O5 a.mlir").unwrap_err().0,
            "-O5: the optimization level is 0, 1, 2 or 3"
        );
    }

    #[test]
    fn host_arguments_follow_the_separator() {
        let o = parse_line("-n --verbose a.mlir -- --garbage test.cpp").unwrap();
        assert_eq!(o.host_args, ["--garbage", "test.cpp"]);
        let o = parse_line("a.mlir test.cpp").unwrap();
        assert_eq!(o.host_args, ["test.cpp"]);
    }

    #[test]
    fn bad_command_lines_are_usage_errors() {
        let err = |s: &str| parse_line(s).unwrap_err().0;
        assert_eq!(
            err("--aie-genrate-npu-insts a.mlir"),
            "unknown command line argument '--aie-genrate-npu-insts'"
        );
        assert_eq!(
            err("a.mlir --xclbin-name"),
            "option '--xclbin-name' needs a value (a file name)"
        );
        assert!(err("a.mlir b.mlir").starts_with("only one input MLIR file is allowed before '--'"));
        assert_eq!(
            err("--no-aiesim=maybe a.mlir"),
            "'--no-aiesim=maybe': 'maybe' is not a boolean (true or false)"
        );
        assert!(err("--get-bogus").starts_with(
            "unknown output selector '--get-bogus'; available selectors are --get-input-with-addresses (input_with_addresses.mlir),"
        ));
        assert_eq!(
            err("--xclbin-kernel-id=0x1000"),
            "--xclbin-kernel-id '0x1000' is not a number from 0 to 0xfff"
        );
        assert_eq!(
            err("--expand-load-pdis --get-ctrlpkt a.mlir"),
            "--expand-load-pdis and --get-ctrlpkt are mutually exclusive"
        );
        assert!(err("--cut=placed.mlir a.mlir").starts_with("--cut requires --checkpoint"));
    }

    #[test]
    fn amd_outputs_get_a_warning() {
        let o = parse_line("--aie-generate-pdi --get-cdo a.mlir").unwrap();
        assert_eq!(o.not_made, [("--get-cdo".to_string(), "CDO")]);
        assert!(o.wants(Artifact::Pdi));
    }

    #[test]
    fn every_option_of_mlir_aie_s_aiecc_is_in_the_table() {
        // tools/aiecc/CommandLineOptions.h at 3ca0193 and 760932a4, and the
        // April aiecc's (979629649e) options, by name.
        let current = "o output-dir tmpdir verbose v dump-intermediates emit-dot device-name cores-per-col placer sa-seed alloc-scheme dynamic-objFifos packet-sw-objFifos generate-ctrl-pkt-overlay bf16-emulation peano O opt-level expand-load-pdis load-pdi-to-ctrl-pkt xchesscc xbridge aietools unified no-unified sequence-name no-materialize j nthreads host-target sysroot I L l npu-insts-name fold-ddr-addr-offset elf-name pdi-name txn-name ctrlpkt-name ctrlpkt-dma-seq-name ctrlpkt-elf-name xclbin-name xclbin-kernel-name xclbin-instance-name xclbin-kernel-id xclbin-input xclbinutil-path full-elf-name get g cut aie-version n profile progress no-progress checkpoint resume enable-repeater-scripts disable-repeater-scripts repeater-output-dir";
        let april = "aie-version sysroot tmpdir verbose v xbridge no-xbridge xchesscc no-xchesscc aiesim no-aiesim compile-host no-compile-host host-target compile no-compile link no-link alloc-scheme cores-per-col aie-generate-npu-insts npu-insts-name aie-generate-elf elf-name generate-full-elf full-elf-name aie-generate-cdo aie-generate-pdi pdi-name expand-load-pdis aie-generate-xclbin xclbin-name xclbin-input xclbin-kernel-name xclbin-instance-name xclbin-kernel-id device-name sequence-name O opt-level n dynamic-objFifos packet-sw-objFifos generate-ctrl-pkt-overlay aie-generate-txn txn-name aie-generate-ctrlpkt ctrlpkt-name ctrlpkt-dma-seq-name ctrlpkt-elf-name peano aietools dump-intermediates j nthreads unified no-unified bf16-emulation profile progress enable-repeater-scripts disable-repeater-scripts repeater-output-dir link_against_hsa no-materialize I L l o";
        for name in current.split(' ').chain(april.split(' ')) {
            assert!(find(name).is_some(), "--{name} is not in the table");
        }
        let selectors = "input-with-addresses scratchpad-parameters core-elfs npu-insts elf cdo pdi txn ctrlpkt xclbin full-elf locmap host aiesim";
        for nice in selectors.split(' ') {
            assert!(ARTIFACTS.iter().any(|a| a.nice == nice), "--get-{nice}");
        }
    }

    #[test]
    fn the_option_table_in_the_docs_is_current() {
        aie_target::check_generated_doc(
            "cli.md",
            &table::doc_table(),
            "the_option_table_in_the_docs_is_current",
        );
    }
}
