"""The compile side of the JIT (``CompilableDesign.compile``,
``CallableDesign``, ``aie.utils.jit``) on the simulated NPU: aiecc run in
this process into the compile cache, hits on the cache, kernels of
``ExternalFunction``s built by the Peano prefix (aie-sim called as
``clang++``, also as the package's console script), runs through the
default runtime. ``aie.iron`` (IRON's generating half) is stood in for by
the few names the JIT reads of it: designs are MLIR text."""

import contextlib
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest

import aie.utils as utils
from aie import _aiec
from aie.utils import config, configure, hostruntime
from aie.utils.callabledesign import CallableDesign
from aie.utils.compile import utils as compile_utils
from aie.utils.compile.jit.compilabledesign import CompilableDesign
from aie.utils.compile.jit.markers import CompileTime, In, Out
from aie.utils.jit import jit

from sim_designs import design

# A core calling kernel `add_k` (in kernel.o) on each 16-word block.
KERNEL_DESIGN = """module {
  aie.device(npu1) {
    func.func private @add_k(memref<16xi32>, memref<16xi32>, i32) attributes {link_with = "add_k.o"}
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %n = arith.constant 16 : i32
      scf.for %block = %c0 to %c4 step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        func.call @add_k(%src, %dst, %n) : (memref<16xi32>, memref<16xi32>, i32) -> ()
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
"""
KERNEL_SOURCE = """#include <stdint.h>
extern "C" void add_k(int32_t *in, int32_t *out, int32_t n) {
  for (int32_t i = 0; i < n; i++) out[i] = in[i] + ADD;
}
"""


class _Kernels(set):
    """The part of IRON's registry of a design's kernels the JIT reads: a
    set, with a scope of its own per design built."""

    @contextlib.contextmanager
    def scope(self):
        outer = set(self)
        self.clear()
        try:
            yield
        finally:
            self.clear()
            self.update(outer)


class ExternalFunction:
    """The part of IRON's ``ExternalFunction`` the JIT reads: a kernel from
    C++ source, compiled once into the design's directory."""

    _instances = _Kernels()

    def __init__(
        self, name, source_string=None, source_file=None, compile_flags=(), inline=False
    ):
        self._name = self._original_name = name
        self._source_string, self._source_file = source_string, source_file
        self._include_dirs, self._compile_flags = [], list(compile_flags)
        self._compiled, self._inline = False, inline
        self.object_file_name = f"{name}.ll" if inline else f"{name}.o"
        ExternalFunction._instances.add(self)


@pytest.fixture(autouse=True)
def iron(monkeypatch, tmp_path):
    """IRON's names the JIT reads (devices, kernels), a compile cache of the
    test's own, and no device or runtime chosen yet."""
    device = types.ModuleType("aie.iron.device")

    class Device(types.SimpleNamespace):
        pass

    device.Device = Device
    device.from_name = lambda name, n_cols=None: Device(
        arch=types.SimpleNamespace(name={"npu1": "AIE2", "npu2": "AIE2p"}[name]),
        cols=n_cols or {"npu1": 4, "npu2": 8}[name],
        rows=6,
    )
    kernel = types.ModuleType("aie.iron.kernel")
    kernel.Kernel, kernel.ExternalFunction = type("Kernel", (), {}), ExternalFunction
    common = types.ModuleType("aie.iron.kernels._common")
    common._EXTERN_CACHE = {}
    for name, module in [
        ("aie.iron", types.ModuleType("aie.iron")),
        ("aie.iron.device", device),
        ("aie.iron.kernel", kernel),
        ("aie.iron.kernels", types.ModuleType("aie.iron.kernels")),
        ("aie.iron.kernels._common", common),
    ]:
        monkeypatch.setitem(sys.modules, name, module)
    from aie.utils.compile.jit import compilabledesign

    monkeypatch.setattr(compilabledesign, "NPU_CACHE_HOME", tmp_path / "cache")
    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", None)
    monkeypatch.setattr(utils, "_DefaultNPURuntime", None)
    monkeypatch.delenv("AIECC", raising=False)
    ExternalFunction._instances.clear()
    yield
    ExternalFunction._instances.clear()


