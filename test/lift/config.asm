; The static configuration of hand-written ctrlcode read back as a netlist:
; every register kind of the configuration, written word by word from
; aie2-registers.md. Without a .note.aiec, every job is configuration and
; the device is the smallest npu device holding every tile written (columns
; 0 and 1: npu1_2col). Writes the netlist has no place for are warnings.

; RUN: aiec --aie-syntax=2026-04 %s -o %t.elf
; RUN: aiec --aie-syntax=2026-04 %t.elf --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s < %t.mlir
; RUN: aiec --aie-syntax=2026-04 %t.mlir | FileCheck %s

; The lifted netlist: every tile written, locks with their values, buffers
; (what BDs reach, merged where they overlap; initial data), DMA programs,
; switchboxes, the shim mux, the core and the cascade.
; CHECK:      {{^}}module {
; CHECK-NEXT: {{^}}  aie.device(npu1_2col) {
; CHECK-NEXT: {{^}}    %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
; CHECK-NEXT: {{^}}    %mem_tile_0_1 = aie.tile(0, 1){{$}}
; CHECK-NEXT: {{^}}    %mem_tile_1_1 = aie.tile(1, 1){{$}}
; CHECK-NEXT: {{^}}    %tile_1_2 = aie.tile(1, 2){{$}}
; CHECK-NEXT: {{^}}    %tile_1_3 = aie.tile(1, 3){{$}}
; CHECK-NEXT: {{^}}    %lock_0_0_2 = aie.lock(%shim_noc_tile_0_0, 2) {init = 1 : i32, sym_name = "lock_0_0_2"}{{$}}
; CHECK-NEXT: {{^}}    %lock_0_1_2 = aie.lock(%mem_tile_0_1, 2) {init = 1 : i32, sym_name = "lock_0_1_2"}{{$}}
; CHECK-NEXT: {{^}}    %lock_1_1_3 = aie.lock(%mem_tile_1_1, 3) {init = 1 : i32, sym_name = "lock_1_1_3"}{{$}}
; CHECK-NEXT: {{^}}    %buf_0_1_1024 = aie.buffer(%mem_tile_0_1) {address = 1024 : i32, sym_name = "buf_0_1_1024"} : memref<184xi32>{{$}}
; CHECK-NEXT: {{^}}    %buf_1_1_0 = aie.buffer(%mem_tile_1_1) {address = 0 : i32, sym_name = "buf_1_1_0"} : memref<64xi32>{{$}}
; CHECK-NEXT: {{^}}    %buf_1_1_256 = aie.buffer(%mem_tile_1_1) {address = 256 : i32, sym_name = "buf_1_1_256"} : memref<16xi32>{{$}}
; CHECK-NEXT: {{^}}    %buf_1_2_4096 = aie.buffer(%tile_1_2) {address = 4096 : i32, sym_name = "buf_1_2_4096"} : memref<48xi32>{{$}}
; CHECK-NEXT: {{^}}    %buf_1_2_8192 = aie.buffer(%tile_1_2) {address = 8192 : i32, sym_name = "buf_1_2_8192"} : memref<3xi32> = dense<[7, -2147483648, 42]>{{$}}
; CHECK-NEXT: {{^}}    %memtile_dma_1_1 = aie.memtile_dma(%mem_tile_1_1) {
; CHECK-NEXT: {{^}}      %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2, repeat_count = 1){{$}}
; CHECK-NEXT: {{^}}    ^bb1:  // pred: ^bb0{{$}}
; CHECK-NEXT: {{^}}      aie.use_lock(%lock_0_1_2, AcquireGreaterEqual, 1){{$}}
; CHECK-NEXT: {{^}}      aie.dma_bd(%buf_0_1_1024 : memref<184xi32>, 0, 88, [<size = 2, stride = 128>, <size = 4, stride = 16>, <size = 8, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 2>]) {bd_id = 0 : i32}{{$}}
; CHECK-NEXT: {{^}}      aie.use_lock(%lock_1_1_3, Release, 1){{$}}
; CHECK-NEXT: {{^}}      aie.next_bd ^bb5{{$}}
; CHECK-NEXT: {{^}}    ^bb2:  // pred: ^bb0{{$}}
; CHECK-NEXT: {{^}}      %1 = aie.dma_start(MM2S, 1, ^bb3, ^bb5){{$}}
; CHECK-NEXT: {{^}}    ^bb3:  // 2 preds: ^bb2, ^bb4{{$}}
; CHECK-NEXT: {{^}}      aie.dma_bd(%buf_1_1_0 : memref<64xi32>, 0, 16, [<size = 4, stride = 16>, <size = 1, stride = 1>, <size = 1, stride = 1>, <size = 16, stride = 1>]) {bd_id = 24 : i32, next_bd_id = 25 : i32}{{$}}
; CHECK-NEXT: {{^}}      aie.next_bd ^bb4{{$}}
; CHECK-NEXT: {{^}}    ^bb4:  // pred: ^bb3{{$}}
; CHECK-NEXT: {{^}}      aie.dma_bd(%buf_1_1_256 : memref<16xi32>, 0, 16) {bd_id = 25 : i32, next_bd_id = 24 : i32}{{$}}
; CHECK-NEXT: {{^}}      aie.next_bd ^bb3{{$}}
; CHECK-NEXT: {{^}}    ^bb5:  // 2 preds: ^bb1, ^bb2{{$}}
; CHECK-NEXT: {{^}}      aie.end{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    %mem_1_2 = aie.mem(%tile_1_2) {
; CHECK-NEXT: {{^}}      %0 = aie.dma_start(MM2S, 1, ^bb1, ^bb2){{$}}
; CHECK-NEXT: {{^}}    ^bb1:  // pred: ^bb0{{$}}
; CHECK-NEXT: {{^}}      aie.dma_bd(%buf_1_2_4096 : memref<48xi32>, 0, 16, [<size = 4, stride = 8>, <size = 4, stride = 1>]) {bd_id = 1 : i32, iteration = #aie.bd_iteration<size = 2, stride = 32, current = 0>, packet = #aie.packet_info<pkt_type = 1, pkt_id = 3>}{{$}}
; CHECK-NEXT: {{^}}      aie.next_bd ^bb2{{$}}
; CHECK-NEXT: {{^}}    ^bb2:  // 2 preds: ^bb0, ^bb1{{$}}
; CHECK-NEXT: {{^}}      aie.end{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    %switchbox_0_0 = aie.switchbox(%shim_noc_tile_0_0) {
; CHECK-NEXT: {{^}}      aie.connect<North : 0, South : 2>{{$}}
; CHECK-NEXT: {{^}}      aie.connect<South : 3, North : 1>{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    %shim_mux_0_0 = aie.shim_mux(%shim_noc_tile_0_0) {
; CHECK-NEXT: {{^}}      aie.connect<DMA : 0, North : 3>{{$}}
; CHECK-NEXT: {{^}}      aie.connect<North : 2, DMA : 0>{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    %switchbox_1_2 = aie.switchbox(%tile_1_2) {
; CHECK-NEXT: {{^}}      %0 = aie.amsel<0> (0){{$}}
; CHECK-NEXT: {{^}}      %1 = aie.amsel<1> (1){{$}}
; CHECK-NEXT: {{^}}      %2 = aie.masterset(DMA : 0, %1) {keep_pkt_header = true}{{$}}
; CHECK-NEXT: {{^}}      %3 = aie.masterset(South : 0, %0){{$}}
; CHECK-NEXT: {{^}}      aie.packet_rules(DMA : 1) {
; CHECK-NEXT: {{^}}        aie.rule(31, 3, %0){{$}}
; CHECK-NEXT: {{^}}        aie.rule(28, 4, %0){{$}}
; CHECK-NEXT: {{^}}      }{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    %core_1_2 = aie.core(%tile_1_2) {
; CHECK-NEXT: {{^}}      aie.end{{$}}
; CHECK-NEXT: {{^}}    }{{$}}
; CHECK-NEXT: {{^}}    aie.configure_cascade(%tile_1_3, West, South){{$}}
; CHECK-NEXT: {{^}}  }{{$}}
; CHECK-NEXT: {{^}}}{{$}}

; WARN:      {{^}}aiec: warning: '{{.*}}.elf': tile (0, 2): S2MM channel 0 control = 0x00001b00; not lifted{{$}}
; WARN-NEXT: {{^}}aiec: warning: '{{.*}}.elf': tile (1, 2): Tile_Control = 0x00000000; not lifted{{$}}
; WARN-NEXT: {{^}}aiec: warning: '{{.*}}.elf': tile (1, 2): writes to registers the register map does not know: 0x1f100 = 0x00000007{{$}}
; WARN-NOT:  warning

START_JOB 1
  ; shim (0, 0): slave South 3 (5) → master North 1 (13); slave North 0 (14)
  ; → master South 2 (4); mux South 3 ← DMA; demux South 2 → DMA; lock 2 = 1
  WRITE_32 0x3F114, 0x80000000
  WRITE_32 0x3F034, 0x80000005
  WRITE_32 0x3F138, 0x80000000
  WRITE_32 0x3F010, 0x8000000E
  MASK_WRITE_32 0x1F000, 0xC00, 0x400
  MASK_WRITE_32 0x1F004, 0x30, 0x10
  WRITE_32 0x14020, 1
  ; mem tiles: lock (0, 1) 2 = 1, lock (1, 1) 3 = 1
  WRITE_32 0x1C0020, 1
  WRITE_32 0x21C0030, 1
  ; compute (1, 2): packets from DMA 1 (slave 2), slots: id 3, and ids 4-7
  ; (mask 0x1C); master South 0 (5): arbiter 0, msel 0; master DMA 0 (1):
  ; arbiter 1, msel 1, header kept
  WRITE_32 0x223F108, 0xC0000000
  WRITE_32 0x223F220, 0x031F0100
  WRITE_32 0x223F224, 0x041C0100
  WRITE_32 0x223F014, 0xC0000008
  WRITE_32 0x223F004, 0xC0000011
  ; cascade (1, 3): West in, South out
  WRITE_32 0x2336060, 1
  ; the BDs and the initial data of (1, 2) 0x2000
  UC_DMA_WRITE_DES_SYNC @bds
  ; starts: mem (1, 1) MM2S 0 BD 0 twice (repeat field 1), MM2S 1 BD 24;
  ; compute (1, 2) MM2S 1 BD 1
  WRITE_32 0x21A0634, 0x00010000
  WRITE_32 0x21A063C, 24
  WRITE_32 0x221DE1C, 1
  ; core (1, 2)
  MASK_WRITE_32 0x2232000, 1, 1
  ; no netlist form: a controller id, Tile_Control, a word of no register
  MASK_WRITE_32 0x21DE00, 0xFF00, 0x1B00
  WRITE_32 0x2236030, 0
  WRITE_32 0x221F100, 7
END_JOB
EOF
bds:
  UC_DMA_BD 0, 0x21A0000, @membd, 8, 0, 1
  UC_DMA_BD 0, 0x21A0300, @chain, 16, 0, 1
  UC_DMA_BD 0, 0x221D020, @corebd, 6, 0, 1
  UC_DMA_BD 0, 0x2202000, @init, 3, 0, 0
; mem (1, 1) BD 0: 88 words (64 of data, 24 of padding) of the west neighbour's 0x400 (word 0x100),
; 8 × 4 × 2 words with steps 1, 16, 128, one zero before and two after each
; row; acquire west lock 2 by ≥ 1, release own lock 3 (67) by 1
membd:
  .long 0x00000058
  .long 0x04000100
  .long 0x00100000
  .long 0x0008000F
  .long 0x0004007F
  .long 0x00040000
  .long 0
  .long 0x8143FF02
; mem (1, 1) BDs 24 and 25, a loop: 16 words at 0x0 (word 0x20000) four
; times with step 16 (the iteration), then 16 words at 0x100
chain:
  .long 0x00000010
  .long 0x019A0000
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0x0006000F
  .long 0x80000000
  .long 0x00000010
  .long 0x018A0040
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0x80000000
; compute (1, 2) BD 1: 16 words at 0x1000, packet type 1 id 3, 4 × 4 words
; with steps 1 and 8, iterated twice with step 32
corebd:
  .long 0x01000010
  .long 0x40190000
  .long 0x0000E000
  .long 0x00808000
  .long 0x0000201F
  .long 0x02000000
init:
  .long 7
  .long 0x80000000
  .long 42
