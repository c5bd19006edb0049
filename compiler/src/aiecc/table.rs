//! The facts of aiecc's command line, one table each: every option of
//! mlir-aie's aiecc ([`OPTIONS`]: `tools/aiecc/CommandLineOptions.h` since
//! July 2026, its flags added after August 2026, and the April aiecc's
//! spellings) with what aiec does with it,
//! the outputs `--get-<name>` selects ([`ARTIFACTS`]), the stages of the
//! design `--get=<file>` writes ([`STAGES`]) and mlir-aie's other
//! compilation-graph edges ([`EDGES_NOT_MADE`]). docs/cli.md's option
//! table is generated from them ([`doc_table`]).

use super::cli::{Given, Options, Usage};

/// Which of mlir-aie's aiecc drivers has an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Era {
    /// The April 2026 aiecc and the one since July (3ca0193, 760932a4).
    Both,
    /// The April aiecc only (its `--aie-generate-*`, `--no-*` spellings).
    April,
    /// The aiecc since July 2026 only.
    Current,
    /// The aiecc of July and August 2026 only (Xilinx/mlir-aie df2f441,
    /// andrej/mlir-aie 240401b), spellings the newer one dropped.
    Interim,
    /// mlir-aie's aiecc after August 2026 (Xilinx/mlir-aie's newer
    /// CommandLineOptions.h and docs/core_data_memory.md).
    Later,
    /// aiec's own.
    Aiec,
}

