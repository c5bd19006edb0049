"""The generating half of ``@iron.jit``: the decorator, CallableDesign's
arguments and ``as_mlir``, and ``CompilableDesign.generate_mlir`` running
IRON generators (docs/python-iron.md)."""

import logging
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import aie.iron as iron
import aie.utils as utils
from aie.extras.context import mlir_mod_ctx
from aie.iron import (
    CompileTime,
    ExternalFunction,
    In,
    ObjectFifo,
    Out,
    Program,
    Runtime,
    Worker,
)
from aie.iron.device import NPU1Col1, NPU2Col1
from aie.iron.kernels import _common
from aie.utils.callabledesign import CallableDesign
from aie.utils.compile.jit.compilabledesign import CompilableDesign
from aie.utils.compile.jit.context import get_compile_arg
from aie.utils.hostruntime import set_current_device
from aie.utils.jit import _JIT_CONFIG_KEYS, jit


@pytest.fixture(autouse=True)
def no_device():
    set_current_device(None)
    yield
    set_current_device(None)


def passthrough_design(n):
    """A Worker copying n-element lines from a buffer to another."""
    line = np.ndarray[(n,), np.dtype[np.int32]]
    a, b = ObjectFifo(line, name="a"), ObjectFifo(line, name="b")
    ExternalFunction("copy", source_string="void copy();", arg_types=[line, line])
    worker = Worker(None, [a.cons(), b.prod()])

    def sequence(x, y, fill, drain):
        fill.fill(x)
        drain.drain(y, wait=True)

    rt = Runtime(sequence, [line, line, a.prod(), b.cons()])
    return Program(iron.get_current_device(), rt, workers=[worker]).resolve_program()


@jit
def copy_design(x: In, y: Out, *, N: CompileTime[int] = 16):
    return passthrough_design(N)


def test_the_decorator_makes_callable_designs():
    assert isinstance(copy_design, CallableDesign)
    assert repr(copy_design).startswith(
        "CallableDesign(CompilableDesign(generator='copy_design'"
    )
    bound = jit(N=32)(copy_design.compilable.mlir_generator)
    assert bound.compilable.compile_kwargs == {"N": 32}
    configured = jit(source_files=["k.cc"], use_cache=False)(lambda x: None)
    assert configured.compilable.source_files == (Path("k.cc"),)
    assert configured.compilable.use_cache is False
    assert {"use_cache", "source_files", "trace_config", "full_elf"} <= _JIT_CONFIG_KEYS
    assert "compile_kwargs" not in _JIT_CONFIG_KEYS


def test_the_decorator_refuses_unclear_generators():
    with pytest.raises(
        TypeError, match=r"do not match any CompileTime\[T\]-annotated parameter"
    ):
        jit(M=1)(lambda x: None)

    def defaulted(x, scale=2):
        pass

    with pytest.raises(TypeError, match=r"have default values but no In / Out / InOut"):
        jit(defaulted)

    def positional(x: In, M: CompileTime[int]):
        pass

    with pytest.raises(TypeError, match="are not keyword-only"):
        jit(positional)
    assert isinstance(jit(M=4)(positional), CallableDesign)


def test_as_mlir_generates_for_the_current_device_and_values():
    set_current_device(NPU1Col1())
    text = copy_design.as_mlir(N=32)
    assert "aie.device(npu1_1col)" in text and "memref<32xi32>" in text
    assert "memref<16xi32>" in copy_design.as_mlir()
    set_current_device(NPU2Col1())
    assert "aie.device(npu2_1col)" in copy_design.as_mlir()
    assert copy_design.compilable.compile_kwargs == {}


def test_generate_mlir_runs_the_generator_once_per_device():
    calls = []

    def generator(x: In, *, N: CompileTime[int]):
        calls.append(get_compile_arg("N"))
        with pytest.raises(RuntimeError, match="'x' is a runtime tensor"):
            x.shape
        return passthrough_design(N)

    design = CompilableDesign(generator, compile_kwargs={"N": 8})
    set_current_device(NPU1Col1())
    first = design.generate_mlir()
    second = design.generate_mlir()
    assert calls == [8] and str(first) == str(second)
    assert first is not second
    set_current_device(NPU2Col1())
    design.generate_mlir()
    assert calls == [8, 8] and len(design._generated_cache) == 2
    text, kernels = design._generated
    assert "aie.device(npu2_1col)" in text
    assert [k._name for k in kernels] == ["copy"]


def test_generation_collects_the_design_s_kernels_only():
    stale = ExternalFunction("stale", source_string="x")
    _common._EXTERN_CACHE["key"] = stale
    set_current_device(NPU1Col1())
    design = CompilableDesign(
        copy_design.compilable.mlir_generator, compile_kwargs={"N": 8}
    )
    design.generate_mlir()
    assert {k._name for k in ExternalFunction._instances} == {"copy"}
    assert "key" not in _common._EXTERN_CACHE


