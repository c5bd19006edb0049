//! Buffers and locks: accessibility from their users (§3.2) and `aie.use_lock` (§3.3).

use super::{Check, Cx, Node, DMA_PROGRAMS};
use crate::ir::cases::LockAction;
use crate::ir::{OpId, OpKind, View, MODULE_OP};
use crate::ops::views::{Buffer, Lock, UseLock};
use crate::ops::IntTy;
use aie_target::device::{Device, TileKind};
use aie_target::regs;
use std::collections::BTreeSet;

/// Ops under which uses of buffers and locks are not checked (a
/// `dma_configure_task_for`'s tile is that of the allocation or endpoint
/// it names, known once allocated).
const SKIP_ACCESS: &[OpKind] = &[
    OpKind::BdChain,
    OpKind::SetLock,
    OpKind::LogicalTile,
    OpKind::DmaConfigureTaskFor,
];

pub(crate) fn lock(cx: &Cx, op: Lock) -> Check {
    accessible(cx, op)?;
    let (Some(id), Some(dev), Some(kind)) = (op.lock_id(cx.ir), cx.device_of(op), cx.kind_of(op))
    else {
        return Ok(());
    };
    let n = dev.num_locks(kind);
    if id >= i64::from(n) {
        return Err(cx
            .err(
                op,
                format!("lock assigned invalid id (maximum is {})", n - 1),
            )
            .help(format!(
                "a {} of `{}` has locks 0 to {}",
                kind.describe(),
                dev.name,
                n - 1
            )));
    }
    Ok(())
}

/// `aie.use_lock`'s value, checked against what encodes it, never wrapped:
/// on AIE2 a signed lock delta in the 7-bit value field of a lock request
/// (and of a BD's lock fields), `AcquireGreaterEqual n` as -n, so -64..=63
/// (-63..=64 for `AcquireGreaterEqual`); AIE1's binary locks take 0 or 1.
fn lock_value(cx: &Cx, op: UseLock, dev: &Device) -> Check {
    let range = if dev.arch.is_aie2() {
        let Some(field) = regs::lock::lock_request_layout(TileKind::Core)
            .0
            .field("value")
        else {
            return Ok(());
        };
        let half = 1i64 << (field.bits - 1);
        if op.action(cx.ir) == LockAction::AcquireGreaterEqual {
            -(half - 1)..=half
        } else {
            -half..=half - 1
        }
    } else {
        0..=i64::from(dev.max_lock_value())
    };
    let why = format_args!(
        "the value is a lock delta in a {}: {} to {} for this action",
        if dev.arch.is_aie2() {
            "7-bit signed field (AcquireGreaterEqual n is -n)"
        } else {
            "binary AIE1 lock"
        },
        range.start(),
        range.end()
    );
    // A value known only at run time is guarded where it is computed.
    let run_time = op.value_operand(cx.ir).is_some()
        && crate::ops::access::scalar(cx.ir, op.op(), UseLock::VALUE, IntTy::I32).is_none();
    let value = (UseLock::VALUE, (!run_time).then(|| op.value(cx.ir)));
    super::fields::field(cx, op, value, range.clone(), why)?;
    Ok(())
}

pub(crate) fn buffer(cx: &Cx, op: Buffer) -> Check {
    let result = cx.ir[op.op()].results.first();
    cx.static_memref(op, result.map(|&v| cx.ir.type_of(v)))?;
    cx.placed_on(
        op,
        &[TileKind::Core, TileKind::MemTile],
        "a tile with local memory",
    )?;
    accessible(cx, op)
}

