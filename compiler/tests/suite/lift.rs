//! The ELF lift against the netlists it comes from, by normalised facts.
//!
//! - Every example under `examples/*/`: compiled to a ctrlcode ELF
//!   (`--emit=ctrl-elf`, the default pipeline with `--aie-lower-to-cert`),
//!   lifted back (`--emit=mlir`) and compared with the routed, allocated
//!   netlist (`--stop-after=aie-create-pathfinder-flows`): everything the
//!   configuration sets is in the lift and nothing else, without warnings;
//!   the lift is canonical, and lowering and lifting it gives it again.
//! - A netlist written by hand next to its configuration written by hand as
//!   ctrlcode asm: the lift of the asm has the netlist's facts.
//!
//! Facts are what the static configuration sets, in units that do not
//! depend on how the netlist spells them: tiles; lock initial values; per BD
//! its buffer's tile and byte address, byte length, hardware wraps and
//! steps, padding, locks, next BD and packet header; channel starts (first
//! BD, repeat count); circuit connects, packet masters (arbiter, msels,
//! whether the header is dropped) and rules (slot, mask, id, arbiter, msel);
//! shim mux connects; cascades; enabled cores; runtime-sequence argument
//! types.

use dialect::ir::{Attr, BlockId, EnumKind, OpId};
use dialect::Ir;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

type Tile = (i64, i64);

fn int(ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    ir.int_attr(op, name).map(|v| v as i64)
}

fn enum_value(ir: &Ir, op: OpId, name: &str) -> i64 {
    match ir.attr(op, name) {
        Some(Attr::Enum(k, i)) => k.value(*i),
        _ => -1,
    }
}

fn enum_name(ir: &Ir, op: OpId, name: &str) -> String {
    ir.attr(op, name)
        .and_then(Attr::as_enum)
        .unwrap_or("?")
        .to_string()
}

/// The op defining operand `k` of `op`.
fn operand_op(ir: &Ir, op: OpId, k: usize) -> Option<OpId> {
    ir.defining_op(*ir[op].operands.get(k)?)
}

/// The tile of an op whose first operand is an `aie.tile`, or of the tile itself.
fn tile_of(ir: &Ir, op: OpId) -> Tile {
    let t = if ir[op].name() == "aie.tile" {
        Some(op)
    } else {
        operand_op(ir, op, 0)
    };
    t.map_or((-1, -1), |t| {
        (
            int(ir, t, "col").unwrap_or(-1),
            int(ir, t, "row").unwrap_or(-1),
        )
    })
}

fn port(ir: &Ir, op: OpId, prefix: &str) -> String {
    let b = enum_value(ir, op, &format!("{prefix}bundle"));
    let name = EnumKind::WireBundle
        .cases()
        .iter()
        .find(|c| c.1 == b)
        .map_or("?", |c| c.0);
    format!(
        "{name}:{}",
        int(ir, op, &format!("{prefix}channel")).unwrap_or(-1)
    )
}

fn children(ir: &Ir, op: OpId) -> Vec<OpId> {
    ir[op]
        .regions()
        .iter()
        .flat_map(|&r| ir[r].blocks.clone())
        .flat_map(|b| ir.ops_in(b).collect::<Vec<_>>())
        .collect()
}

/// `(lock tile, lock id)` of a `use_lock`.
fn lock_of(ir: &Ir, use_lock: OpId) -> (Tile, i64) {
    let lock = operand_op(ir, use_lock, 0);
    lock.map_or(((-1, -1), -1), |l| {
        (tile_of(ir, l), int(ir, l, "lockID").unwrap_or(-1))
    })
}

