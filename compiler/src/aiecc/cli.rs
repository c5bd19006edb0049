//! aiecc's command line as mlir-aie's run.lit files, Makefiles and users
//! write it (LLVM `cl` style: one or two dashes, values after `=` or in
//! the next word, `--flag=false`), and its newer `--get-<output>` spellings.
//! Options that only steer AMD's tools are accepted and noted under `-v`.

use std::path::PathBuf;

/// What aiecc is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Options {
    pub input: Option<PathBuf>,
    pub verbose: bool,
    pub dry_run: bool,
    pub help: bool,
    pub version: bool,
    pub xclbin: Output,
    pub insts: Output,
    pub elf: Output,
    pub full_elf: Output,
    /// The control packets configuring the device (`--get-ctrlpkt`), and
    /// the instruction words sending them from the host.
    pub ctrlpkt: Output,
    pub ctrlpkt_dma_seq: Output,
    /// The design with its buffers, locks and BD ids allocated, before
    /// routing (`--get-input-with-addresses`), as mlir-aie's aiecc writes
    /// it for its users' own runtime-sequence lowering.
    pub input_with_addresses: Output,
    /// The scratchpad parameters' layout for the host
    /// (`--get-scratchpad-parameters`, mlir-aie's `params.txt`).
    pub scratchpad_params: Output,
    /// Where outputs named by a relative path go (`--output-dir`, else the
    /// working directory).
    pub output_dir: Option<PathBuf>,
    pub kernel_name: String,
    pub instance_name: String,
    pub kernel_id: u32,
    pub xclbin_input: Option<PathBuf>,
    pub device_name: Option<String>,
    pub sequence_name: Option<String>,
    /// Options of the default pipeline's passes (`flag`, `option=value`).
    pub pass_options: Vec<(&'static str, String)>,
    pub expand_load_pdis: bool,
    /// `-Wno-deadlock`: the default pipeline without the deadlock check.
    pub no_deadlock_check: bool,
    /// Options taken but without effect here, with the reason (shown
    /// under `-v`).
    pub ignored: Vec<(String, &'static str)>,
    /// Outputs asked for that aiec does not make (a warning each).
    pub not_made: Vec<(String, &'static str)>,
    /// Host sources given after the design (a warning each).
    pub host_sources: Vec<String>,
}

impl Options {
    /// Adds `option` (`name=value`) to those given to pass `pass`; a later
    /// value of the same option wins.
    fn pass_option(&mut self, pass: &'static str, option: String) {
        match self.pass_options.iter_mut().find(|(p, _)| *p == pass) {
            Some((_, options)) => {
                options.push(' ');
                options.push_str(&option);
            }
            None => self.pass_options.push((pass, option)),
        }
    }
}

/// An output: whether it is asked for, and its file name template (`{0}`
/// the device, `{1}` the runtime sequence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Output {
    pub wanted: bool,
    pub name: String,
}

impl Output {
    fn named(name: &str) -> Output {
        Output {
            wanted: false,
            name: name.to_string(),
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            input: None,
            verbose: false,
            dry_run: false,
            help: false,
            version: false,
            xclbin: Output::named("aie.xclbin"),
            insts: Output::named("insts.bin"),
            elf: Output::named("design.elf"),
            full_elf: Output::named("aie.elf"),
            ctrlpkt: Output::named("{0}_ctrlpkt.bin"),
            ctrlpkt_dma_seq: Output::named("{0}_ctrlpkt_dma_seq.bin"),
            input_with_addresses: Output::named("input_with_addresses.mlir"),
            scratchpad_params: Output::named("params.txt"),
            output_dir: None,
            kernel_name: "MLIR_AIE".into(),
            instance_name: "MLIRAIE".into(),
            kernel_id: 0x901,
            xclbin_input: None,
            device_name: None,
            sequence_name: None,
            pass_options: Vec::new(),
            expand_load_pdis: false,
            no_deadlock_check: false,
            ignored: Vec::new(),
            not_made: Vec::new(),
            host_sources: Vec::new(),
        }
    }
}

/// Why options for AMD's core compilers do nothing here.
const NO_CORE_COMPILER: &str = "no core compiler runs: aie-sim interprets the cores' MLIR bodies";
const NO_HOST_BUILD: &str =
    "aiecc builds no host program: compile it with c++ against $(aie-sim --xrt-prefix)";
const NO_AIESIM: &str = "no AMD aiesimulator work folder is made: aie-sim runs the xclbin";
const DRIVER_ONLY: &str = "it steers mlir-aie's driver, which aiec does not need";

/// Flags (no value) that only steer AMD's tools, with why they do nothing.
const IGNORED_FLAGS: &[(&str, &str)] = &[
    ("xchesscc", NO_CORE_COMPILER),
    ("no-xchesscc", NO_CORE_COMPILER),
    ("xbridge", NO_CORE_COMPILER),
    ("no-xbridge", NO_CORE_COMPILER),
    ("compile", NO_CORE_COMPILER),
    ("no-compile", NO_CORE_COMPILER),
    ("link", NO_CORE_COMPILER),
    ("no-link", NO_CORE_COMPILER),
    ("unified", NO_CORE_COMPILER),
    ("no-unified", NO_CORE_COMPILER),
    ("bf16-emulation", NO_CORE_COMPILER),
    ("aiesim", NO_AIESIM),
    ("no-aiesim", NO_AIESIM),
    ("compile-host", NO_HOST_BUILD),
    ("no-compile-host", NO_HOST_BUILD),
    ("link_against_hsa", NO_HOST_BUILD),
    ("dump-intermediates", DRIVER_ONLY),
    ("profile", DRIVER_ONLY),
    ("progress", DRIVER_ONLY),
    ("no-progress", DRIVER_ONLY),
    ("enable-repeater-scripts", DRIVER_ONLY),
    ("disable-repeater-scripts", DRIVER_ONLY),
    (
        "no-materialize",
        "aiec's pipeline always materializes runtime sequences",
    ),
];

/// Options with a value that only steer AMD's tools.
const IGNORED_VALUES: &[(&str, &str)] = &[
    ("peano", NO_CORE_COMPILER),
    ("aietools", NO_CORE_COMPILER),
    ("O", NO_CORE_COMPILER),
    ("opt-level", NO_CORE_COMPILER),
    ("host-target", NO_HOST_BUILD),
    ("sysroot", NO_HOST_BUILD),
    ("I", NO_HOST_BUILD),
    ("L", NO_HOST_BUILD),
    ("l", NO_HOST_BUILD),
    ("o", NO_HOST_BUILD),
    ("tmpdir", DRIVER_ONLY),
    ("repeater-output-dir", DRIVER_ONLY),
    ("j", "aiec compiles in one process"),
    ("nthreads", "aiec compiles in one process"),
    ("pdi-name", "aiec writes no PDI"),
    ("txn-name", "aiec writes no transaction MLIR"),
    (
        "ctrlpkt-elf-name",
        "aiec writes no control-packet ELF (aiebu's format)",
    ),
];

/// Outputs of AMD's formats that aiec does not make, by flag.
const NOT_MADE: &[(&str, &str)] = &[
    ("aie-generate-cdo", "CDO"),
    ("aie-generate-pdi", "PDI"),
    ("aie-generate-txn", "transaction MLIR"),
];

/// `--get-<name>` selectors of the newer aiecc: the ones aiec makes, then
/// those it does not (with what they are).
const GET_MADE: &[&str] = &[
    "xclbin",
    "npu-insts",
    "elf",
    "full-elf",
    "ctrlpkt",
    "input-with-addresses",
    "scratchpad-parameters",
];
const GET_NOT_MADE: &[(&str, &str)] = &[
    ("cdo", "CDO"),
    ("pdi", "PDI"),
    ("txn", "transaction MLIR"),
    ("core-elfs", "core ELFs"),
    ("host", "host program"),
    ("aiesim", "aiesimulator work folder"),
    ("locmap", "location map"),
];

/// A command line aiecc cannot run (exit status 2).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Usage(pub String);

/// Parses `args` (without the program name).
pub(super) fn parse(args: &[String]) -> Result<Options, Usage> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let Some(body) = arg.strip_prefix('-').filter(|b| !b.is_empty()) else {
            positional(&mut o, arg)?;
            continue;
        };
        let body = body.strip_prefix('-').unwrap_or(body);
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let mut value = |what: &str| -> Result<String, Usage> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            let v = args
                .get(i)
                .ok_or_else(|| Usage(format!("option '{arg}' needs a value ({what})")))?;
            i += 1;
            Ok(v.clone())
        };
        option(&mut o, arg, name, inline.as_deref(), &mut value)?;
    }
    Ok(o)
}