/// Every user of the buffer or lock `op` must sit in an op of a tile that can
/// reach `op`'s tile. Not checked on a logical tile, which may be placed
/// anywhere (as in mlir-aie, even when it gives its coordinates).
fn accessible(cx: &Cx, op: impl Node) -> Check {
    if !cx.tile_value(op).is_some_and(|v| cx.is_placed(v)) {
        return Ok(());
    }
    let (Some(this), Some(dev), Some(&result)) = (
        cx.tile_of(op),
        cx.device_of(op),
        cx.ir[op.id()].results.first(),
    ) else {
        return Ok(());
    };
    for &user in cx.users(result) {
        let skipped = cx.ir.kind(user).is_some_and(|k| SKIP_ACCESS.contains(&k));
        if at_top(cx, user) || skipped || cx.ancestor(user, SKIP_ACCESS).is_some() {
            continue;
        }
        let element = if cx.is_tile_element(user) {
            Some(user)
        } else {
            cx.tile_element_around(user)
        };
        let Some(element) = element else {
            return Err(cx
                .err(op, "is accessed outside of a tile")
                .note(cx.span(user), "user")
                .help("use it inside an op that belongs to a tile (`aie.core`, `aie.mem`, ...)"));
        };
        let Some(from) = cx.tile_of(element) else {
            continue;
        };
        if !dev.is_legal_mem_affinity(from, this) {
            let reach: Vec<String> = (-1..=1)
                .flat_map(|dc| {
                    (-1..=1).map(move |dr| (from.0.saturating_add(dc), from.1.saturating_add(dr)))
                })
                .filter(|&m| {
                    dev.tile_kind(m.0, m.1).is_some() && dev.is_legal_mem_affinity(from, m)
                })
                .map(|(c, r)| format!("({c}, {r})"))
                .collect();
            return Err(cx
                .err(
                    op,
                    format!("in Column {} and Row {} is accessed from an unreachable tile in Column {} and Row {}", this.0, this.1, from.0, from.1),
                )
                .note(cx.span(user), "user")
                .help(format!("tile ({}, {}) can reach the memory of tiles {}", from.0, from.1, reach.join(", "))));
        }
    }
    Ok(())
}

/// Whether `op` sits directly in a device or a module.
fn at_top(cx: &Cx, op: OpId) -> bool {
    cx.ir
        .parent_op(op)
        .is_some_and(|p| cx.ir.is(p, OpKind::Device) || cx.ir[p].name() == MODULE_OP)
}