/// The normalised facts of a BD block.
fn bd_fact(ir: &Ir, tile: Tile, block: BlockId) -> Option<String> {
    let ops = ir.ops_in(block);
    let bd = ops.clone().find(|&o| ir[o].name() == "aie.dma_bd")?;
    let buf = operand_op(ir, bd, 0)?;
    let ty = ir.type_of(ir[bd].operands[0]);
    let bits = ty.element().and_then(|e| e.bit_width()).unwrap_or(32) as i64;
    let bytes = |elems: i64| elems * bits / 8;
    let offset = int(ir, bd, "offset").unwrap_or(0);
    let len = int(ir, bd, "len").unwrap_or(ty.num_elements().unwrap_or(0) as i64);
    let address = int(ir, buf, "address").unwrap_or(-1) + bytes(offset);
    // Dimensions as the hardware walks them: wraps and steps in words.
    let dims = match ir.attr(bd, "dimensions") {
        Some(Attr::DimLayouts(d)) if !d.is_empty() => d.clone(),
        _ => Vec::new(),
    };
    let walk = if dims.is_empty() {
        "linear".to_string()
    } else {
        let (mut s, mut t) = ([1i64; 4], [0i64; 4]);
        for (i, &(size, stride)) in dims.iter().rev().enumerate().take(4) {
            (s[i], t[i]) = (size as i64, stride as i64);
        }
        let (hs, ht) = aie_target::regs::hardware_wraps_steps(&s, &t, bits);
        let linear = s[1] == 1 && s[2] == 1 && t[0] == 1 && t[1] == 0 && t[2] == 0;
        let low = if linear {
            "linear".to_string()
        } else {
            format!("{:?}/{:?}", &hs[..3], &ht[..3])
        };
        // A repeat without a step is the start queue's business, not the BD's.
        let iteration = if s[3] > 1 && t[3] == 0 {
            (0, 0)
        } else {
            (hs[3], ht[3])
        };
        if low == "linear" && iteration == (0, 0) {
            low
        } else {
            format!("{low} iteration {iteration:?}")
        }
    };
    let pads: Vec<(u64, u64)> = match ir.attr(bd, "pad_dimensions") {
        Some(Attr::PadLayouts(p)) => p.iter().rev().copied().collect(),
        _ => Vec::new(),
    };
    let pads = if pads.iter().all(|&p| p == (0, 0)) {
        String::new()
    } else {
        let mut p = pads;
        p.resize(3, (0, 0));
        format!(" pads {p:?}")
    };
    let packet = match ir.attr(bd, "packet") {
        Some(a @ Attr::PacketInfo(..)) => a.packet_fields().map(|(t, i)| (t as i64, i as i64)),
        _ => ops
            .clone()
            .find(|&o| ir[o].name() == "aie.dma_bd_packet")
            .map(|o| {
                (
                    int(ir, o, "packet_type").unwrap_or(0),
                    int(ir, o, "packet_id").unwrap_or(0),
                )
            }),
    };
    let mut locks = Vec::new();
    for l in ops.filter(|&o| ir[o].name() == "aie.use_lock") {
        let (lt, id) = lock_of(ir, l);
        let value = int(ir, l, "value").unwrap_or(1);
        locks.push(format!(
            "{} lock {lt:?}#{id} by {value}",
            enum_name(ir, l, "action")
        ));
    }
    locks.sort();
    Some(format!(
        "bd {tile:?} #{} buffer {:?}+{address} {} bytes {walk}{pads} next {:?} packet {packet:?} [{}]",
        int(ir, bd, "bd_id").unwrap_or(-1),
        tile_of(ir, buf),
        bytes(len),
        int(ir, bd, "next_bd_id"),
        locks.join(", ")
    ))
}

/// The initial value of an integer `aie.buffer` as little-endian hex bytes.
fn initial_bytes(ir: &Ir, buf: OpId) -> Option<String> {
    let Some(Attr::Dense(d)) = ir.attr(buf, "initial_value") else {
        return None;
    };
    let lit = &d.lit;
    let ty = ir.type_of(ir[buf].results[0]);
    let bytes = ty.element()?.bit_width()?.div_ceil(8) as usize;
    let mut flat = Vec::new();
    let mut stack = vec![lit];
    while let Some(l) = stack.pop() {
        match l {
            dialect::ir::DenseLit::List(items) => stack.extend(items.iter().rev()),
            dialect::ir::DenseLit::Int(v) => flat.push(*v),
            _ => return Some("(not integers)".into()),
        }
    }
    Some(
        flat.iter()
            .flat_map(|v| v.to_le_bytes()[..bytes].to_vec())
            .map(|b| format!("{b:02x}"))
            .collect(),
    )
}

