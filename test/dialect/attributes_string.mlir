// String attributes: MLIR prints printable characters as they are and
// escapes `"`, `\` and non-printable bytes as \XX (upper-case hex).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

func.func @strings() {
  "test.plain"() {s = "hello world", e = ""} : () -> ()
  "test.escapes"() {nl = "a\nb", tab = "a\tb", quote = "say \"hi\"", bs = "back\\slash", hex = "\00\7F\41"} : () -> ()
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @strings() {
// CHECK-NEXT: "test.plain"() {e = "", s = "hello world"} : () -> (){{$}}
// CHECK-NEXT: "test.escapes"() {bs = "back\\slash", hex = "\00\7FA", nl = "a\0Ab", quote = "say \22hi\22", tab = "a\09b"} : () -> (){{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