@pytest.fixture
def aiecc_runs(monkeypatch):
    """The packagings compiles asked of aiec's session (``_aiec.package``):
    each one's keyword arguments."""
    from aie import _aiec

    runs, real = [], _aiec.package
    monkeypatch.setattr(
        _aiec, "package", lambda *a, **k: runs.append(k) or real(*a, **k)
    )
    return runs


def io(n=64):
    return utils.tensor(np.arange(n, dtype=np.int32), dtype=np.int32), utils.zeros(n, dtype=np.int32)


def test_a_design_file_compiles_into_the_cache_and_is_found_there(tmp_path, aiecc_runs):
    source = tmp_path / "add.mlir"
    source.write_text(design(add=4))
    first = CompilableDesign(source)
    xclbin, insts = first.compile()
    assert xclbin.parent.parent == tmp_path / "cache" and len(aiecc_runs) == 1
    assert (xclbin.name, insts.name) == ("final.xclbin", "insts.bin") and insts.exists()
    assert first._expected_tensor_sizes == [64, 64]
    assert (xclbin.parent / "deps.json").exists() and (xclbin.parent / "aie.mlir").exists()
    again = CompilableDesign(source)
    assert again.compile() == (xclbin, insts) and len(aiecc_runs) == 1  # a hit
    assert again._expected_tensor_sizes == [64, 64]
    a, b = io()
    _, result = CallableDesign(source)(a, b)
    assert result.is_success() and b.numpy()[0] == 4 and len(aiecc_runs) == 1


def test_the_cache_key_follows_aiecs_version(tmp_path, monkeypatch, aiecc_runs):
    source = tmp_path / "add.mlir"
    source.write_text(design(add=4))
    d = CompilableDesign(source)
    xclbin, _ = d.compile()
    monkeypatch.setattr(_aiec, "__version__", _aiec.__version__ + "-next")
    xclbin_next, _ = CompilableDesign(source).compile()
    assert xclbin_next != xclbin and len(aiecc_runs) == 2


def test_a_generator_is_compiled_per_compile_time_values(npu_env, aiecc_runs):
    from aie.ir import Module

    def add_design(a: In, b: Out, *, ADD: CompileTime[int]):
        return Module.parse(design(npu_env, add=ADD))

    scale = jit(add_design)
    for add in (3, 5, 3):
        a, b = io()
        handle, result = scale(a, b, ADD=add)
        assert result.is_success() and b.numpy().tolist() == list(range(add, 64 + add))
    assert len(aiecc_runs) == 2  # the second 3 is the first's kernel
    assert utils.DefaultNPURuntime.npu_str == npu_env
    assert hostruntime._CURRENT_DEVICE.arch.name == {"npu1": "AIE2", "npu2": "AIE2p"}[npu_env]
    assert "arith.constant 9 : i32" in scale.as_mlir(None, None, ADD=9)
    prebound = jit(ADD=6)(add_design)
    a, b = io()
    prebound(a, b)
    assert b.numpy()[0] == 6


def test_a_call_missing_a_tensor_names_it(aiecc_runs):
    from aie.ir import Module

    def add_design(a: In, b: Out, *, ADD: CompileTime[int]):
        return Module.parse(design("npu1", add=ADD))

    a, _ = io()
    with pytest.raises(TypeError, match=r"'add_design' missing 1 required tensor argument\(s\): 'b'"):
        jit(add_design)(a, ADD=1)
    assert aiecc_runs == []  # refused before compiling


@pytest.fixture(params=["npu1", "npu2"])
def npu_env(request, monkeypatch):
    monkeypatch.setenv("AIESIM_DEVICE", request.param)
    return request.param