/// The design, or (after it) a host source.
fn positional(o: &mut Options, arg: &str) -> Result<(), Usage> {
    if o.input.is_none() {
        o.input = Some(PathBuf::from(arg));
        return Ok(());
    }
    if [".c", ".cc", ".cpp", ".cxx", ".C"]
        .iter()
        .any(|e| arg.ends_with(e))
    {
        o.host_sources.push(arg.to_string());
        return Ok(());
    }
    Err(Usage(format!(
        "a second input '{arg}': aiecc compiles one design"
    )))
}

/// One option `name` (without dashes); `inline` is its `=value`, `value`
/// takes it from the command line.
fn option(
    o: &mut Options,
    arg: &str,
    name: &str,
    inline: Option<&str>,
    value: &mut dyn FnMut(&str) -> Result<String, Usage>,
) -> Result<(), Usage> {
    let flag = |on: &mut bool| -> Result<(), Usage> {
        *on = boolean(arg, inline)?;
        Ok(())
    };
    match name {
        "v" | "verbose" => flag(&mut o.verbose)?,
        "n" => flag(&mut o.dry_run)?,
        "h" | "help" => o.help = true,
        "aie-version" | "version" => o.version = true,
        "aie-generate-xclbin" => flag(&mut o.xclbin.wanted)?,
        "aie-generate-npu-insts" | "aie-generate-npu" => flag(&mut o.insts.wanted)?,
        "aie-generate-elf" => flag(&mut o.elf.wanted)?,
        "generate-full-elf" => flag(&mut o.full_elf.wanted)?,
        "aie-generate-ctrlpkt" => flag(&mut o.ctrlpkt.wanted)?,
        "ctrlpkt-name" => o.ctrlpkt.name = value("a file name")?,
        "ctrlpkt-dma-seq-name" => o.ctrlpkt_dma_seq.name = value("a file name")?,
        "xclbin-name" => o.xclbin.name = value("a file name")?,
        "output-dir" => o.output_dir = Some(value("a directory")?.into()),
        "npu-insts-name" => o.insts.name = value("a file name")?,
        "elf-name" => o.elf.name = value("a file name")?,
        "full-elf-name" => o.full_elf.name = value("a file name")?,
        "xclbin-kernel-name" => o.kernel_name = value("a kernel name")?,
        "xclbin-instance-name" => o.instance_name = value("an instance name")?,
        "xclbin-kernel-id" => o.kernel_id = kernel_id(&value("a number")?)?,
        "xclbin-input" => o.xclbin_input = Some(value("an xclbin")?.into()),
        "device-name" => o.device_name = Some(value("a device symbol")?),
        "sequence-name" => o.sequence_name = Some(value("a runtime sequence symbol")?),
        "alloc-scheme" => {
            let v = value("basic-sequential or bank-aware")?;
            if !v.is_empty() {
                o.pass_option("aie-assign-buffer-addresses", format!("alloc-scheme={v}"));
            }
        }
        "dynamic-objFifos" | "packet-sw-objFifos" => {
            let on = boolean(arg, inline)?;
            o.pass_option("aie-objectFifo-stateful-transform", format!("{name}={on}"));
        }
        "placer" | "cores-per-col" | "sa-seed" => {
            let v = value("a placer option's value")?;
            o.pass_option("aie-place-tiles", format!("{name}={v}"));
        }
        "expand-load-pdis" => flag(&mut o.expand_load_pdis)?,
        "Wno-deadlock" => flag(&mut o.no_deadlock_check)?,
        "generate-ctrl-pkt-overlay" => {
            // mlir-aie's aiecc: route a shim DMA channel to every tile's
            // TileControl port.
            let on = boolean(arg, inline)?;
            let pass = "aie-generate-column-control-overlay";
            let tile_ctrl = if on { "true" } else { "control-packets" };
            let options = format!("route-shim-to-tct=disable route-shim-to-tile-ctrl={tile_ctrl}");
            o.pass_option(pass, options);
        }
        _ => return other(o, arg, name, inline, value),
    }
    Ok(())
}

