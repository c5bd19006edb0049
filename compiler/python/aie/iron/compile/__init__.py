"""The JIT layer's compile-time names under IRON (``aie.utils.compile.jit``)."""

from aie.utils.compile.jit.compilabledesign import CompilableDesign
from aie.utils.compile.jit.compileconfig import compileconfig
from aie.utils.compile.jit.context import compile_context, get_compile_arg
from aie.utils.compile.jit.markers import CompileTime, In, InOut, Out

__all__ = [
    "CompilableDesign",
    "compile_context",
    "CompileTime",
    "In",
    "InOut",
    "Out",
    "compileconfig",
    "get_compile_arg",
]