def test_a_full_elf_design(tmp_path, npu_env, aiecc_runs):
    source = tmp_path / "add.mlir"
    source.write_text(design(npu_env, add=11))
    d = CallableDesign(source, full_elf=True)
    a, b = io()
    _, result = d(a, b)
    assert result.is_success() and b.numpy().tolist() == list(range(11, 75))
    assert d.compilable._elf_path.name == "design.elf"
    assert d.compilable._full_elf_kernel_name == "main:sequence"
    assert aiecc_runs[0]["full_elf"] and not aiecc_runs[0]["xclbin"]
    out = tmp_path / "out" / "design.elf"
    out.parent.mkdir()
    assert CompilableDesign(source).compile(full_elf_path=out) == (out.resolve(), None)
    assert out.exists() and not (out.parent / "final.xclbin").exists()


def test_explicit_paths_bypass_the_cache(tmp_path, aiecc_runs):
    source = tmp_path / "add.mlir"
    source.write_text(design(add=1))
    out = tmp_path / "build"
    out.mkdir()
    d = CompilableDesign(source)
    paths = d.compile(xclbin_path=out / "k.xclbin", inst_path=out / "k.bin", elf_path=out / "k.elf")
    assert paths == (out / "k.xclbin", out / "k.bin") and (out / "k.elf").exists()
    assert (out / "k.prj" / "aie.mlir").exists() and not (tmp_path / "cache").exists()
    d.compile(xclbin_path=out / "k.xclbin", inst_path=out / "k.bin")
    assert len(aiecc_runs) == 2  # no lookup with explicit paths
    with pytest.raises(ValueError, match="must be set together"):
        d.compile(xclbin_path=out / "k.xclbin")
    with pytest.raises(ValueError, match="elf_path requires explicit"):
        d.compile(elf_path=out / "e.elf")


def test_a_failing_compile_raises_aiecs_diagnostics_and_leaves_no_entry(tmp_path):
    from aie import AiecError
    from aie.ir import MLIRError

    source = tmp_path / "bad.mlir"
    source.write_text(design(send_input=False))  # aiecc's deadlock check refuses it
    d = CompilableDesign(source)
    with pytest.raises(AiecError) as refused:
        d.compile()
    e = refused.value
    assert isinstance(e, RuntimeError) and isinstance(e, MLIRError)
    assert e.message.startswith("[aiecc] ") and e.message.endswith(".mlir does not compile")
    first = e.diagnostics[0]
    assert (first.severity, first.line, first.column) == ("error", 5, 5)
    assert first.file.endswith(".mlir") and first.location == f"{first.file}:5:5"
    assert first.message.startswith("deadlock: S2MM channel 0 of tile (0, 2) waits forever")
    assert first.help.startswith("nothing sends on the flows to S2MM channel 0 of tile (0, 2)")
    note = first.notes[0]
    assert note.file == first.file and note.line > first.line and note.column == 7
    assert "runtime sequence waits forever" in note.message
    assert f"{first.file}:5:5: error: deadlock" in str(e)
    assert "Compilation failed with exit code" not in str(e)
    entry = d._cache_dir()
    assert sorted(p.name for p in entry.iterdir()) == [".lock"]


def test_external_kernels_are_built_by_the_peano_prefix(tmp_path, aiecc_runs):
    from aie.ir import Module

    def with_kernel(a: In, b: Out, *, ADD: CompileTime[int]):
        ExternalFunction("add_k", source_string=KERNEL_SOURCE.replace("ADD", str(ADD)))
        return Module.parse(KERNEL_DESIGN)

    d = CallableDesign(with_kernel, compile_kwargs={"ADD": 21})
    a, b = io()
    _, result = d(a, b)
    assert result.is_success() and b.numpy().tolist() == list(range(21, 85))
    entry = d.compilable._kernel_dir
    assert (entry / "add_k.o").exists() and (entry / "add_k.o.d").exists()
    recorded = (entry / "deps.json").read_text()
    assert "add_k.cc" in recorded  # the kernel's source is an input of the entry