/// The options that select outputs by `--get-`, or do nothing here.
fn other(
    o: &mut Options,
    arg: &str,
    name: &str,
    inline: Option<&str>,
    value: &mut dyn FnMut(&str) -> Result<String, Usage>,
) -> Result<(), Usage> {
    if let Some(get) = name.strip_prefix("get-") {
        return select(o, arg, get);
    }
    if let Some((_, why)) = IGNORED_FLAGS.iter().find(|(n, _)| *n == name) {
        boolean(arg, inline)?;
        o.ignored.push((arg.to_string(), why));
    } else if let Some((_, what)) = NOT_MADE.iter().find(|(n, _)| *n == name) {
        if boolean(arg, inline)? {
            o.not_made.push((arg.to_string(), what));
        }
    } else if let Some((_, why)) = IGNORED_VALUES.iter().find(|(n, _)| *n == name) {
        let v = value("a value")?;
        let shown = if inline.is_some() {
            arg.to_string()
        } else {
            format!("{arg} {v}")
        };
        o.ignored.push((shown, why));
    } else if let Some(why) = joined(arg) {
        o.ignored.push((arg.to_string(), why));
    } else {
        return Err(Usage(format!("unknown option '{arg}'")));
    }
    Ok(())
}

/// Why `-j4`, `-O2`, `-Idir`, `-Ldir`, `-lname` (a one-letter option of
/// AMD's tools with its value joined, single dash) do nothing.
fn joined(arg: &str) -> Option<&'static str> {
    let body = arg.strip_prefix('-').filter(|b| !b.starts_with('-'))?;
    let (letter, rest) = body.split_at_checked(1)?;
    let numeric = matches!(letter, "j" | "O");
    if rest.is_empty() || numeric && !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (_, why) = IGNORED_VALUES.iter().find(|(n, _)| *n == letter)?;
    Some(why)
}

