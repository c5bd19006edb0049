; What the lift cannot turn into a netlist: an error naming the ELF, exit
; status 1 and no output file.
;
; This program connects South 0 to North 0 on tile (0, 5), the top row of
; every npu device: the lifted netlist does not verify.

; RUN: rm -f %t.mlir
; RUN: aiec %s -o %t.elf
; RUN: not aiec %t.elf --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: not test -e %t.mlir
; RUN: aiec %S/Inputs/unknown-device.asm -o %t.device.elf
; RUN: not aiec %t.device.elf --emit=mlir 2>&1 | FileCheck %s --check-prefix=DEVICE
; RUN: aiec %S/Inputs/far-column.asm -o %t.far.elf
; RUN: not aiec %t.far.elf --emit=mlir 2>&1 | FileCheck %s --check-prefix=FAR
; RUN: not aiec %S/../ctrlcode/Inputs/text-only.elf --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: not test -e %t.mlir

; VERIFY: {{^}}aiec: error: '{{.*}}.elf': the lifted netlist does not verify: dest bundle North not supported; index: 0, bound: 0 (at `aie.connect<South : 0, North : 0>`){{$}}
; DEVICE: {{^}}aiec: error: '{{.*}}.device.elf': the .note.aiec device 'npu9' is not one aiec knows ({{.*}}npu1{{.*}}){{$}}
; FAR:    {{^}}aiec: error: '{{.*}}.far.elf': the ELF has no .note.aiec naming its device, and its writes reach column 9 row 2, beyond every npu device{{$}}
; LOAD:   {{^}}aiec: error: '{{.*}}text-only.elf': page 0.1 needs both .ctrltext.0.1 and .ctrldata.0.1{{$}}

START_JOB 1
  WRITE_32 0x53F114, 0x80000000
  WRITE_32 0x53F034, 0x80000005
END_JOB
EOF
