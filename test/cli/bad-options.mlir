// A bad command line is an error (exit 1) with clap's message.
// RUN: not aiec --no-such-option %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not aiec -no-such-option %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not aiec --emit=llvm %s 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: not aiec --verify-each=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not aiec --diagnostics=pretty %s 2>&1 | FileCheck %s --check-prefix=STYLE
// RUN: not aiec --canonicalize=x %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not aiec %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not aiec %S/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

// UNKNOWN: error: unexpected argument '--no-such-option' found
// EMIT: error: invalid value 'llvm' for '--emit <KIND>'
// EMIT: [possible values: mlir, ctrl-asm, ctrl-elf, ctrl-hex]
// BOOL: error: invalid value 'maybe' for '--verify-each[=<BOOL>]'
// STYLE: error: invalid value 'pretty' for '--diagnostics <STYLE>'
// VALUE: error: --canonicalize: no such pass option 'x' (this pass takes no options)
// TWO: error: unexpected argument
// MISSING: aiec: error: cannot read '{{.*}}does-not-exist.mlir'
aie.device(npu1) {
}