/// The facts of a netlist (see the module documentation).
fn facts(text: &str) -> BTreeSet<String> {
    let ir = dialect::parse(text).unwrap_or_else(|d| panic!("{d:?}\n{text}"));
    let mut facts: Vec<(Option<Tile>, String)> = Vec::new();
    for op in ir.walk(ir.top) {
        let name = ir[op].name().as_str();
        match name {
            "aie.lock" => {
                if let Some(init) = int(&ir, op, "init") {
                    let t = tile_of(&ir, op);
                    let id = int(&ir, op, "lockID").unwrap_or(-1);
                    facts.push((Some(t), format!("lock {t:?}#{id} init {init}")));
                }
            }
            "aie.mem" | "aie.memtile_dma" | "aie.shim_dma" => {
                let t = tile_of(&ir, op);
                for block in ir[op].regions().iter().flat_map(|&r| ir[r].blocks.clone()) {
                    if let Some(f) = bd_fact(&ir, t, block) {
                        facts.push((Some(t), f));
                    }
                    for s in ir.ops_in(block) {
                        if ir[s].name() != "aie.dma_start" {
                            continue;
                        }
                        let first = ir[s]
                            .successors
                            .first()
                            .and_then(|x| {
                                ir.ops_in(x.block).find(|&o| ir[o].name() == "aie.dma_bd")
                            })
                            .and_then(|bd| int(&ir, bd, "bd_id"));
                        facts.push((
                            Some(t),
                            format!(
                                "start {t:?} {} {} bd {first:?} repeat {}",
                                enum_name(&ir, s, "channel_dir"),
                                int(&ir, s, "channel_index").unwrap_or(-1),
                                int(&ir, s, "repeat_count").unwrap_or(0)
                            ),
                        ));
                    }
                }
            }
            "aie.switchbox" => {
                let t = tile_of(&ir, op);
                for c in children(&ir, op) {
                    match ir[c].name().as_str() {
                        "aie.connect" => facts.push((
                            Some(t),
                            format!(
                                "connect {t:?} {} -> {}",
                                port(&ir, c, "source_"),
                                port(&ir, c, "dest_")
                            ),
                        )),
                        "aie.masterset" => {
                            let mut arbiters = BTreeSet::new();
                            let mut msels = BTreeSet::new();
                            for k in 0..ir[c].operands.len() {
                                if let Some(a) = operand_op(&ir, c, k) {
                                    arbiters.insert(int(&ir, a, "arbiterID").unwrap_or(-1));
                                    msels.insert(int(&ir, a, "msel").unwrap_or(-1));
                                }
                            }
                            let dest = enum_value(&ir, c, "dest_bundle");
                            let to_dma = dest == aie_target::device::WireBundle::DMA as i64
                                || (t.1 == 0
                                    && dest == aie_target::device::WireBundle::South as i64);
                            let keep = ir
                                .attr(c, "keep_pkt_header")
                                .is_some_and(|a| a.as_bool() != Some(false));
                            facts.push((
                                Some(t),
                                format!(
                                    "masterset {t:?} {} arbiters {arbiters:?} msels {msels:?} drop_header {}",
                                    port(&ir, c, "dest_"),
                                    to_dma && !keep
                                ),
                            ));
                        }
                        "aie.packet_rules" => {
                            let rules = children(&ir, c);
                            for (k, &r) in rules
                                .iter()
                                .filter(|&&r| ir[r].name() == "aie.rule")
                                .enumerate()
                            {
                                let a = operand_op(&ir, r, 0);
                                let (arbiter, msel) = a.map_or((-1, -1), |a| {
                                    (
                                        int(&ir, a, "arbiterID").unwrap_or(-1),
                                        int(&ir, a, "msel").unwrap_or(-1),
                                    )
                                });
                                facts.push((
                                    Some(t),
                                    format!(
                                        "rule {t:?} {} slot {k} mask {} id {} arbiter {arbiter} msel {msel}",
                                        port(&ir, c, "source_"),
                                        int(&ir, r, "mask").unwrap_or(-1),
                                        int(&ir, r, "value").unwrap_or(-1)
                                    ),
                                ));
                            }
                        }
                        _ => {}
                    }
                }
            }
            "aie.shim_mux" => {
                let t = tile_of(&ir, op);
                for c in children(&ir, op)
                    .into_iter()
                    .filter(|&c| ir[c].name() == "aie.connect")
                {
                    facts.push((
                        Some(t),
                        format!(
                            "mux {t:?} {} -> {}",
                            port(&ir, c, "source_"),
                            port(&ir, c, "dest_")
                        ),
                    ));
                }
            }
            "aie.configure_cascade" => {
                let t = tile_of(&ir, op);
                facts.push((
                    Some(t),
                    format!(
                        "cascade {t:?} {} -> {}",
                        enum_name(&ir, op, "inputDir"),
                        enum_name(&ir, op, "outputDir")
                    ),
                ));
            }
            "aie.core" => {
                let t = tile_of(&ir, op);
                facts.push((Some(t), format!("core {t:?}")));
            }
            "aie.buffer" => {
                if let Some(bytes) = initial_bytes(&ir, op) {
                    let t = tile_of(&ir, op);
                    let at = int(&ir, op, "address").unwrap_or(-1);
                    facts.push((Some(t), format!("initial data {t:?}+{at} {bytes}")));
                }
            }
            "aie.runtime_sequence" => {
                let args: Vec<String> = ir[op]
                    .regions()
                    .first()
                    .and_then(|&r| ir[r].blocks.first().copied())
                    .map(|b| {
                        ir[b]
                            .args
                            .iter()
                            .map(|&a| format!("{}", ir.type_of(a)))
                            .collect()
                    })
                    .unwrap_or_default();
                facts.push((None, format!("runtime arguments {args:?}")));
            }
            _ => {}
        }
    }
    let tiles: BTreeSet<Tile> = facts.iter().filter_map(|(t, _)| *t).collect();
    let mut out: BTreeSet<String> = facts.into_iter().map(|(_, f)| f).collect();
    out.extend(tiles.iter().map(|t| format!("tile {t:?}")));
    out
}

