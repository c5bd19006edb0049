// --aie-generate-ldscript (mlir-aie's GNU linker script for Peano's ld.lld)
// of the core at --tilecol/--tilerow: 16 KiB of program memory; one data
// region for the core's own sections; the stack at its address in the
// core's memory; every buffer the core sees as a symbol (its own at 0x70000
// on AIE2, the south neighbour's at 0x40000, no memory to the west); the
// core's object file and entry point.
//
// The data region: with no region given, the largest run neither the stack
// nor a buffer takes, its start aligned to 32 bytes (0x1403 -> 0x1420, the
// run up to `big` at 0x6000, not the 0x400 bytes under `odd`);
// data_origin/data_length as the allocator recorded them; a `core_data`
// buffer, which is no symbol of its own. A region that a buffer or the
// stack overlaps, or that runs past the memory, is an error, as is a
// stack_bank without the address the allocator gives it (the BCF too).

// RUN: aiec --aie-generate-ldscript --tilecol=0 --tilerow=3 --split-input-file %s | FileCheck %s
// RUN: not aiec --aie-generate-ldscript --tilecol=0 --tilerow=2 --split-input-file %S/Inputs/ldscript-stale.mlir 2>&1 | FileCheck %s --check-prefix=STALE
// RUN: not aiec --aie-generate-bcf --tilecol=0 --tilerow=2 --split-input-file %S/Inputs/ldscript-stale.mlir 2>&1 | FileCheck %s --check-prefix=BCF

// CHECK-LABEL: MEMORY
// CHECK-NEXT:  {
// CHECK-NEXT:     program (RX) : ORIGIN = 0, LENGTH = 0x4000
// CHECK-NEXT:     data (!RX) : ORIGIN = 0x71420, LENGTH = 0x4BE0
// CHECK-NEXT:  }
// CHECK-NEXT:  ENTRY(__start)
// CHECK:         .data : {
// CHECK-NEXT:       *(.data*)
// CHECK-NEXT:       *(.rodata*)
// CHECK-NEXT:    } > data
// CHECK:       . = 0x70000;
// CHECK-NEXT:  _sp_start_value_DM_stack = .;
// CHECK-NEXT:  . += 0x400; /* stack */
// CHECK-NEXT:  . = 0x41000;
// CHECK-NEXT:  south = .;
// CHECK-NEXT:  . += 0x40;
// CHECK-NEXT:  /* No tile with memory exists to the west. */
// CHECK-NEXT:  . = 0x50000;
// CHECK-NEXT:  . += 0x10000;
// CHECK-NEXT:  . = 0x70400;
// CHECK-NEXT:  small = .;
// CHECK-NEXT:  . += 0x1000;
// CHECK-NEXT:  . = 0x71400;
// CHECK-NEXT:  odd = .;
// CHECK-NEXT:  . += 0x3;
// CHECK-NEXT:  . = 0x76000;
// CHECK-NEXT:  big = .;
// CHECK-NEXT:  . += 0xA000;
// CHECK-NEXT:    .bss : { *(.bss*) } > data
// CHECK-NEXT:  }
// CHECK-NEXT:  INPUT(kernel.o)
// CHECK-NEXT:  PROVIDE(main = core_0_3);

// CHECK-LABEL: MEMORY
// CHECK:          data (!RX) : ORIGIN = 0x72000, LENGTH = 0x800
// CHECK:       . = 0x78000;
// CHECK-NEXT:  _sp_start_value_DM_stack = .;
// CHECK-NEXT:  . += 0x800; /* stack */
// CHECK-NOT:   core_data = .;
// CHECK:       PROVIDE(main = core_0_3);

// CHECK-LABEL: MEMORY
// CHECK:          data (!RX) : ORIGIN = 0x74000, LENGTH = 0x4000
// CHECK:       PROVIDE(main = core_0_3);

// STALE: error: 'aie.tile' op recorded data region 0x2000-0x2FFF overlaps buffer 'b' at 0x2800; the buffer allocator's placement is stale. Re-run --aie-assign-buffer-addresses
// STALE: error: 'aie.buffer' op data region overlaps the stack; the buffer allocator's placement is stale
// STALE: error: 'aie.buffer' op data region runs past this tile's local memory; the buffer allocator's placement is stale
// STALE: error: 'aie.core' op stack_bank has no assigned stack_address; run --aie-assign-buffer-addresses with bank-aware allocation
// BCF: error: 'aie.core' op stack_bank has no assigned stack_address; run --aie-assign-buffer-addresses with bank-aware allocation

aie.device(npu1_1col) {
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  %south = aie.buffer(%t2) {sym_name = "south", address = 4096 : i32} : memref<16xi32>
  %small = aie.buffer(%t3) {sym_name = "small", address = 1024 : i32} : memref<1024xi32>
  %odd = aie.buffer(%t3) {sym_name = "odd", address = 5120 : i32} : memref<3xi8>
  %big = aie.buffer(%t3) {sym_name = "big", address = 24576 : i32} : memref<10240xi32>
  %c = aie.core(%t3) {
    aie.end
  } {link_with = "kernel.o"}
}

// -----

aie.device(npu1_1col) {
  %t3 = aie.tile(0, 3)
  %data = aie.buffer(%t3) {sym_name = "core_data", address = 8192 : i32, core_data} : memref<2048xi8>
  %c = aie.core(%t3) {
    aie.end
  } {stack_size = 2048 : i32, stack_address = 32768 : i32}
}

// -----

aie.device(npu1_1col) {
  %t3 = aie.tile(0, 3)
  %a = aie.buffer(%t3) {sym_name = "a", address = 8192 : i32} : memref<2048xi32>
  %c = aie.core(%t3) {
    aie.end
  } {data_origin = 16384 : i32, data_length = 16384 : i32}
}