/// What an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Takes {
    /// Nothing, or `=true`/`=false`.
    Flag,
    /// A value after `=` or in the next word (what it is).
    Value(&'static str),
    /// A value joined to a one-letter name (`-O2`, `-Idir`), after `=`,
    /// or in the next word.
    Prefix(&'static str),
}

/// What aiec does with an option.
pub(super) enum Effect {
    /// What mlir-aie's aiecc does, or its equivalent here.
    Sets(fn(&mut Options, Given) -> Result<(), Usage>),
    /// Nothing: it steers a tool aiec does not run (the reason, under `-v`).
    Noted(&'static str),
}

/// One option of aiecc's command line.
pub(super) struct Spec {
    /// Its spellings without dashes; the first is the main one.
    pub names: &'static [&'static str],
    pub takes: Takes,
    pub era: Era,
    pub effect: Effect,
    /// What aiec does with it (docs/cli.md).
    pub doc: &'static str,
}

/// Why options of AMD's core compilers do nothing.
const NO_CORE_COMPILER: &str = "no core compiler runs: aie-sim interprets the cores' MLIR bodies";
/// Why options of the libxaiengine host flow do nothing.
const NO_HOST_BUILD: &str = "aiecc builds no libxaiengine host program: aie-sim runs XRT host programs, compiled with c++ against $(aie-sim --xrt-prefix)";
/// Why options of AMD's aiesimulator do nothing.
const NO_AIESIM: &str = "no AMD aiesimulator work folder is made: aie-sim runs the xclbin";
/// What `-O<n>` does in mlir-aie that aiec does not: its LLVM backend.
const BACKEND_LEVEL: &str = "its IR passes run; no core compiler runs, so what the level changes in AMD's LLVM backend (opt at default<O0> or <O1>, llc at -O<n>, -disable-loop-idiom-memset at -O3) does not apply";
/// Why options of the compilation graph's execution do nothing.
const ONE_PROCESS: &str = "aiec compiles in one process, in memory";
/// Why the options of mlir-aie's measurements of linked core ELFs do nothing.
const NO_MEASUREMENT: &str = "aiec links no core ELF, so it measures no core's stack or static data and checks no stack_size or data_size against a measurement; any measured_* attribute the input carries is dropped, never passed on";
/// Why the options of mlir-aie's bank checks of kernel tables do nothing.
const NO_BANK_CHECK: &str = "aiec links no core ELF and reads no kernel IR, so it checks no bank-pinned table's linked address and no aie::lut pair's banks";

/// `--default-stack-size`'s bytes: `None` for 0 (the device default).
fn stack_bytes(text: &str) -> Result<Option<i64>, Usage> {
    match text.parse::<u32>() {
        Ok(0) => Ok(None),
        Ok(n) if n <= i32::MAX as u32 => Ok(Some(i64::from(n))),
        _ => Err(Usage(format!(
            "--default-stack-size={text}: the stack size is a number of bytes, 0 to {}",
            i32::MAX
        ))),
    }
}

use Effect::{Noted, Sets};
use Era::{Aiec, April, Both, Current, Interim, Later};
use Takes::{Flag, Prefix, Value};

/// Every option, in the order of mlir-aie's CommandLineOptions.h, then the
/// April aiecc's own, then aiec's.
pub(super) const OPTIONS: &[Spec] = &[
    Spec {
        names: &["o"],
        takes: Value("a file name"),
        era: Both,
        effect: Noted(NO_HOST_BUILD),
        doc: "The host program's name (`--get-host`), which aiecc does not build.",
    },
    Spec {
        names: &["output-dir"],
        takes: Value("a directory"),
        era: Current,
        effect: Sets(|o, g| {
            o.output_dir = Some(g.text().into());
            Ok(())
        }),
        doc: "Where outputs named by a relative path are written (made if missing); default the working directory.",
    },
    Spec {
        names: &["tmpdir"],
        takes: Value("a directory"),
        era: Both,
        effect: Sets(|o, g| {
            o.tmpdir = Some(g.text().into());
            Ok(())
        }),
        doc: "The folder of mlir-aie's intermediates: with an xclbin, each device's PDI is left there as `<device>.pdi`, as mlir-aie's aiecc leaves it (IRON's `get_pdi_path()` finds it); aiec keeps its other intermediates in memory (`--get=<stage>` or `--dump-intermediates` writes them).",
    },
    Spec {
        names: &["verbose", "v"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            o.verbose = g.on();
            Ok(())
        }),
        doc: "Says what each noted option does not do and each file written.",
    },
    Spec {
        names: &["dump-intermediates"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            o.dump_intermediates = g.on();
            Ok(())
        }),
        doc: "Writes every stage of the design (the `--get=<stage>` files) to the output directory.",
    },
    Spec {
        names: &["emit-dot"],
        takes: Flag,
        era: Current,
        effect: Sets(|o, g| {
            o.emit_dot = g.on();
            Ok(())
        }),
        doc: "Prints the steps from the design to the requested outputs as a GraphViz `dot` graph and exits.",
    },
    Spec {
        names: &["device-name"],
        takes: Value("a device symbol"),
        era: Both,
        effect: Sets(|o, g| {
            o.device_name = Some(g.text().into());
            Ok(())
        }),
        doc: "Makes the outputs for that `aie.device` only.",
    },
    Spec {
        names: &["cores-per-col"],
        takes: Value("a number"),
        era: Both,
        effect: Sets(|o, g| o.pass_option("aie-place-tiles", "cores-per-col", g.text())),
        doc: "`--aie-place-tiles=cores-per-col=N`.",
    },
    Spec {
        names: &["placer"],
        takes: Value("sequential_placer or sa_placer"),
        era: Current,
        effect: Sets(|o, g| o.pass_option("aie-place-tiles", "placer", g.text())),
        doc: "`--aie-place-tiles=placer=P`.",
    },
    Spec {
        names: &["sa-seed"],
        takes: Value("a number"),
        era: Current,
        effect: Sets(|o, g| o.pass_option("aie-place-tiles", "sa-seed", g.text())),
        doc: "`--aie-place-tiles=sa-seed=N`.",
    },
    Spec {
        names: &["alloc-scheme"],
        takes: Value("basic-sequential or bank-aware"),
        era: Both,
        effect: Sets(|o, g| match g.text() {
            "" => Ok(()),
            v => o.pass_option("aie-assign-buffer-addresses", "alloc-scheme", v),
        }),
        doc: "`--aie-assign-buffer-addresses=alloc-scheme=S` (empty: the default).",
    },
    Spec {
        names: &["dynamic-objFifos"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            let on = g.on().to_string();
            o.pass_option("aie-objectFifo-stateful-transform", "dynamic-objFifos", &on)
        }),
        doc: "`--aie-objectFifo-stateful-transform=dynamic-objFifos=B`.",
    },
    Spec {
        names: &["packet-sw-objFifos"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            let on = g.on().to_string();
            o.pass_option("aie-objectFifo-stateful-transform", "packet-sw-objFifos", &on)
        }),
        doc: "`--aie-objectFifo-stateful-transform=packet-sw-objFifos=B`.",
    },
    Spec {
        names: &["skip-objectFifo-verify"],
        takes: Flag,
        era: Later,
        effect: Noted("aiec has no structural check of the split object FIFOs to skip; the op verifiers run after every pass either way"),
        doc: "Noted: no split-object-FIFO check to skip.",
    },
    Spec {
        names: &["generate-ctrl-pkt-overlay"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            o.ctrl_pkt_overlay = g.on();
            Ok(())
        }),
        doc: "Routes a shim DMA channel to every tile's TileControl port (`--aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true`).",
    },
    Spec {
        names: &["bf16-emulation"],
        takes: Flag,
        era: Both,
        effect: Noted("aie-sim interprets vector operations at the types the design gives them"),
        doc: "Noted: vector operations run at their own types.",
    },
    Spec {
        names: &["peano"],
        takes: Value("a directory"),
        era: Both,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core compiler runs.",
    },
    Spec {
        names: &["O", "opt-level"],
        takes: Prefix("0 to 3"),
        era: Both,
        effect: Sets(|o, g| {
            o.opt_level = match g.text() {
                l @ ("0" | "1" | "2" | "3") => l.as_bytes()[0] - b'0',
                l => return Err(Usage(format!("-O{l}: the optimization level is 0, 1, 2 or 3"))),
            };
            o.ignored.push((format!("-O{}", o.opt_level), BACKEND_LEVEL));
            Ok(())
        }),
        doc: "The optimization level, 2 by default. `-O3` adds mlir-aie's vector passes: `--aie-hoist-vector-transfer-pointers` before the object FIFOs are lowered and `--aie-vector-to-pointer-loops` after `--aie-vector-transfer-lowering` (`input_with_symbols.mlir` shows them), and `--aievec-split-load-ups-chains` in the lowering of each core (`lowered_{0}.mlir`). What a level changes in AMD's LLVM backend (`opt`, `llc`) is noted under `-v`.",
    },
    Spec {
        names: &["expand-load-pdis"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            o.expand_load_pdis = g.on();
            Ok(())
        }),
        doc: "Runs `--aie-expand-load-pdi` after the NPU lowering (as mlir-aie's aiecc does): each `load_pdi` of a device, also those `aiex.configure` blocks become, turns into a reset and an `aiex.npu.write_config` of the device (`npu_lowered.mlir` shows them), which the control code writes as the device's configuration, its cores' images first.",
    },
    Spec {
        names: &["load-pdi-to-ctrl-pkt"],
        takes: Flag,
        era: Current,
        effect: Sets(|o, g| {
            o.load_pdi_to_ctrl_pkt = g.on();
            Ok(())
        }),
        doc: "Routes the column control overlay before the object FIFOs, in every device that does not opt out (`needs_ctrl_pkt_overlay = false`) and in a device of its own, `@ctrl_pkt_overlay` (`--aie-generate-column-control-overlay=emit-standalone-overlay=true`); once the runtime sequences are NPU ops, each `load_pdi` of a device becomes a load of that overlay and the device's configuration as control packets (`--aie-expand-load-pdi=ctrl-pkt=true`), which the sequence sends through the overlay's shim DMA channels from the control code. With `--get-full-elf` the ELF carries them and `--get-ctrlpkt` writes no files of its own.",
    },
    Spec {
        names: &["xchesscc"],
        takes: Flag,
        era: Both,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core compiler runs.",
    },
    Spec {
        names: &["xbridge"],
        takes: Flag,
        era: Both,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core linker runs.",
    },
    Spec {
        names: &["aietools"],
        takes: Value("a directory"),
        era: Both,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no AMD tool runs.",
    },
    Spec {
        names: &["unified"],
        takes: Flag,
        era: Both,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core compiler runs.",
    },
    Spec {
        names: &["no-unified"],
        takes: Flag,
        era: Both,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core compiler runs.",
    },
    Spec {
        names: &["no-measure-stack-size"],
        takes: Flag,
        era: Later,
        effect: Noted(NO_MEASUREMENT),
        doc: "Noted: no stack is measured.",
    },
    Spec {
        names: &["no-measure-data-size"],
        takes: Flag,
        era: Later,
        effect: Noted(NO_MEASUREMENT),
        doc: "Noted: no static data is measured.",
    },
    Spec {
        names: &["default-stack-size"],
        takes: Value("bytes"),
        era: Later,
        effect: Sets(|o, g| {
            o.default_stack_size = stack_bytes(g.text())?;
            Ok(())
        }),
        doc: "The `stack_size` of every `aie.core` that leaves it absent (else the device default, 1024 bytes; `0` keeps that default); a core with its own `stack_size` keeps it, a written `stack_size = 1024` included (the attribute is optional, as in mlir-aie since 2026, docs/dialect.md). Written onto those cores before the placement (`default_stack_size.mlir`), so the placer's budget, the buffer allocator and every later stage use it.",
    },
    Spec {
        names: &["no-check-bank-placement"],
        takes: Flag,
        era: Later,
        effect: Noted(NO_BANK_CHECK),
        doc: "Noted: no bank-placement check runs.",
    },
    Spec {
        names: &["check-lut-banks"],
        takes: Flag,
        era: Later,
        effect: Noted(NO_BANK_CHECK),
        doc: "Noted: no LUT bank check runs.",
    },
    Spec {
        names: &["sequence-name"],
        takes: Value("a runtime sequence symbol"),
        era: Both,
        effect: Sets(|o, g| {
            o.sequence_name = Some(g.text().into());
            Ok(())
        }),
        doc: "Makes the per-sequence outputs for that runtime sequence only.",
    },
    Spec {
        names: &["no-materialize"],
        takes: Flag,
        era: Both,
        effect: Noted("aiec's pipeline always materializes runtime sequences"),
        doc: "Noted: runtime sequences are always materialized.",
    },
    Spec {
        names: &["j", "nthreads"],
        takes: Prefix("a number"),
        era: Both,
        effect: Noted(ONE_PROCESS),
        doc: "Noted: one process.",
    },
    Spec {
        names: &["host-target"],
        takes: Value("a target triple"),
        era: Both,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no libxaiengine host program.",
    },
    Spec {
        names: &["sysroot"],
        takes: Value("a directory"),
        era: Both,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no libxaiengine host program.",
    },
    Spec {
        names: &["I"],
        takes: Prefix("a directory"),
        era: Both,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no libxaiengine host program.",
    },
    Spec {
        names: &["L"],
        takes: Prefix("a directory"),
        era: Both,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no libxaiengine host program.",
    },
    Spec {
        names: &["l"],
        takes: Prefix("a library"),
        era: Both,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no libxaiengine host program.",
    },
    Spec {
        names: &["npu-insts-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::NpuInsts, g)),
        doc: "The NPU instructions' file name.",
    },
    Spec {
        names: &["fold-ddr-addr-offset"],
        takes: Flag,
        era: Current,
        effect: Sets(|o, g| {
            o.fold_ddr_addr_offset = g.on();
            Ok(())
        }),
        doc: "Whether an address patch of host buffer 5 or later carries the DDR aperture offset (0x80000000) the firmware adds to buffers 0 to 4 only (default true, as XRT's instruction-buffer runtime, and aie-sim's, expect).",
    },
    Spec {
        names: &["elf-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::Elf, g)),
        doc: "The control-code ELF's file name.",
    },
    Spec {
        names: &["pdi-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::Pdi, g)),
        doc: "The PDI's file name.",
    },
    Spec {
        names: &["txn-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::Txn, g)),
        doc: "The transaction MLIR's file name.",
    },
    Spec {
        names: &["ctrlpkt-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::Ctrlpkt, g)),
        doc: "The control packets' file name.",
    },
    Spec {
        names: &["ctrlpkt-dma-seq-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| {
            o.ctrlpkt_dma_seq_name = g.text().into();
            Ok(())
        }),
        doc: "The file name of the instruction words that send the control packets.",
    },
    Spec {
        names: &["ctrlpkt-elf-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| {
            o.ctrlpkt_elf_name = g.text().into();
            Ok(())
        }),
        doc: "The file name of the control-code ELF that sends the control packets itself.",
    },
    Spec {
        names: &["xclbin-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::Xclbin, g)),
        doc: "The xclbin's file name.",
    },
    Spec {
        names: &["xclbin-kernel-name"],
        takes: Value("a kernel name"),
        era: Both,
        effect: Sets(|o, g| {
            o.kernel_name = g.text().into();
            Ok(())
        }),
        doc: "The xclbin kernel's name (default `MLIR_AIE`).",
    },
    Spec {
        names: &["xclbin-instance-name"],
        takes: Value("an instance name"),
        era: Both,
        effect: Sets(|o, g| {
            o.instance_name = g.text().into();
            Ok(())
        }),
        doc: "The kernel instance's name (default `MLIRAIE`).",
    },
    Spec {
        names: &["xclbin-kernel-id"],
        takes: Value("a number"),
        era: Both,
        effect: Sets(|o, g| {
            o.kernel_id = super::cli::kernel_id(g.text())?;
            Ok(())
        }),
        doc: "The kernel's id, decimal or `0x` hex, at most 0xfff (default `0x901`).",
    },
    Spec {
        names: &["xclbin-input"],
        takes: Value("an xclbin"),
        era: Both,
        effect: Sets(|o, g| {
            o.xclbin_input = Some(g.text().into());
            Ok(())
        }),
        doc: "Adds the kernel, its PDI and kernel objects to that xclbin instead of a new one.",
    },
    Spec {
        names: &["xclbinutil-path"],
        takes: Value("a program"),
        era: Current,
        effect: Noted("aiec writes the xclbin itself"),
        doc: "Noted: aiec writes the xclbin itself.",
    },
    Spec {
        names: &["full-elf-name"],
        takes: Value("a file name"),
        era: Both,
        effect: Sets(|o, g| o.name(Artifact::FullElf, g)),
        doc: "The full ELF's file name.",
    },
    Spec {
        names: &["get", "g"],
        takes: Value("output names"),
        era: Current,
        effect: Sets(|o, g| {
            for edge in g.text().split(',').filter(|e| !e.is_empty()) {
                o.get_edge(edge)?;
            }
            Ok(())
        }),
        doc: "Selects outputs by mlir-aie's edge names (comma-separated, repeatable): an output's default name (`insts_{0}.bin`, `aie.xclbin`, ...) or a stage of the design (`placed.mlir`, ...); an edge aiec does not make gets a warning (among them mlir-aie's `measured_stack_sizes.mlir`, `measured_data_sizes.mlir`, `checked_bank_placement.mlir` and `checked_lut_banks.mlir`: aiec links, measures and checks no core ELF), an unknown name is an error that lists the names.",
    },
    Spec {
        names: &["cut"],
        takes: Value("output names"),
        era: Current,
        effect: Sets(|o, g| {
            for edge in g.text().split(',').filter(|e| !e.is_empty()) {
                o.cut.push(edge.to_string());
            }
            Ok(())
        }),
        doc: "The outputs or stages `--checkpoint` keeps (needs `--checkpoint`).",
    },
    Spec {
        names: &["aie-version", "version"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, _| {
            o.version = true;
            Ok(())
        }),
        doc: "Prints the version and exits.",
    },
    Spec {
        names: &["n"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            o.dry_run = g.on();
            Ok(())
        }),
        doc: "Dry run: compiles, says what would be written, writes nothing.",
    },
    Spec {
        names: &["profile"],
        takes: Flag,
        era: Both,
        effect: Sets(|o, g| {
            o.profile = g.on();
            Ok(())
        }),
        doc: "Prints the time each step took at the end (stderr).",
    },
    Spec {
        names: &["progress"],
        takes: Flag,
        era: Both,
        effect: Noted("aiec compiles in well under a second; it prints no progress line"),
        doc: "Noted: no progress line.",
    },
    Spec {
        names: &["no-progress"],
        takes: Flag,
        era: Current,
        effect: Noted("aiec prints no progress line"),
        doc: "Noted: no progress line.",
    },
    Spec {
        names: &["checkpoint"],
        takes: Value("a directory"),
        era: Current,
        effect: Sets(|o, g| {
            o.checkpoint = Some(g.text().into());
            Ok(())
        }),
        doc: "After a successful run, writes the `--cut` outputs and a `manifest.json` (the command line, the input, the outputs) to the directory.",
    },
    Spec {
        names: &["resume"],
        takes: Value("a manifest.json"),
        era: Current,
        effect: Sets(|o, g| {
            o.resume = Some(g.text().into());
            Ok(())
        }),
        doc: "Runs a checkpoint's command line again, in its working directory (only `-v`, `-n`, `--profile`, `--[no-]progress` and `--get` may come with it).",
    },
    Spec {
        names: &["enable-repeater-scripts"],
        takes: Flag,
        era: Both,
        effect: Noted("a failing aiec run is reproduced by its own command line"),
        doc: "Noted: the command line reproduces a failure.",
    },
    Spec {
        names: &["disable-repeater-scripts"],
        takes: Flag,
        era: Both,
        effect: Noted("a failing aiec run is reproduced by its own command line"),
        doc: "Noted: the command line reproduces a failure.",
    },
    Spec {
        names: &["repeater-output-dir"],
        takes: Value("a directory"),
        era: Both,
        effect: Noted("a failing aiec run is reproduced by its own command line"),
        doc: "Noted: the command line reproduces a failure.",
    },
    Spec {
        names: &["aie-generate-npu-insts", "aie-generate-npu"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::NpuInsts, g)),
        doc: "`--get-npu-insts`, default name `{0}_{1}.bin`.",
    },
    Spec {
        names: &["aie-generate-input-with-addresses"],
        takes: Flag,
        era: Interim,
        effect: Sets(|o, g| o.select_april(Artifact::InputWithAddresses, g)),
        doc: "`--get-input-with-addresses`.",
    },
    Spec {
        names: &["emit-scratchpad-parameters"],
        takes: Flag,
        era: Interim,
        effect: Sets(|o, g| o.select_april(Artifact::ScratchpadParameters, g)),
        doc: "`--get-scratchpad-parameters`.",
    },
    Spec {
        names: &["aie-generate-core-elfs"],
        takes: Flag,
        era: Interim,
        effect: Sets(|o, g| o.select_april(Artifact::CoreElfs, g)),
        doc: "`--get-core-elfs`.",
    },
    Spec {
        names: &["keep-loc"],
        takes: Flag,
        era: Interim,
        effect: Sets(|o, g| {
            if g.on() {
                o.select(Artifact::Locmap, "--keep-loc");
            }
            Ok(())
        }),
        doc: "`--get-locmap`.",
    },
    Spec {
        names: &["aie-generate-elf"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::Elf, g)),
        doc: "`--get-elf`.",
    },
    Spec {
        names: &["generate-full-elf"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::FullElf, g)),
        doc: "`--get-full-elf`.",
    },
    Spec {
        names: &["aie-generate-cdo"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::Cdo, g)),
        doc: "`--get-cdo`.",
    },
    Spec {
        names: &["aie-generate-pdi"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::Pdi, g)),
        doc: "`--get-pdi`.",
    },
    Spec {
        names: &["aie-generate-xclbin"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::Xclbin, g)),
        doc: "`--get-xclbin`, default name `{0}.xclbin`.",
    },
    Spec {
        names: &["aie-generate-txn"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::Txn, g)),
        doc: "`--get-txn`.",
    },
    Spec {
        names: &["aie-generate-ctrlpkt"],
        takes: Flag,
        era: April,
        effect: Sets(|o, g| o.select_april(Artifact::Ctrlpkt, g)),
        doc: "`--get-ctrlpkt`.",
    },
    Spec {
        names: &["no-xchesscc"],
        takes: Flag,
        era: April,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core compiler runs.",
    },
    Spec {
        names: &["no-xbridge"],
        takes: Flag,
        era: April,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core linker runs.",
    },
    Spec {
        names: &["aiesim", "no-aiesim"],
        takes: Flag,
        era: April,
        effect: Noted(NO_AIESIM),
        doc: "Noted: no AMD aiesimulator work folder is made.",
    },
    Spec {
        names: &["compile-host", "no-compile-host"],
        takes: Flag,
        era: April,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no libxaiengine host program.",
    },
    Spec {
        names: &["compile", "no-compile", "link", "no-link"],
        takes: Flag,
        era: April,
        effect: Noted(NO_CORE_COMPILER),
        doc: "Noted: no core compiler runs.",
    },
    Spec {
        names: &["link_against_hsa"],
        takes: Flag,
        era: April,
        effect: Noted(NO_HOST_BUILD),
        doc: "Noted: aiecc builds no host program.",
    },
    Spec {
        names: &["Wno-deadlock"],
        takes: Flag,
        era: Aiec,
        effect: Sets(|o, g| {
            o.no_deadlock_check = g.on();
            Ok(())
        }),
        doc: "The default pipeline without the static deadlock check (deadlocks.md).",
    },
    Spec {
        names: &["help", "h"],
        takes: Flag,
        era: Aiec,
        effect: Sets(|o, _| {
            o.help = true;
            Ok(())
        }),
        doc: "Prints the usage and exits.",
    },
];

