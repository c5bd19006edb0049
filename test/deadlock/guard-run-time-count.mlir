// Accept with a guard (mlir-aie docs/DeadlockModel.md): the core loops as
// many times as argument 2 of the runtime sequence says (the sequence
// writes it to @rtp, the core loads its loop bound from there once the
// host sets @go). The host sends 4 blocks of 4 words and waits for 4 back: a run
// with argument 2 below 4 hangs, one with 4 or more completes (the core
// then waits for a fifth block, which does not hold the host up). The
// check tries the values 0 to 16, prints the guard as a remark at the
// sequence and records it on it.
// RUN: aiec %s --aie-check-deadlock 2>&1 | FileCheck %s
// CHECK: guard-run-time-count.mlir:[[@LINE+76]]:5: remark: deadlock check: accepted with a guard: deadlock-free if argument 2 >= 4
// CHECK: help: aie-sim and the host runtime check the guard before a run and refuse one whose argument 2 is outside it (values 0 to 16 tried)
// CHECK: note: the core of tile (0, 2) loops as often as argument 2 of the runtime sequence says
// CHECK: aie.runtime_sequence @seq(%{{.*}}: memref<16xi32>, %{{.*}}: memref<16xi32>, %{{.*}}: i32) attributes {deadlock_guard_arg = 2 : i32, deadlock_guard_min = 4 : i64}
// The ELF's note carries it.
// RUN: aiec %s --emit=ctrl-asm 2>/dev/null | FileCheck %s --check-prefix=ASM
// ASM: ; aiec: scalar-arg 4 i32 guard 4..
//
// aie-sim checks it before the run: 4 runs to the end (the core adds 1),
// 3 is refused with the guard and the value, and does not run into the hang.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(16)))" > %t.in
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(1, 17)))" > %t.want
// RUN: printf '\004\000\000\000' > %t.four
// RUN: printf '\003\000\000\000' > %t.three
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aie-sim %t.elf --cores %s --input 0=%t.in --input 2=%t.four --expect 1=%t.want | FileCheck %s --check-prefix=HOLDS
// HOLDS: argument 1 = [1, 2, 3, 4, 5, 6, 7, 8, …] (16 × i32): matches
// RUN: not aie-sim %t.elf --cores %s --input 0=%t.in --input 2=%t.three 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: argument 2 is 3, but the design completes only if argument 2 >= 4 (the guard aiec's deadlock check put on the runtime sequence): the run would hang, so it is not started
// REFUSED-NOT: cycles
// Without the guard's check (-Wno-deadlock: no check, no guard) the same
// run hangs.
// RUN: aiec %s -Wno-deadlock --emit=ctrl-elf -o %t.free.elf
// RUN: not aie-sim %t.free.elf --cores %s --input 0=%t.in --input 2=%t.three 2>&1 | FileCheck %s --check-prefix=HANGS
// HANGS: deadlock
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<1xi32> = dense<0>
    %inb = aie.buffer(%t) {sym_name = "inb"} : memref<4xi32>
    %outb = aie.buffer(%t) {sym_name = "outb"} : memref<4xi32>
    %in_free = aie.lock(%t, 0) {init = 1 : i32, sym_name = "in_free"}
    %in_full = aie.lock(%t, 1) {init = 0 : i32, sym_name = "in_full"}
    %out_free = aie.lock(%t, 2) {init = 1 : i32, sym_name = "out_free"}
    %out_full = aie.lock(%t, 3) {init = 0 : i32, sym_name = "out_full"}
    %go = aie.lock(%t, 7) {init = 0 : i32, sym_name = "go"}
    aie.flow(%shim, DMA : 0, %t, DMA : 0)
    aie.flow(%t, DMA : 0, %shim, DMA : 0)
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %one = arith.constant dense<1> : vector<4xi32>
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      %n32 = memref.load %rtp[%c0] : memref<1xi32>
      %n = arith.index_cast %n32 : i32 to index
      scf.for %i = %c0 to %n step %c1 {
        aie.use_lock(%in_full, AcquireGreaterEqual, 1)
        aie.use_lock(%out_free, AcquireGreaterEqual, 1)
        %v = vector.load %inb[%c0] : memref<4xi32>, vector<4xi32>
        %w = arith.addi %v, %one : vector<4xi32>
        vector.store %w, %outb[%c0] : memref<4xi32>, vector<4xi32>
        aie.use_lock(%in_free, Release, 1)
        aie.use_lock(%out_full, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t) {
      %s = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_free, AcquireGreaterEqual, 1)
      aie.dma_bd(%inb : memref<4xi32>, 0, 4)
      aie.use_lock(%in_full, Release, 1)
      aie.next_bd ^in
    ^next:
      %m = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_full, AcquireGreaterEqual, 1)
      aie.dma_bd(%outb : memref<4xi32>, 0, 4)
      aie.use_lock(%out_free, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @in(%shim, MM2S, 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%x: memref<16xi32>, %y: memref<16xi32>, %n: i32) {
      aiex.npu.rtp_write(@rtp, 0, %n) : i32
      aiex.set_lock(%go, 1)
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