fn aiec(args: &[&str]) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_aiec"))
        .args(args)
        .output()
        .expect("run aiec");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "aiec {args:?} failed:\n{stderr}");
    (stdout, stderr)
}

fn tmp(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lift");
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// The facts of `want` and `got` agree; on failure, what each has alone.
#[track_caller]
fn assert_same_facts(what: &str, want: &str, got: &str) {
    let (w, g) = (facts(want), facts(got));
    if w != g {
        let missing: Vec<&String> = w.difference(&g).collect();
        let extra: Vec<&String> = g.difference(&w).collect();
        panic!(
            "{what}: the lift differs from the netlist\nonly in the netlist:\n  {}\nonly in the lift:\n  {}\n--- lift ---\n{got}",
            missing.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  "),
            extra.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  ")
        );
    }
}

/// The lifted IR is the IR its printed text reads back as (the builders
/// make what the parser makes: no attribute the text leaves out), in the
/// April 2026 syntax that spells scalar fields as attributes, as the lift
/// builds them; its text in the current syntax is a fixed point of printing.
#[track_caller]
fn assert_reads_back(what: &str, ir: &dialect::Ir) -> String {
    let text = dialect::syntax::print_april(ir);
    let again = dialect::parse(&text).unwrap_or_else(|d| panic!("{what}: {d:?}\n{text}"));
    assert!(
        ir.structurally_equal(&again),
        "{what}: the lifted IR is not what its text reads back as\n{text}"
    );
    let text = dialect::print(ir);
    let again = dialect::parse(&text).unwrap_or_else(|d| panic!("{what}: {d:?}\n{text}"));
    assert_eq!(
        dialect::print(&again),
        text,
        "{what}: printing is no fixed point"
    );
    text
}

/// The acceptance check: every shipped example (and test/lift/design.mlir),
/// compiled to an ELF and lifted, has the facts of its routed, allocated
/// netlist.
#[test]
fn every_example_lifts_to_its_routed_netlist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut designs: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("examples/")
        .filter_map(|e| Some(e.ok()?.path().join("design.mlir")))
        .filter(|p| p.exists())
        .collect();
    designs.sort();
    assert!(designs.len() >= 8, "examples: {designs:?}");
    // A design with what the examples lack: a cascade and initial data.
    designs.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/lift/design.mlir"));
    for design in designs {
        let name = design
            .parent()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
            .replace("lift", "lift-design");
        let d = design.to_str().expect("UTF-8 path");
        let (routed, _) = aiec(&[d, "--stop-after=aie-create-pathfinder-flows"]);
        let elf = tmp(&format!("{name}.elf"));
        let elf = elf.to_str().expect("UTF-8 path");
        aiec(&[d, "--emit=ctrl-elf", "-o", elf]);
        let (lifted, warnings) = aiec(&[elf, "--emit=mlir"]);
        assert_eq!(warnings, "", "{name}: the lift warns");
        let bytes = std::fs::read(elf).expect("read the ELF");
        let ctrl = aie_target::cert::elf::read(&bytes).expect("an ELF");
        let ir = dialect::lift::lift(&ctrl)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .ir;
        assert_eq!(
            assert_reads_back(&name, &ir),
            lifted,
            "{name}: aiec prints the lift"
        );
        assert_same_facts(&name, &routed, &lifted);
        // The lift is itself a netlist aiec reads back unchanged.
        let again = tmp(&format!("{name}.lifted.mlir"));
        std::fs::write(&again, &lifted).expect("write the lift");
        let again = again.to_str().expect("UTF-8 path");
        let (printed, _) = aiec(&[again]);
        assert_eq!(printed, lifted, "{name}: the lift is not in canonical form");
        // Lowering the lift and lifting that gives the lift again.
        let elf2 = tmp(&format!("{name}.relowered.elf"));
        let elf2 = elf2.to_str().expect("UTF-8 path");
        aiec(&[again, "--emit=ctrl-elf", "-o", elf2]);
        let (lifted2, _) = aiec(&[elf2, "--emit=mlir"]);
        assert_eq!(
            lifted2, lifted,
            "{name}: the lift of the lowered lift differs"
        );
    }
}