/// `--get-<name>`: an output aiec makes, or one it does not.
fn select(o: &mut Options, arg: &str, name: &str) -> Result<(), Usage> {
    match name {
        "xclbin" => o.xclbin.wanted = true,
        "npu-insts" => o.insts.wanted = true,
        "elf" => o.elf.wanted = true,
        "full-elf" => o.full_elf.wanted = true,
        "ctrlpkt" => o.ctrlpkt.wanted = true,
        "input-with-addresses" => o.input_with_addresses.wanted = true,
        "scratchpad-parameters" => o.scratchpad_params.wanted = true,
        _ => match GET_NOT_MADE.iter().find(|(n, _)| *n == name) {
            Some((_, what)) => o.not_made.push((arg.to_string(), what)),
            None => {
                let all: Vec<String> = GET_MADE
                    .iter()
                    .chain(GET_NOT_MADE.iter().map(|(n, _)| n))
                    .map(|n| format!("--get-{n}"))
                    .collect();
                return Err(Usage(format!(
                    "unknown output selector '{arg}'; the selectors are {}",
                    all.join(", ")
                )));
            }
        },
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
fn kernel_id(text: &str) -> Result<u32, Usage> {
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

Usage: aiecc [options] design.mlir

Outputs (a relative name is written in --output-dir DIR, else the working
directory; {0} in a name is the device, {1} the runtime sequence):
  --aie-generate-npu-insts, --get-npu-insts   the NPU instruction words (--npu-insts-name, default insts.bin)
  --aie-generate-xclbin, --get-xclbin         the xclbin the runtime loads (--xclbin-name, default aie.xclbin)
  --aie-generate-elf, --get-elf               the control-code ELF (--elf-name, default design.elf)
  --generate-full-elf, --get-full-elf         the control-code ELF with the design's cores and kernels
                                              (--full-elf-name, default aie.elf)
  --aie-generate-ctrlpkt, --get-ctrlpkt       the device's configuration as control packets (--ctrlpkt-name,
                                              default {0}_ctrlpkt.bin) and the instruction words that send
                                              them and run the sequence (--ctrlpkt-dma-seq-name, default
                                              {0}_ctrlpkt_dma_seq.bin); the packets are its last argument
  --get-input-with-addresses                  the design with buffers, locks and BD ids allocated, before
                                              routing and the runtime-sequence lowering
                                              (input_with_addresses.mlir)
  --get-scratchpad-parameters                 each aiex.scratchpad_parameter's state-table word, type and
                                              kind, for the host's ParameterScratchpad (params.txt)
Kernel: --xclbin-kernel-name (MLIR_AIE), --xclbin-instance-name (MLIRAIE), --xclbin-kernel-id (0x901),
        --xclbin-input FILE (add the kernel to an existing xclbin)
Design: --device-name NAME, --sequence-name NAME, --alloc-scheme=basic-sequential|bank-aware,
        --dynamic-objFifos, --packet-sw-objFifos, --generate-ctrl-pkt-overlay, --expand-load-pdis
Other:  -v/--verbose, -n (dry run: say what would be written), --aie-version, -h/--help

Options of mlir-aie's aiecc that steer AMD's tools (--xchesscc, --xbridge, --no-aiesim,
--no-compile-host, -j, -O, --peano, ...) are accepted and do nothing; -v says why.
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
        let o = parse_line("--no-aiesim --aie-generate-npu-insts --aie-generate-xclbin --no-compile-host --alloc-scheme=basic-sequential --xclbin-name=aie.xclbin --npu-insts-name=insts.bin ./aie_arch.mlir").unwrap();
        assert_eq!(o.input, Some(PathBuf::from("./aie_arch.mlir")));
        assert!(o.xclbin.wanted && o.insts.wanted && !o.elf.wanted);
        assert_eq!(
            (o.xclbin.name.as_str(), o.insts.name.as_str()),
            ("aie.xclbin", "insts.bin")
        );
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
        let o = parse_line("-v --generate-full-elf --no-xchesscc --no-xbridge aie.mlir").unwrap();
        assert!(o.verbose && o.full_elf.wanted);
        assert_eq!(o.full_elf.name, "aie.elf");
        let o =
            parse_line("--get-xclbin --get-npu-insts -j4 -j 2 -O2 --xclbin-name x.xclbin a.mlir")
                .unwrap();
        assert!(o.xclbin.wanted && o.insts.wanted);
        assert_eq!(o.xclbin.name, "x.xclbin");
        assert_eq!(o.ignored.len(), 3);
    }

    #[test]
    fn bad_command_lines_are_usage_errors() {
        let err = |s: &str| parse_line(s).unwrap_err().0;
        assert_eq!(err("--bogus a.mlir"), "unknown option '--bogus'");
        assert_eq!(
            err("a.mlir --xclbin-name"),
            "option '--xclbin-name' needs a value (a file name)"
        );
        assert_eq!(
            err("a.mlir b.mlir"),
            "a second input 'b.mlir': aiecc compiles one design"
        );
        assert_eq!(
            err("--no-aiesim=maybe a.mlir"),
            "'--no-aiesim=maybe': 'maybe' is not a boolean (true or false)"
        );
        assert!(err("--get-bogus")
            .starts_with("unknown output selector '--get-bogus'; the selectors are --get-xclbin,"));
        assert_eq!(
            err("--xclbin-kernel-id=0x1000"),
            "--xclbin-kernel-id '0x1000' is not a number from 0 to 0xfff"
        );
    }

    #[test]
    fn amd_outputs_and_host_sources_are_noted() {
        let o = parse_line("--aie-generate-pdi --get-cdo a.mlir test.cpp").unwrap();
        assert_eq!(
            o.not_made,
            [
                ("--aie-generate-pdi".to_string(), "PDI"),
                ("--get-cdo".to_string(), "CDO")
            ]
        );
        assert_eq!(o.host_sources, ["test.cpp"]);
    }
}