pub(crate) fn use_lock(cx: &Cx, op: UseLock) -> Check {
    if at_top(cx, op.op()) {
        return Err(cx
            .err(op, "must be used in a core or memory operation.")
            .help("set a lock's initial value with its `init` attribute"));
    }
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    lock_value(cx, op, dev)?;
    let action = op.action(cx.ir);
    if !dev.arch.is_aie2() && action == LockAction::AcquireGreaterEqual {
        return Err(cx
            .err(op, "AcquireGreaterEqual is not supported in AIE1.")
            .help("AIE1 locks are binary: use `Acquire` with value 0 or 1"));
    }
    if cx.ancestor(op, DMA_PROGRAMS).is_some() {
        let block = (cx.ir.block_of(op.op())).expect("an op under a DMA container is in a block");
        let uses: Vec<UseLock> = cx.ir.ops_in(block).filter_map(|o| cx.view(o)).collect();
        let lock_of = |u: UseLock| {
            cx.operand(u, 0)
                .and_then(|v| cx.defined_by(v, OpKind::Lock))
        };
        if !dev.arch.is_aie2() {
            let ids: BTreeSet<i64> = uses
                .iter()
                .filter_map(|&u| cx.view::<Lock>(lock_of(u)?)?.lock_id(cx.ir))
                .collect();
            if ids.len() > 1 {
                return Err(cx
                    .err(op, "used in a DMA block that have multiple locks.")
                    .help(
                    "an AIE1 buffer descriptor uses one lock: acquire and release the same lock",
                ));
            }
        }
        let values = |acquire: bool| -> BTreeSet<i64> {
            let is_release = |u: UseLock| u.action(cx.ir) == LockAction::Release;
            let wanted = |u| {
                if acquire {
                    super::is_acquire(cx, u)
                } else {
                    is_release(u)
                }
            };
            uses.iter()
                .filter(|&&u| wanted(u))
                .map(|&u| u.value(cx.ir))
                .collect()
        };
        if values(true).len() > 1 || values(false).len() > 1 {
            return Err(cx
                .err(
                    op,
                    "acquires/releases the lock in a DMA block from/to multiple states.",
                )
                .help("a buffer descriptor acquires with one value and releases with one value"));
        }
        if let Some(mem) = cx.ancestor(op, &[OpKind::Mem]) {
            let lock_tile = lock_of(op).and_then(|l| cx.tile_value(l));
            if lock_tile.is_some() && lock_tile != cx.tile_value(mem) {
                return Err(cx
                    .err(op, "can only access a lock in the same tile")
                    .help(format!(
                        "this `aie.mem` is on {}; a core tile's DMA uses that tile's locks",
                        cx.tile_text(mem)
                    )));
            }
        }
        return Ok(());
    }
    let users = [
        OpKind::Core,
        OpKind::FuncFunc,
        OpKind::DmaConfigureTask,
        OpKind::DmaConfigureTaskFor,
    ];
    if cx.ancestor(op, &users).is_some() {
        return Ok(());
    }
    Err(cx
        .err(op, "expects some parent op to be one of AIE::device, AIE::core, func::func, AIE::mem, AIE::shimDMA, or AIEX::dma_configure_task")
        .help("use locks in an `aie.core`, a `func.func` or a DMA op (`aie.mem`, `aie.memtile_dma`, `aie.shim_dma`)"))
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{errors, expect, expect_diag, line_of, ok};

    #[test]
    fn lock_id_out_of_range() {
        let src = r#"aie.device(xcve2802) {
            %t1 = aie.tile(1, 1)
            %lock = aie.lock(%t1, 64) { sym_name = "lock1" }
        }"#;
        let help = expect(
            src,
            "aie.lock",
            "'aie.lock' op lock assigned invalid id (maximum is 63)",
        );
        assert_eq!(help, "a MemTile of `xcve2802` has locks 0 to 63");
        let src = "aie.device(npu1) { %t = aie.tile(1, 2) %l = aie.lock(%t, 16) }";
        expect(
            src,
            "aie.lock",
            "'aie.lock' op lock assigned invalid id (maximum is 15)",
        );
    }

    #[test]
    fn negative_lock_id() {
        expect(
            "aie.device(npu1) { %t = aie.tile(1, 2) %l = aie.lock(%t, -1) }",
            "aie.lock",
            "'aie.lock' op attribute 'lockID' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0",
        );
    }

    #[test]
    fn unreachable_lock() {
        // badlockdma.mlir: a lock on (4, 4) used by the DMA of (1, 1).
        let src = r#"module @test {
          %t1 = aie.tile(1, 1)
          %t2 = aie.tile(4, 4)
          %lock = aie.lock(%t2, 3) { sym_name = "lock1" }
          %mem13 = aie.mem(%t1) {
            %dma0 = aie.dma_start("MM2S", 0, ^bd0, ^end)
            ^bd0:
              aie.use_lock(%lock, "Acquire", 1)
              aie.use_lock(%lock, "Release", 0)
              aie.next_bd ^end
            ^end:
              aie.end
          }
        }"#;
        let d = expect_diag(src, "aie.lock", "'aie.lock' op in Column 4 and Row 4 is accessed from an unreachable tile in Column 1 and Row 1");
        assert_eq!(d.notes[0].message, "user");
        assert!(line_of(src, d.notes[0].span).contains("Acquire"));
        assert_eq!(
            d.help.as_deref(),
            Some("tile (1, 1) can reach the memory of tiles (0, 1), (1, 0), (1, 1), (1, 2)")
        );
    }

    #[test]
    fn lock_in_other_tile_of_mem() {
        let src = r#"aie.device(npu1) {
            %t12 = aie.tile(1, 2)
            %t13 = aie.tile(1, 3)
            %lock = aie.lock(%t13, 0)
            %mem = aie.mem(%t12) {
              %dma0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
            ^bd0:
              aie.use_lock(%lock, AcquireGreaterEqual, 1)
              aie.next_bd ^end
            ^end:
              aie.end
            }
        }"#;
        expect(
            src,
            "use_lock",
            "'aie.use_lock' op can only access a lock in the same tile",
        );
    }

    #[test]
    fn lock_used_outside_tile() {
        let src = r#"aie.device(npu1) {
            %t = aie.tile(1, 2)
            %l = aie.lock(%t, 0)
            aie.runtime_sequence() {
              aie.use_lock(%l, Release, 1)
            }
        }"#;
        let d = expect_diag(
            src,
            "aie.lock",
            "'aie.lock' op is accessed outside of a tile",
        );
        assert!(line_of(src, d.notes[0].span).contains("use_lock"));
    }

    #[test]
    fn bd_chain_skips_accessibility() {
        let src = r#"aie.device(npu1) {
            %t = aie.tile(1, 2)
            %buf = aie.buffer(%t) : memref<16xi32>
            %l = aie.lock(%t, 0)
            aie.bd_chain @c(%x: memref<16xi32>) {
              aie.dma_bd(%buf : memref<16xi32>, 0, 16)
              aie.use_lock(%l, Release, 1)
              aie.end
            }
        }"#;
        expect(
            src,
            "use_lock",
            "'aie.use_lock' op expects some parent op to be one of AIE::device, AIE::core, func::func, AIE::mem, AIE::shimDMA, or AIEX::dma_configure_task",
        );
    }

    #[test]
    fn dynamic_buffer() {
        let src = "aie.device(npu1) { %t = aie.tile(1, 2) %b = aie.buffer(%t) : memref<?xi32> }";
        expect(
            src,
            "aie.buffer",
            "type should be static shaped memref, but got 'memref<?xi32>'",
        );
    }

    #[test]
    fn buffer_on_shim() {
        let src = "aie.device(npu1) { %t = aie.tile(0, 0) %b = aie.buffer(%t) : memref<16xi32> }";
        let help = expect(
            src,
            "aie.buffer",
            "'aie.buffer' op failed to verify that op exists in a tile with local memory",
        );
        assert_eq!(help, "tile (0, 0) is a shim NOC tile");
    }

    #[test]
    fn use_lock_at_top_level() {
        let src = "aie.device(npu1) {\n%t = aie.tile(1, 2)\n%l = aie.lock(%t, 0)\naie.use_lock(%l, Release, 1)\n}";
        expect(
            src,
            "use_lock",
            "'aie.use_lock' op must be used in a core or memory operation.",
        );
    }

    #[test]
    fn acquire_ge_on_aie1() {
        let src = "%t = aie.tile(1, 2)\n%l = aie.lock(%t, 0)\n%c = aie.core(%t) {\naie.use_lock(%l, AcquireGreaterEqual, 1)\naie.end\n}";
        expect(
            src,
            "use_lock",
            "'aie.use_lock' op AcquireGreaterEqual is not supported in AIE1.",
        );
    }

    /// A BD block on tile (1, 2) of `device` with two locks and `uses`.
    fn dma_block(device: &str, uses: &str) -> String {
        format!(
            "aie.device({device}) {{
            %t = aie.tile(1, 2)
            %l0 = aie.lock(%t, 0)
            %l1 = aie.lock(%t, 1)
            %mem = aie.mem(%t) {{
              %dma0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
            ^bd0:
              {uses}
              aie.next_bd ^end
            ^end:
              aie.end
            }}
            }}"
        )
    }

    #[test]
    fn dma_block_locks() {
        let two_locks = "aie.use_lock(%l0, Acquire, 1)\naie.use_lock(%l1, Release, 0)";
        let errs = errors(&dma_block("xcvc1902", two_locks));
        assert_eq!(
            errs,
            ["'aie.use_lock' op used in a DMA block that have multiple locks."; 2]
        );
        ok(&dma_block(
            "npu1",
            "aie.use_lock(%l0, AcquireGreaterEqual, 1)\naie.use_lock(%l1, Release, 1)",
        ));
        let two_values =
            "aie.use_lock(%l0, AcquireGreaterEqual, 1)\naie.use_lock(%l1, AcquireGreaterEqual, 2)";
        let errs = errors(&dma_block("npu1", two_values));
        assert_eq!(
            errs,
            ["'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.";
                2]
        );
    }

    #[test]
    fn buffers_and_locks_on_logical_tiles() {
        let on = |ty: &str, op: &str| {
            format!("aie.device(npu2) {{\n%t = aie.logical_tile<{ty}>(?, ?)\n{op}\n}}")
        };
        let help = expect(
            &on("ShimNOCTile", "%b = aie.buffer(%t) : memref<256xi32>"),
            "aie.buffer",
            "'aie.buffer' op failed to verify that op exists in a tile with local memory",
        );
        assert_eq!(help, "the logical tile is a shim NOC tile");
        ok(&on("CoreTile", "%b = aie.buffer(%t) : memref<256xi32>"));
        ok(&on("MemTile", "%b = aie.buffer(%t) : memref<256xi32>"));
        // Lock counts follow the declared type.
        ok(&on("MemTile", "%l = aie.lock(%t, 63)"));
        expect(
            &on("CoreTile", "%l = aie.lock(%t, 16)"),
            "aie.lock",
            "'aie.lock' op lock assigned invalid id (maximum is 15)",
        );
        ok(&on("ShimNOCTile", "%l = aie.lock(%t)"));
    }

    #[test]
    fn logical_tiles_skip_accessibility() {
        // A buffer on a logical tile may be placed anywhere: its users are not
        // checked, even when the logical tile gives coordinates.
        let src = r#"aie.device(npu1) {
            %l = aie.logical_tile<CoreTile>(1, 5)
            %t = aie.tile(1, 2)
            %buf = aie.buffer(%l) : memref<16xi32>
            %c = aie.core(%t) {
              %z = arith.constant 0 : index
              %v = memref.load %buf[%z] : memref<16xi32>
              aie.end
            }
        }"#;
        ok(src);
        ok(&src.replace(
            "aie.logical_tile<CoreTile>(1, 5)",
            "aie.logical_tile<CoreTile>(?, ?)",
        ));
        expect(
            &src.replace("aie.logical_tile<CoreTile>(1, 5)", "aie.tile(1, 5)"),
            "aie.buffer",
            "'aie.buffer' op in Column 1 and Row 5 is accessed from an unreachable tile in Column 1 and Row 2",
        );
    }
}