/// A netlist written by hand (two columns: a shim → mem tile → core circuit
/// flow, a packet flow back, locks, buffers with initial data, a 2-D BD, a
/// cascade) and its configuration as ctrlcode asm written by hand, word by
/// word from aie2-registers.md; the lift of the asm has the netlist's facts.
#[test]
fn hand_written_asm_lifts_to_its_netlist() {
    let netlist = r#"
module {
  aie.device(npu1_2col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    %l01_0 = aie.lock(%t01, 0) {init = 1 : i32}
    %l01_1 = aie.lock(%t01, 1) {init = 0 : i32}
    %l02_3 = aie.lock(%t02, 3) {init = 2 : i32}
    %l02_4 = aie.lock(%t02, 4) {init = 0 : i32}
    %m = aie.buffer(%t01) {address = 8192 : i32} : memref<256xi32>
    %b = aie.buffer(%t02) {address = 1824 : i32} : memref<256xi32>
    %c = aie.buffer(%t12) {address = 1024 : i32} : memref<4xi32> = dense<[1, 2, 3, -1]>
    %sb00 = aie.switchbox(%t00) {
      aie.connect<South : 3, North : 1>
    }
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 0, North : 3>
    }
    %sb01 = aie.switchbox(%t01) {
      aie.connect<South : 1, DMA : 0>
      %a = aie.amsel<1> (2)
      %ms = aie.masterset(North : 0, %a)
      aie.packet_rules(DMA : 0) {
        aie.rule(31, 10, %a)
      }
    }
    %sb02 = aie.switchbox(%t02) {
      %a = aie.amsel<1> (2)
      %ms = aie.masterset(DMA : 0, %a)
      aie.packet_rules(South : 0) {
        aie.rule(31, 10, %a)
      }
    }
    %m01 = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2, repeat_count = 3)
    ^bb1:
      aie.use_lock(%l01_0, AcquireGreaterEqual, 1)
      aie.dma_bd(%m : memref<256xi32>, 0, 256, [<size = 16, stride = 16>, <size = 16, stride = 1>]) {bd_id = 5 : i32, packet = #aie.packet_info<pkt_type = 0, pkt_id = 10>}
      aie.use_lock(%l01_1, Release, 1)
      aie.next_bd ^bb2
    ^bb2:
      aie.end
    }
    %m02 = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^bb1, ^bb2)
    ^bb1:
      aie.use_lock(%l02_3, AcquireGreaterEqual, 1)
      aie.dma_bd(%b : memref<256xi32>, 0, 256) {bd_id = 0 : i32, next_bd_id = 0 : i32}
      aie.use_lock(%l02_4, Release, 1)
      aie.next_bd ^bb1
    ^bb2:
      aie.end
    }
    aie.configure_cascade(%t13, West, South)
    %core02 = aie.core(%t02) {
      aie.end
    }
  }
}
"#;
    // The same configuration as register writes. Switch ports (§2.3): shim
    // slave South 3 = 5, master North 1 = 15; mem slave South 1 = 8, DMA 0 =
    // 0, master DMA 0 = 0, North 0 = 11; compute slave South 0 = 5, master
    // DMA 0 = 1. Mem-tile BD 5 (§4.3): own buffer 0x2000 → word 0x20800,
    // locks 64 + k. Compute BD 0 (§4.2): 0x720 → word 0x1C8.
    let asm = "