def test_an_inline_kernel_is_llvm_ir_merged_into_the_core(tmp_path, aiecc_runs):
    """``inline=True``: the kernel is built to LLVM IR (for the host, made
    inlinable), the design merges it (``link_with_mode = "merge"``) and
    aiecc builds it into the host library the core calls."""
    from aie.ir import Module

    if shutil.which("clang++") is None:
        pytest.skip("LLVM IR kernels need the host's clang")

    merged = KERNEL_DESIGN.replace(
        'link_with = "add_k.o"', 'link_with = "add_k.ll", link_with_mode = "merge"'
    )

    def with_kernel(a: In, b: Out, *, ADD: CompileTime[int]):
        ExternalFunction(
            "add_k", source_string=KERNEL_SOURCE.replace("ADD", str(ADD)), inline=True
        )
        return Module.parse(merged)

    d = CallableDesign(with_kernel, compile_kwargs={"ADD": 5})
    a, b = io()
    _, result = d(a, b)
    assert result.is_success() and b.numpy().tolist() == list(range(5, 69))
    ir = (d.compilable._kernel_dir / "add_k.ll").read_text()
    assert "define linkonce_odr" in ir and "alwaysinline" in ir


def test_peano_prefix_of_the_console_script(tmp_path, monkeypatch):
    """In a pip install, ``aie-sim`` is a console script running aie-sim in
    the interpreter: its Peano prefix is made beside it and its compilers
    are links to it, which compile kernels as aie-sim's do."""
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    script = bin_dir / "aie-sim"
    script.write_text(f"#!{sys.executable}\nfrom aie._cli import aie_sim\naie_sim()\n")
    script.chmod(0o755)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    done = subprocess.run([str(script), "--peano-prefix"], capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    prefix = Path(done.stdout.strip())
    assert prefix == bin_dir / "aiec-peano"
    assert (prefix / "bin" / "clang++").resolve() == script
    source = tmp_path / "k.cc"
    source.write_text(KERNEL_SOURCE.replace("ADD", "1"))
    done = subprocess.run(
        [str(prefix / "bin" / "clang++"), "--target=aie2-none-unknown-elf", "-O2", "-c",
         str(source), "-o", str(tmp_path / "k.o")],
        capture_output=True, text=True, env=env,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "k.o").read_bytes()[:4] == b"\x7fELF"
    monkeypatch.setenv("AIE_SIM", str(script))
    monkeypatch.setenv("PYTHONPATH", env["PYTHONPATH"])
    monkeypatch.setattr(configure, "peano_install_dir", "")
    assert config.peano_install_dir() == str(prefix)
    assert config.peano_cxx_path() == str(prefix / "bin" / "clang++")


def test_jit_checks_the_generator():
    def gen(a: In, b: Out, *, N: CompileTime[int]):
        pass

    assert isinstance(jit(gen), CallableDesign)
    assert jit(N=4)(gen).compilable.compile_kwargs == {"N": 4}
    assert jit(use_cache=False)(gen).compilable.use_cache is False
    with pytest.raises(TypeError, match=r"do not match any CompileTime\[T\]-annotated parameter of 'gen': \['M'\]"):
        jit(gen, M=1)

    def defaulted(a: In, alpha=1.0):
        pass

    with pytest.raises(TypeError, match=r"parameter\(s\) \['alpha'\] of 'defaulted' have default values"):
        jit(defaulted)

    def positional(a: In, N: CompileTime[int]):
        pass

    with pytest.raises(TypeError, match="are not keyword-only"):
        jit(positional)
    assert jit(positional, N=2).compilable.compile_kwargs == {"N": 2}
    d = jit(gen)
    with pytest.raises(TypeError, match="received tensor param"):
        d(b=1)
    with pytest.raises(TypeError, match="takes at most 2 positional"):
        d(1, 2, 3)