/// An output aiecc can be asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Artifact {
    InputWithAddresses,
    InputWithSymbols,
    ScratchpadParameters,
    CoreElfs,
    NpuInsts,
    Elf,
    Cdo,
    Pdi,
    Txn,
    Ctrlpkt,
    Xclbin,
    FullElf,
    Locmap,
    Host,
    Aiesim,
}

/// Whether aiec makes an output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Made {
    /// It does: what it is.
    Yes(&'static str),
    /// It does not (a warning): what mlir-aie's is.
    No(&'static str),
}

/// One output of aiecc.
pub(super) struct ArtifactSpec {
    pub artifact: Artifact,
    /// `--get-<nice>`.
    pub nice: &'static str,
    /// mlir-aie's name for it, its default file name (`{0}` the device,
    /// or the device and sequence of a per-sequence output).
    pub edge: &'static str,
    /// Its default name when the April aiecc's `--aie-generate-*` asked for it.
    pub april_name: &'static str,
    pub made: Made,
    /// The aiecc that has `--get-<nice>`.
    pub era: Era,
}

/// Every output, in the order of mlir-aie's selector table.
pub(super) const ARTIFACTS: &[ArtifactSpec] = &[
    ArtifactSpec {
        artifact: Artifact::InputWithAddresses,
        nice: "input-with-addresses",
        edge: "input_with_addresses.mlir",
        april_name: "input_with_addresses.mlir",
        made: Made::Yes("the design with buffers, locks and BD ids allocated, before routing"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::InputWithSymbols,
        nice: "input-with-symbols",
        edge: "input_with_symbols.mlir",
        april_name: "input_with_symbols.mlir",
        made: Made::Yes("the design after the vector passes, what routing starts from (the stage of that name)"),
        era: Later,
    },
    ArtifactSpec {
        artifact: Artifact::ScratchpadParameters,
        nice: "scratchpad-parameters",
        edge: "params.txt",
        april_name: "params.txt",
        made: Made::Yes("each aiex.scratchpad_parameter's state-table word, type, kind and bounds, for the host's ParameterScratchpad"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::CoreElfs,
        nice: "core-elfs",
        edge: "elfs_{0}.elf",
        april_name: "elfs_{0}.elf",
        made: Made::No("core ELFs (cores run as MLIR on aie-sim)"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::NpuInsts,
        nice: "npu-insts",
        edge: "insts_{0}.bin",
        april_name: "{0}_{1}.bin",
        made: Made::Yes("per runtime sequence, the NPU instruction words `aiec --aie-npu-to-binary` writes"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Elf,
        nice: "elf",
        edge: "design.elf",
        april_name: "design.elf",
        made: Made::Yes("the control-code ELF of the design (`aiec --emit=ctrl-elf`)"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Cdo,
        nice: "cdo",
        edge: "cdo_{0}",
        april_name: "cdo_{0}",
        made: Made::No("CDO"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Pdi,
        nice: "pdi",
        edge: "{0}.pdi",
        april_name: "{0}.pdi",
        made: Made::Yes("per device, the PDI image its xclbin carries: the device's design as the pipeline leaves it before CERT lowering (MLIR text, docs/host-programs.md)"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Txn,
        nice: "txn",
        edge: "{0}_transaction.mlir",
        april_name: "{0}_transaction.mlir",
        made: Made::Yes("the design with the device's configuration as the NPU writes of a `@configure` runtime sequence (`--convert-aie-to-transaction`)"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Ctrlpkt,
        nice: "ctrlpkt",
        edge: "{0}_ctrlpkt.bin",
        april_name: "{0}_ctrlpkt.bin",
        made: Made::Yes("the device's configuration as control packets, the instruction words that send them, and an ELF that sends them itself"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Xclbin,
        nice: "xclbin",
        edge: "aie.xclbin",
        april_name: "{0}.xclbin",
        made: Made::Yes("per device, the xclbin XRT loads"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::FullElf,
        nice: "full-elf",
        edge: "aie.elf",
        april_name: "aie.elf",
        made: Made::Yes("the control-code ELF with the design and its kernel libraries"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Locmap,
        nice: "locmap",
        edge: "insts_{0}.bin.locmap.json",
        april_name: "insts_{0}.bin.locmap.json",
        made: Made::Yes("per runtime sequence, the JSON map from each operation of its instruction words to its op's location, beside them"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Host,
        nice: "host",
        edge: "a.out",
        april_name: "a.out",
        made: Made::No("libxaiengine host program"),
        era: Current,
    },
    ArtifactSpec {
        artifact: Artifact::Aiesim,
        nice: "aiesim",
        edge: "aiesim_{0}.stamp",
        april_name: "aiesim_{0}.stamp",
        made: Made::No("AMD aiesimulator work folder"),
        era: Current,
    },
];

/// The spec of `artifact`.
pub(super) fn artifact(artifact: Artifact) -> &'static ArtifactSpec {
    ARTIFACTS
        .iter()
        .find(|a| a.artifact == artifact)
        .expect("every artifact has a spec")
}

/// A stage of the design through aiec's pipeline, as mlir-aie's aiecc
/// names it: `--get=<name>` writes the module after the last of the passes
/// `after` that runs (none: the input parsed and verified).
pub(super) struct Stage {
    pub name: &'static str,
    pub after: &'static [&'static str],
}

/// The stages, in pipeline order.
pub(super) const STAGES: &[Stage] = &[
    Stage {
        name: INPUT_STAGE,
        after: &[],
    },
    Stage {
        name: DEFAULTED_STAGE,
        after: &[],
    },
    Stage {
        name: "placed.mlir",
        after: &["aie-place-tiles"],
    },
    Stage {
        name: "traced.mlir",
        after: &["aie-inline-trace-config"],
    },
    Stage {
        name: "input_with_addresses.mlir",
        after: &["aie-assign-bd-ids"],
    },
    Stage {
        name: "input_with_symbols.mlir",
        after: &[
            "aie-vector-transfer-lowering",
            "aie-vector-to-pointer-loops",
        ],
    },
    Stage {
        name: "input_physical.mlir",
        after: &["aie-create-pathfinder-flows"],
    },
    Stage {
        name: "npu_lowered.mlir",
        after: &["canonicalize", "aie-expand-load-pdi"],
    },
];

/// A stage of each core, `{0}` its key `<device>_core_<col>_<row>`.
pub(super) struct CoreStage {
    pub name: &'static str,
    /// What the file holds.
    pub what: &'static str,
}

/// The per-core stages aiec makes.
pub(super) const CORE_STAGES: &[CoreStage] = &[CoreStage {
    name: "lowered_{0}.mlir",
    what: "the core's code lowered to the LLVM dialect, from `input_physical.mlir` (docs/passes.md, \"Core lowering\")",
}];

/// The stage of the design as parsed and verified.
pub(super) const INPUT_STAGE: &str = "input.mlir";

/// The stage after aiecc's own first step: `--default-stack-size` written
/// onto the cores without a `stack_size`, measured attributes dropped.
pub(super) const DEFAULTED_STAGE: &str = "default_stack_size.mlir";

/// mlir-aie's modules after its measurements and bank checks of each
/// linked core ELF, which aiec does not link.
pub(super) const MEASURED_EDGES: &[&str] = &[
    "measured_stack_sizes.mlir",
    "measured_data_sizes.mlir",
    "checked_bank_placement.mlir",
    "checked_lut_banks.mlir",
];

/// What aiec does not make for a `--get` of a [`MEASURED_EDGES`] edge.
pub(super) const NO_MEASURED_MODULE: &str =
    "measurement or bank check of linked core ELFs (no core ELF is linked: aie-sim interprets the cores' MLIR bodies), so no module carries measured sizes or checked placements";

/// mlir-aie's other edge names `--get` may give, which aiec does not make:
/// core compilation, AMD's packaging, and its own intermediate splits.
pub(super) const EDGES_NOT_MADE: &[&str] = &[
    "llvmIR_{0}.ll",
    "opted_{0}.ll",
    "chesslinked_{0}.ll",
    "peano-compat_{0}.ll",
    "chess-compat_{0}.ll",
    "perCore_{0}.mlir",
    "perCoreArches_{0}.txt",
    "perCoreIRLinkFiles_{0}.txt",
    "perDeviceCompile_{0}.mlir",
    "perDeviceArches_{0}.txt",
    "perDeviceIRLinkFiles_{0}.txt",
    "unifiedLowered_{0}.mlir",
    "unifiedObjects_{0}.o",
    "objects_{0}.o",
    "linkwith_{0}.txt",
    "preBakedElfs_{0}.elf",
    "physical_with_elfs.mlir",
    "npu_materialized.mlir",
    "npu_expanded.mlir",
    "ctrlpkt_to_dma.mlir",
    "ctrlpkt_npu_lowered.mlir",
    "npu_dma_lowered.mlir",
    "perDevice_{0}.mlir",
    "bif_{0}.bif",
    "ctrlpkt_lowered_{0}.mlir",
    "ctrlpkt_extbuf_{0}.json",
    "memTopology_{0}.json",
    "kernels_{0}.json",
    "partition_{0}.json",
    "input_aie_partition_{0}.json",
    "input_aie_partition_parsed_{0}.json",
    "merged_partition_{0}.json",
    "perDeviceNPULowered_{0}.mlir",
    "npu_seq_{0}.mlir",
    "npu_program_{0}.bin",
    "npu_program_full_elf_{0}.bin",
    "npu_insts_full_elf_{0}.bin",
    "ctrlpkt_expanded_seq_{0}.mlir",
    "full_elf_{0}.ctrlpkt.bin",
    "full_elf_{0}.patch_info.json",
    "full_elf_config.json",
    "aie_inc.cpp",
];

/// docs/cli.md's table of aiecc's options, generated from [`OPTIONS`] and
/// [`ARTIFACTS`].
#[cfg(test)]
pub(super) fn doc_table() -> String {
    let mut out = String::from("| Option | mlir-aie's aiecc | aiec |\n| --- | --- | --- |\n");
    for (names, era, what) in rows() {
        let names: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
        out += &format!("| {} | {era} | {what} |\n", names.join(", "));
    }
    out
}

/// `aiecc --help`'s list of every option, from the same rows.
pub(super) fn help_list() -> String {
    let mut out = String::from("Every option of mlir-aie's aiecc, and what aiec does with it:\n");
    for (names, era, what) in rows() {
        out += &format!(
            "  {} ({era})\n      {}\n",
            names.join(", "),
            what.replace('`', "")
        );
    }
    out
}

/// Each option's and each output selector's spellings, the aiecc that has
/// it, and what aiec does with it.
fn rows() -> Vec<(Vec<String>, &'static str, String)> {
    let mut out = Vec::new();
    for spec in OPTIONS {
        let names = spec.names.iter().map(|n| spelled(n, spec.takes)).collect();
        let era = era_name(spec.era);
        let what = match spec.effect {
            Sets(_) => spec.doc.to_string(),
            Noted(why) => format!("Noted under `-v`: {why}."),
        };
        out.push((names, era, what));
    }
    for a in ARTIFACTS {
        let what = match a.made {
            Made::Yes(what) => format!("Writes {what}."),
            Made::No(what) => format!("A warning: aiec makes no {what}."),
        };
        let what = format!("{what} Default name `{}`.", a.edge);
        out.push((vec![format!("--get-{}", a.nice)], era_name(a.era), what));
    }
    for s in CORE_STAGES {
        let what = format!("Writes, per core, {}.", s.what);
        out.push((vec![format!("--get={}", s.name)], "since July 2026", what));
    }
    out
}

/// Which aiecc has an option, as the docs say it.
fn era_name(era: Era) -> &'static str {
    match era {
        Both => "April and since July 2026",
        April => "April 2026",
        Current => "since July 2026",
        Interim => "July and August 2026",
        Later => "after August 2026",
        Aiec => "aiec's own",
    }
}

/// `name` as a command line spells it, with its value.
fn spelled(name: &str, takes: Takes) -> String {
    match takes {
        Flag if name.len() == 1 => format!("-{name}"),
        Flag => format!("--{name}"),
        Value(what) if name.len() == 1 => format!("-{name} <{what}>"),
        Value(what) => format!("--{name}=<{what}>"),
        Prefix(what) => format!("-{name}<{what}>"),
    }
}