def test_generation_checks_the_values_and_the_module():
    def generator(x: In, *, N: CompileTime[int]):
        return passthrough_design(N)

    with pytest.raises(TypeError, match="compile_kwargs do not match"):
        CompilableDesign(generator).generate_mlir()
    with pytest.raises(TypeError, match="runtime tensors"):
        CompilableDesign(generator, compile_kwargs={"N": 1, "x": 2}).generate_mlir()
    with pytest.raises(TypeError, match="not in the generator signature"):
        CompilableDesign(generator, compile_kwargs={"N": 1, "Q": 2}).generate_mlir()

    def broken(*, N: CompileTime[int]):
        from aie.dialects.aie import device
        from aie.dialects._aie_enum_gen import AIEDevice

        with mlir_mod_ctx() as ctx:

            @device(AIEDevice.npu1_1col)
            def body():
                ObjectFifo(np.ndarray[(4,), np.dtype[np.int8]], name="x")
                from aie.dialects.aie import logical_tile
                from aie.dialects._aie_enum_gen import AIETileType

                logical_tile(AIETileType.CoreTile, col=0, row=0)

        return ctx.module

    with pytest.raises(RuntimeError, match="MLIR verification failed for 'broken'"):
        CompilableDesign(broken, compile_kwargs={"N": 1}).generate_mlir()


def test_a_mlir_file_is_its_own_text(tmp_path):
    source = tmp_path / "d.mlir"
    source.write_text("module {\n}\n")
    assert str(CompilableDesign(source).generate_mlir()).strip() == "module {\n}"


def test_call_arguments_are_checked_before_anything_runs(monkeypatch):
    monkeypatch.setattr(
        utils, "_get_default_npu_runtime", lambda: pytest.fail("probed")
    )
    with pytest.raises(
        TypeError, match="received tensor param\\(s\\) as keyword arguments"
    ):
        copy_design(1, y=2)
    with pytest.raises(TypeError, match="takes at most 2 positional argument"):
        copy_design(1, 2, 3)


def test_a_call_compiles_through_the_runtime_half(monkeypatch):
    set_current_device(NPU1Col1())
    built = []

    class Kernel:
        xclbin_path = insts_path = __file__

        def __call__(self, *tensors, **scalars):
            return tensors

    def build(self, compilable, cache_key, trace_config):
        built.append(compilable.compile_kwargs["N"])
        self._kernel_cache[cache_key] = Kernel()
        return self._kernel_cache[cache_key]

    monkeypatch.setattr(CallableDesign, "_compile_and_build_kernel", build)
    design = jit(copy_design.compilable.mlir_generator)
    assert design("a", "b", N=4) == ("a", "b")
    design("a", "b", N=4)
    design("a", "b", N=8)
    assert built == [4, 8]


def test_specialize_keeps_the_trace_config_and_binds_values():
    marker = object()
    traced = CallableDesign(copy_design.compilable, trace_config=marker)
    special = traced.specialize(N=64, use_cache=False)
    assert special.trace_config is marker
    assert special.compilable.compile_kwargs == {"N": 64}
    assert special.compilable.use_cache is False


def test_unbound_values_are_logged(caplog):
    def generator(x: In, *, M: CompileTime[int]):
        pass

    with caplog.at_level(logging.DEBUG, logger="aie.utils.callabledesign"):
        CallableDesign(generator)
    assert "CompileTime[T] parameters with no defaults" in caplog.text


def test_the_jit_layer_loads_when_first_used():
    """``import aie.iron`` leaves the JIT layer and the compile functions
    (aiecc's driver, subprocess) unloaded until ``iron.jit`` is asked for;
    then they are the compiled design's module attributes, as upstream's
    (tests replace them there)."""
    code = (
        "import sys, aie.iron as iron; "
        "loaded = lambda: [m in sys.modules for m in ('aie.utils.callabledesign', "
        "'aie.utils.compile.utils', 'subprocess')]; "
        "print(*loaded()); iron.jit; print(*loaded())"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
        capture_output=True,
        text=True,
    )
    assert done.stdout.split() == ["False"] * 3 + ["True"] * 3, done.stderr
    with pytest.raises(AttributeError, match="has no attribute 'jot'"):
        iron.jot  # noqa: B018


def test_iron_re_exports_the_jit_layer():
    assert iron.jit is jit and iron.CallableDesign is CallableDesign
    import aie.iron.compile
    import aie.iron.hostruntime

    assert aie.iron.compile.CompilableDesign is CompilableDesign
    assert aie.iron.hostruntime.jit is jit
    for name in iron.__all__:
        assert hasattr(iron, name), name