START_JOB 1
  ; shim (0, 0): slave South 3, master North 1 ← slave 5; mux South 3 ← DMA
  WRITE_32 0x3F114, 0x80000000
  WRITE_32 0x3F034, 0x80000005
  MASK_WRITE_32 0x1F000, 0xC00, 0x400
  ; mem tile (0, 1): South 1 → DMA 0; packets from DMA 0 (id 10) → North 0
  WRITE_32 0x1B0120, 0x80000000
  WRITE_32 0x1B0000, 0x80000008
  WRITE_32 0x1B0100, 0xC0000000
  WRITE_32 0x1B0200, 0x0A1F0121
  WRITE_32 0x1B002C, 0xC0000021
  ; compute (0, 2): packets from South 0 (id 10) → DMA 0, header dropped
  WRITE_32 0x23F114, 0xC0000000
  WRITE_32 0x23F250, 0x0A1F0121
  WRITE_32 0x23F004, 0xC00000A1
  ; locks
  WRITE_32 0x1C0000, 1
  WRITE_32 0x1C0010, 0
  WRITE_32 0x21F030, 2
  WRITE_32 0x21F040, 0
  ; cascade (1, 3): West in, South out
  WRITE_32 0x2336060, 1
  UC_DMA_WRITE_DES_SYNC @chain
  ; starts: mem MM2S 0 BD 5 repeat 3; compute S2MM 0 BD 0
  WRITE_32 0x1A0634, 0x00030005
  WRITE_32 0x21DE04, 0x00000000
  ; core (0, 2)
  MASK_WRITE_32 0x232000, 0x1, 0x1
END_JOB
EOF
chain:
  UC_DMA_BD 0, 0x1A00A0, @membd, 8, 0, 1
  UC_DMA_BD 0, 0x21D000, @corebd, 6, 0, 1
  UC_DMA_BD 0, 0x2200400, @init, 4, 0, 0
membd:
  .long 0x85000100
  .long 0x00020800
  .long 0x00200000
  .long 0x0020000F
  .long 0
  .long 0
  .long 0
  .long 0x8141FF40
corebd:
  .long 0x00720100
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0x06049FE3
init:
  .long 1
  .long 2
  .long 3
  .long 0xFFFFFFFF
";
    let path = Path::new("hand.asm");
    let elf = aie_target::cert::assembler::assemble(
        path,
        asm,
        &aie_target::cert::assembler::Options::default(),
        &aie_target::cert::assembler::Disk,
    )
    .unwrap_or_else(|f| panic!("{:?}", f.diagnostics))
    .elf;
    let lifted = dialect::lift::lift(&elf).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lifted.warnings, Vec::<String>::new());
    let mlir = assert_reads_back("hand-written asm", &lifted.ir);
    assert!(mlir.contains("aie.device(npu1_2col)"), "{mlir}");
    assert!(
        mlir.contains("memref<4xi32> = dense<[1, 2, 3, -1]>"),
        "{mlir}"
    );
    assert_same_facts("hand-written asm", netlist, &mlir);
}

/// The lift never panics: the lit tests' programs with bytes of their pages
/// changed at random (a fixed xorshift sequence, so failures reproduce).
/// Each distinct lift is read back once (re-parsing is most of the time).
#[test]
fn mutated_programs_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/lift");
    let mut seeds = Vec::new();
    for name in ["config.asm", "runtime.asm"] {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).expect("read the lit test");
        let elf = aie_target::cert::assembler::assemble(
            &path,
            &text,
            &aie_target::cert::assembler::Options::default(),
            &aie_target::cert::assembler::Disk,
        )
        .unwrap_or_else(|f| panic!("{:?}", f.diagnostics))
        .elf;
        let lifted = dialect::lift::lift(&elf).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_reads_back(name, &lifted.ir);
        seeds.push(elf);
    }
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let (mut lifted, mut failed) = (0, 0);
    let mut seen = std::collections::HashSet::new();
    for round in 0..1000 {
        let mut elf = seeds[round % seeds.len()].clone();
        for _ in 0..1 + next() % 4 {
            let s = (next() % elf.sections.len() as u64) as usize;
            let data = &mut elf.sections[s].1;
            if data.is_empty() {
                continue;
            }
            // Mostly the used part of the page: header, code, BDs, data.
            let at = (next() % data.len().min(0x200) as u64) as usize;
            data[at] = next() as u8;
        }
        match dialect::lift::lift(&elf) {
            Ok(l) => {
                if seen.insert(dialect::print(&l.ir)) {
                    assert_reads_back(&format!("round {round}"), &l.ir);
                }
                lifted += 1;
            }
            Err(_) => failed += 1,
        }
    }
    assert!(
        lifted > 50 && failed > 50,
        "lifted {lifted}, failed {failed}"
    );
}
