; aie-sim's command line, argument files and sizes, output lines and exit
; statuses on a control-code ELF whose note declares two arguments (8 bytes
; of i16, 16 bytes of i32); the control code leaves host memory alone. Its
; two ops take 2 cycles; the run's end is seen after the first quantum.
; RUN: aiec %s -o %t.elf
; RUN: printf '\377\377\001\000\002\000\003\000' > %t.in0
; RUN: printf '\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > %t.zero1
; RUN: aie-sim %t.elf --input 0=%t.in0 --output=0=%t.out0 --expect 1=%t.in0 --expect 1=%t.zero1 --output 1=%t.out1 | FileCheck %s
; CHECK: aie-sim: 200 cycles; uCs: 2 ctrlcode ops, 1 jobs, 1 pages, 0 words written (0 uC-DMA transfers); array: 0 DMA tasks, 0 words moved by DMAs, 0 core ops; stop seen at cycle 320
; CHECK-NEXT: aie-sim: argument 0 = [-1, 1, 2, 3] (4 × i16)
; CHECK-NEXT: aie-sim: argument 1 = [0, 0, 0, 0] (4 × i32): matches {{.*}}.zero1
; CHECK-EMPTY:
; RUN: cmp %t.in0 %t.out0
; RUN: cmp %t.zero1 %t.out1
; An input read from standard input; -help.
; RUN: aie-sim - < %t.elf | FileCheck %s --check-prefix=STDIN
; STDIN: aie-sim: 200 cycles; uCs: 2 ctrlcode ops
; RUN: aie-sim -help | FileCheck %s --check-prefix=HELP
; HELP: Usage: aie-sim [OPTIONS] <DESIGN>
;
; An --expect mismatch: exit status 1, the first 10 differing indices, a
; count of the others and a line for a size difference; the --output file is
; still written. Without the note, --arg-size gives the size.
; RUN: sed -e '/^; aiec:/d' %s > %t.nonote.asm
; RUN: aiec %t.nonote.asm -o %t.nonote.elf
; RUN: printf '\001\000\000\000%%.0s' a b c d e f g h i j k l > %t.ones
; RUN: not aie-sim %t.nonote.elf --arg-size 0=44 --expect 0=%t.ones --output 0=%t.nonote.out > %t.mismatch.out 2> %t.mismatch.err
; RUN: FileCheck %s --check-prefix=MISMATCH-OUT < %t.mismatch.out
; MISMATCH-OUT: aie-sim: argument 0 = [0, 0, 0, 0, 0, 0, 0, 0, …] (11 × i32): MISMATCH with {{.*}}.ones
; RUN: FileCheck %s --check-prefix=MISMATCH < %t.mismatch.err
; MISMATCH: aie-sim: --expect 0: argument 0 has 44 bytes, the file 48
; MISMATCH-NEXT: aie-sim: --expect 0: [0] = 0, expected 1
; MISMATCH-NEXT: aie-sim: --expect 0: [1] = 0, expected 1
; MISMATCH: aie-sim: --expect 0: [9] = 0, expected 1
; MISMATCH-NEXT: aie-sim: --expect 0: 1 more mismatching elements
; MISMATCH-EMPTY:
; RUN: wc -c < %t.nonote.out | FileCheck %s --check-prefix=WRITTEN
; WRITTEN: {{^}}44{{$}}
;
; Without a note or --arg-size, the larger of the --input and --expect files.
; RUN: aie-sim %t.nonote.elf --input 0=%t.in0 --expect 0=%t.in0 --output 2=%t.out2 | FileCheck %s --check-prefix=NONOTE
; NONOTE: aie-sim: argument 0 = [131071, 196610] (2 × i32): matches {{.*}}.in0
; NONOTE-NEXT: aie-sim: argument 2 = [] (0 × i32)
;
; Errors: exit status 1 and a message.
; RUN: not aie-sim 2>&1 | FileCheck %s --check-prefix=NOINPUT
; NOINPUT: aie-sim: error: the following required arguments were not provided:
; NOINPUT-NEXT: <DESIGN>
; RUN: not aie-sim %t.elf --bogus 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: aie-sim: error: unexpected argument '--bogus' found
; RUN: not aie-sim %t.missing.elf 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: aie-sim: error: cannot read '{{.*}}missing.elf': No such file or directory
; RUN: not aie-sim %t.elf --input 0=%t.missing.bin 2>&1 | FileCheck %s --check-prefix=MISSING-INPUT
; MISSING-INPUT: aie-sim: error: cannot read '{{.*}}missing.bin': No such file or directory
; RUN: not aie-sim %t.elf --input 1=%t.in0 2>&1 | FileCheck %s --check-prefix=SIZE
; SIZE: aie-sim: error: --input 1: '{{.*}}in0' has 8 bytes; argument 1 has 16
; RUN: not aie-sim %t.elf --input 2=%t.in0 2>&1 | FileCheck %s --check-prefix=INDEX
; INDEX: aie-sim: error: --input 2: the design's runtime sequence has 2 argument(s) (0 to 1)
; RUN: not aie-sim %t.elf --arg-size 1=4 2>&1 | FileCheck %s --check-prefix=ARGSIZE
; ARGSIZE: aie-sim: error: --arg-size 1=4: the design declares argument 1 with 16 bytes
; Host memory is bounded before it is allocated (--max-memory, 2 GiB by default).
; RUN: not aie-sim %t.elf --max-memory 20 2>&1 | FileCheck %s --check-prefix=MEMORY
; MEMORY: aie-sim: error: the runtime-sequence arguments take more than --max-memory=20 bytes (argument 1 has 16)
; RUN: not aie-sim %t.elf %t.elf 2>&1 | FileCheck %s --check-prefix=TWO
; TWO: aie-sim: error: unexpected argument '{{.*}}.elf' found
; RUN: not aie-sim %t.elf --trace 2>&1 | FileCheck %s --check-prefix=VALUE
; VALUE: aie-sim: error: a value is required for '--trace <FILE>' but none was supplied
; RUN: not aie-sim %t.elf --input 0 2>&1 | FileCheck %s --check-prefix=NOEQ
; NOEQ: aie-sim: error: invalid value '0' for '--input <N=FILE>': expected N=FILE with N an argument index
; RUN: not aie-sim %t.elf --expect x=%t.in0 2>&1 | FileCheck %s --check-prefix=NOTINDEX
; NOTINDEX: aie-sim: error: invalid value 'x={{.*}}' for '--expect <N=FILE>': 'x' is not an argument index
; RUN: not aie-sim %t.elf --max-cycles 1e5 2>&1 | FileCheck %s --check-prefix=CYCLES
; CYCLES: aie-sim: error: invalid value '1e5' for '--max-cycles <C>': invalid digit found in string
; RUN: printf 'garbage' > %t.garbage.elf
; RUN: not aie-sim %t.garbage.elf 2>&1 | FileCheck %s --check-prefix=NOTELF
; NOTELF: aie-sim: error: '{{.*}}garbage.elf': malformed ELF: no ELF magic
; RUN: printf 'module {' > %t.bad.mlir
; RUN: not aie-sim %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=MLIR
; MLIR: aie-sim: error: '{{.*}}bad.mlir' does not compile:
; MLIR-NEXT: {{.*}}bad.mlir:1:9: error: expected

; aiec: device npu1
; aiec: arg 8 i16
; aiec: arg 16 i32
START_JOB 0
  NOP
END_JOB
EOF
