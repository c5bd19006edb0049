// On error, aiec writes no output: no new file, an existing one is untouched.
// RUN: rm -f %t
// RUN: not aiec %s -o %t
// RUN: not test -e %t
// RUN: echo old > %t
// RUN: not aiec %s -o %t
// RUN: FileCheck --check-prefix=OLD %s < %t
// RUN: not aiec %s 2>/dev/null | FileCheck --check-prefix=NONE --allow-empty %s

// OLD: {{^}}old{{$}}
// NONE-NOT: {{.}}
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %t = aie.tile(0, 3)
  }
}
