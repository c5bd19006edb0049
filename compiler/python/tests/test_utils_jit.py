"""Tests of the JIT layer's IR-free half (``aie.utils.compile.jit``): the
parameter markers and their introspection, the compile context,
``compileconfig`` and ``CompilableDesign`` without compiling, the cache
hashes, the JSON form, the dependency manifest and the DMA size parser
(docs/python-utils.md)."""

import json
import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Annotated, Optional, get_args, get_origin

import numpy as np
import pytest

import aie.utils.compile.jit as jit
from aie.utils import hostruntime
from aie.utils.compile.jit import _manifest
from aie.utils.compile.jit._dma_size_parser import parse_dma_sizes
from aie.utils.compile.jit._hash import (
    _code_identity,
    _compute_artifact_hash,
    _compute_hash,
    _compute_recipe_hash,
    _device_identity_key,
)
from aie.utils.compile.jit._introspect import (
    _is_compile_param,
    _is_tensor_param,
    split_params,
)
from aie.utils.compile.jit._serialization import (
    _decode_kwarg,
    _encode_kwarg,
    _TensorPlaceholder,
)
from aie.utils.compile.jit.compilabledesign import CompilableDesign, config_param_names
from aie.utils.compile.jit.compileconfig import compileconfig
from aie.utils.compile.jit.context import compile_context, get_compile_arg
from aie.utils.compile.jit.markers import CompileTime, In, InOut, Out

# --- markers and introspection ---------------------------------------------------


def test_compile_time_is_annotated():
    assert get_origin(CompileTime[int]) is Annotated
    assert get_args(CompileTime[int])[0] is int
    assert _is_compile_param(CompileTime[int]) and _is_compile_param(CompileTime)
    assert _is_compile_param(Optional[CompileTime[int]])
    assert not _is_compile_param(int) and not _is_compile_param(Annotated[int, "other"])
    assert not _is_compile_param(In) and not _is_compile_param(Optional[int])
    assert [_is_tensor_param(a) for a in (In, Out, InOut, int, CompileTime[int])] == [
        True,
        True,
        True,
        False,
        False,
    ]


def gen(
    a: In,
    b: Out,
    alpha: float,
    n,
    *,
    M: CompileTime[int],
    K: "CompileTime[int]" = 4,
    c: InOut = None,
):
    pass


def test_split_params():
    assert split_params(gen) == (["M", "K"], ["a", "b", "c"], ["alpha", "n"])
    compile_params, _, _ = split_params(gen)
    compile_params.append("x")  # a copy: the cache is untouched
    assert split_params(gen)[0] == ["M", "K"]


def test_split_params_of_unresolvable_annotations():
    def g(a: "Missing", b: In):  # noqa: F821
        pass

    assert split_params(g) == ([], ["b"], ["a"])


def test_compile_context_nests():
    assert get_compile_arg("M") is None and get_compile_arg("M", 7) == 7
    with compile_context(M=1, N=2) as outer:
        assert outer == {"M": 1, "N": 2}
        with compile_context(M=3):
            assert (get_compile_arg("M"), get_compile_arg("N")) == (3, 2)
        assert get_compile_arg("M") == 1
    assert get_compile_arg("N") is None


def test_jit_names_load_on_first_use():
    code = (
        "import sys, aie.utils.compile.jit.markers as m, aie.utils.compile.jit as j; "
        "print('aie.utils.compile.jit.compilabledesign' in sys.modules); "
        "print(j.In is m.In, j.compileconfig.__name__)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={"PYTHONPATH": ":".join(sys.path)},
        capture_output=True,
        text=True,
    )
    assert done.stdout.split() == ["False", "True", "compileconfig"], done.stderr
    with pytest.raises(AttributeError, match="has no attribute 'jit'"):
        jit.jit  # noqa: B018
    assert set(jit.__all__) == {
        "CompilableDesign",
        "compileconfig",
        "compile_context",
        "get_compile_arg",
        "CompileTime",
        "In",
        "InOut",
        "Out",
    }


# --- compileconfig and CompilableDesign -------------------------------------------


def test_compileconfig():
    @compileconfig
    def bare(a: In, M: CompileTime[int]):
        pass

    assert isinstance(bare, CompilableDesign) and bare.use_cache is True
    assert bare.compile_kwargs == {} and bare.mlir_generator.__name__ == "bare"
    decorator = compileconfig(
        use_cache=False, source_files=["k.cc"], aiecc_flags=["-v"]
    )
    assert not isinstance(decorator, CompilableDesign)
    d1, d2 = decorator(gen), decorator(bare.mlir_generator)
    assert d1.mlir_generator is gen and d2.mlir_generator is bare.mlir_generator
    assert (d1.use_cache, d1.source_files, d1.aiecc_flags) == (
        False,
        (Path("k.cc"),),
        ("-v",),
    )
    with pytest.raises(TypeError):
        compileconfig(None, True)


def test_design_configuration_is_frozen():
    d = CompilableDesign(
        gen,
        compile_kwargs={"M": 8},
        compile_flags=["-O3"],
        source_files=["a.cc"],
        include_paths=["/inc"],
        aiecc_flags=["-v"],
        object_files=["b.o"],
        full_elf=True,
    )
    assert d.compile_kwargs == {"M": 8}
    with pytest.raises(TypeError):
        d.compile_kwargs["M"] = 9
    assert d.compile_flags == ("-O3",) and d.aiecc_flags == ("-v",)
    assert d.source_files == (Path("a.cc"),) and d.include_paths == (Path("/inc"),)
    assert d.object_files == (Path("b.o"),) and d.full_elf
    assert (d.compile_params, d.tensor_params, d.scalar_params) == (
        ["M", "K"],
        ["a", "b", "c"],
        ["alpha", "n"],
    )
    assert (
        repr(d)
        == "CompilableDesign(generator='gen', compile_kwargs=mappingproxy({'M': 8}))"
    )
    assert config_param_names(CompilableDesign) == {
        "use_cache",
        "compile_flags",
        "source_files",
        "include_paths",
        "aiecc_flags",
        "object_files",
        "full_elf",
    }
    f = CompilableDesign(Path("/d/design.mlir"))
    assert f.generator_name == "/d/design.mlir" and f.compile_params == []


def test_specialize_splits_config_from_values():
    d = CompilableDesign(gen, compile_kwargs={"M": 8, "K": 2}, aiecc_flags=["-v"])
    s = d.specialize(M=16, full_elf=True, use_cache=False)
    assert s is not d and s.compile_kwargs == {"M": 16, "K": 2}
    assert (s.full_elf, s.use_cache, s.aiecc_flags) == (True, False, ("-v",))
    assert d.compile_kwargs == {"M": 8, "K": 2} and not d.full_elf


def test_artifacts_and_pdis(tmp_path):
    d = CompilableDesign(gen)
    assert (
        d.get_artifacts() is None
        and d.get_pdi_paths() == []
        and d.get_pdi_path() is None
    )
    d._xclbin_path, d._inst_path, d._kernel_dir = Path("x"), Path("i"), tmp_path
    assert d.get_artifacts() == (Path("x"), Path("i"))
    assert d.get_pdi_path() is None
    for name in ("main.pdi", "aux.pdi"):
        (tmp_path / name).write_text("")
    assert d.get_pdi_paths() == [tmp_path / "aux.pdi", tmp_path / "main.pdi"]
    assert d.get_pdi_path() == tmp_path / "aux.pdi"
    assert d.get_pdi_path("main") == tmp_path / "main.pdi"
    assert d.get_pdi_path("other") is None


@pytest.fixture
def iron_kernel(monkeypatch):
    module = types.ModuleType("aie.iron.kernel")

    class Kernel:
        pass

    module.Kernel = Kernel
    monkeypatch.setitem(sys.modules, "aie.iron", types.ModuleType("aie.iron"))
    monkeypatch.setitem(sys.modules, "aie.iron.kernel", module)
    return Kernel


def test_split_runtime_args(iron_kernel):
    k = iron_kernel()
    d = CompilableDesign(gen, compile_kwargs={"M": 4, "K": 1})
    assert d.split_runtime_args((1, k, 2, 0.5, "n", 3), {}) == (
        [1, 2, 3],
        {"alpha": 0.5, "n": "n"},
    )
    # A compile-time parameter without a value is taken like a scalar.
    unbound = CompilableDesign(gen, compile_kwargs={"M": 4})
    assert unbound.split_runtime_args((1, 2, 0.5, "n", 3), {}) == (
        [1, 2],
        {"alpha": 0.5, "n": "n", "K": 3},
    )
    assert d.split_runtime_args((1,), {"b": 2, "alpha": 1.0}) == (
        [1, 2],
        {"alpha": 1.0},
    )
    assert d.split_runtime_args((), {}) == ([], {})
    f = CompilableDesign(Path("d.mlir"))
    assert f.split_runtime_args((1, k, 2), {"x": 3}) == ([1, 2], {"x": 3})


def test_validate_tensor_args():
    d = CompilableDesign(gen, compile_kwargs={"M": 4})
    d.validate_tensor_args([np.zeros(3)])  # nothing known: nothing checked
    d._expected_tensor_sizes = [4, 0, 8]
    d.validate_tensor_args([np.zeros(4), np.zeros(99), np.zeros((2, 4))])
    d.validate_tensor_args([np.zeros(4), None, [[1], [1, 2]]])  # no size: skipped
    with pytest.raises(
        RuntimeError, match=r"'c' has 9 elements but the kernel was compiled for 8"
    ):
        d.validate_tensor_args([np.zeros(4), np.zeros(1), np.zeros(9)])
    d._expected_tensor_sizes = [1, 1, 1, 5]
    with pytest.raises(RuntimeError, match=r"'arg\[3\]' has 2 elements"):
        d.validate_tensor_args([1, 1, 1, [1, 2]])


def test_json_round_trip():
    d = CompilableDesign(
        gen,
        compile_kwargs={"M": 8, "K": 2.5, "on": True, "s": "x", "dt": np.int32},
        source_files=["k.cc"],
        use_cache=False,
    )
    data = json.loads(d.to_json())
    assert data["generator_name"] == "gen" and data["use_cache"] is False
    assert data["compile_kwargs"] == {
        "M": ["int", 8],
        "K": ["float", 2.5],
        "on": ["bool", True],
        "s": ["str", "x"],
        "dt": ["str", "<class 'numpy.int32'>"],
    }
    assert (
        data["source_files"] == ["k.cc"]
        and data["cache_hash"] == d._compute_cache_hash()
    )
    back = CompilableDesign.from_json(d.to_json(), gen)
    assert back.compile_kwargs == {
        "M": 8,
        "K": 2.5,
        "on": True,
        "s": "x",
        "dt": "<class 'numpy.int32'>",
    }
    assert back.use_cache is False and back.source_files == (Path("k.cc"),)
    with pytest.raises(ValueError, match="generator must be supplied"):
        CompilableDesign.from_json(d.to_json())


def test_kwarg_encoding():
    assert [_encode_kwarg(v) for v in (True, 3, 1.5, "s", None)] == [
        ["bool", True],
        ["int", 3],
        ["float", 1.5],
        ["str", "s"],
        ["str", "None"],
    ]
    assert _decode_kwarg(["int", "7"]) == 7 and _decode_kwarg(["blob", 5]) == "5"
    assert _decode_kwarg(4) == 4 and _decode_kwarg([1, 2, 3]) == [1, 2, 3]


def test_tensor_placeholder_refuses_every_use():
    p = _TensorPlaceholder("a")
    assert repr(p) == "<_TensorPlaceholder for 'a'>"
    with pytest.raises(RuntimeError, match=r"'a' is a runtime tensor .*: \.shape"):
        p.shape  # noqa: B018
    with pytest.raises(RuntimeError, match=r": \.x = \.\.\."):
        p.x = 1
    with pytest.raises(RuntimeError, match=r": \[0\]"):
        p[0]  # noqa: B018


# --- hashes -----------------------------------------------------------------------------


def test_design_hash_follows_the_recipe():
    d = lambda **kw: CompilableDesign(gen, **kw)  # noqa: E731
    assert hash(d(compile_kwargs={"M": 1, "K": 2})) == hash(
        d(compile_kwargs={"K": 2, "M": 1})
    )
    assert hash(d(compile_kwargs={"M": 1})) != hash(d(compile_kwargs={"M": 2}))
    assert hash(d(aiecc_flags=["-a", "-b"])) == hash(d(aiecc_flags=["-b", "-a"]))
    assert hash(d(aiecc_flags=["-a"])) != hash(d(compile_flags=["-a"]))
    assert hash(d()) != hash(d(full_elf=True))
    h = d()._compute_cache_hash()
    assert len(h) == 24 and int(h, 16) >= 0
    assert hash(d()) != -1


def test_recipe_hash_ignores_where_the_code_is():
    def make(path):
        code = compile("def g(x):\n    return x + 1\n", path, "exec")
        ns = {}
        exec(code, ns)
        return ns["g"]

    a, b = make("/one/design.py"), make("/two/other.py")
    assert _code_identity(a.__code__) == _code_identity(b.__code__)
    assert _compute_recipe_hash(a, {}, (), ()) == _compute_recipe_hash(b, {}, (), ())


def test_recipe_hash_sees_bodies_names_and_defaults():
    def make(src):
        ns = {}
        exec(src, ns)
        return ns["g"]

    recipe = lambda g: _compute_recipe_hash(g, {}, (), ())  # noqa: E731
    base = recipe(make("def g(x):\n    def h():\n        return 1\n    return h\n"))
    assert base != recipe(
        make("def g(x):\n    def h():\n        return 2\n    return h\n")
    )
    assert recipe(make("def g(x):\n    return f(x)\n")) != recipe(
        make("def g(x):\n    return k(x)\n")
    )
    assert recipe(make("def g(x=1):\n    pass\n")) != recipe(
        make("def g(x=2):\n    pass\n")
    )


def test_recipe_hash_sees_the_module_values_the_design_reads():
    """A generator reading a module's constant, type or helper function is
    another design when that value changes; values it does not read, and
    objects whose ``repr`` is only an address, do not move the key."""

    def make(src):
        ns = {"__name__": "design"}
        exec(src, ns)
        return ns["g"]

    recipe = lambda g: _compute_recipe_hash(g, {}, (), ())  # noqa: E731
    reads_n = "def g(x):\n    return x + N\n"
    assert recipe(make("N = 1\n" + reads_n)) == recipe(make("N = 1\n" + reads_n))
    assert recipe(make("N = 1\n" + reads_n)) != recipe(make("N = 2\n" + reads_n))
    assert recipe(make("N = 1\nM = 1\n" + reads_n)) == recipe(
        make("N = 1\nM = 2\n" + reads_n)
    )
    nested = "def g(x):\n    def h():\n        return LINE\n    return h\n"
    assert recipe(make("LINE = 16\n" + nested)) != recipe(make("LINE = 32\n" + nested))
    helper = "def g(x):\n    return helper(x)\n"
    assert recipe(make(f"K = 1\ndef helper(x):\n    return K\n{helper}")) != recipe(
        make(f"K = 2\ndef helper(x):\n    return K\n{helper}")
    )
    typed = "import numpy as np\ndef g(x):\n    return T\n"
    assert recipe(make(typed + "T = np.ndarray[(8,), np.dtype[np.int32]]\n")) != recipe(
        make(typed + "T = np.ndarray[(16,), np.dtype[np.int32]]\n")
    )
    recursive = "def g(x):\n    return g(x - 1) if x else 0\n"
    assert len(recipe(make(recursive))) == 64
    opaque = "class O:\n    pass\nOBJ = O()\ndef g(x):\n    return OBJ\n"
    assert recipe(make(opaque)) == recipe(make(opaque))


def test_recipe_hash_of_callable_values():
    def act(n):
        return lambda x: x * n

    recipe = lambda v: _compute_recipe_hash(gen, {"act": v}, (), ())  # noqa: E731
    assert recipe(act(2)) == recipe(act(2)) and recipe(act(2)) != recipe(act(3))


def test_recipe_hash_is_the_same_in_another_process():
    code = (
        "from aie.utils.compile.jit._hash import _compute_recipe_hash\n"
        "def g(a, *, M=3):\n    return lambda: a\n"
        "print(_compute_recipe_hash(g, {'M': 5}, ['-v'], []))\n"
    )
    env = {"PYTHONPATH": ":".join(sys.path), "PYTHONHASHSEED": "1"}
    one = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True
    ).stdout
    env["PYTHONHASHSEED"] = "2"
    two = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True
    ).stdout
    assert one == two and len(one.strip()) == 64


def test_path_designs_key_on_the_path_and_its_time(tmp_path):
    a, b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    assert _compute_recipe_hash(a, {}, (), ()) != _compute_recipe_hash(b, {}, (), ())
    before = _compute_recipe_hash(a, {}, (), ())
    a.write_text("module {}")
    assert _compute_recipe_hash(a, {}, (), ()) != before


def test_artifact_hash_follows_sources_abi_and_device(tmp_path, monkeypatch):
    src = tmp_path / "k.cc"
    src.write_text("1")
    first = _compute_artifact_hash(gen, [src], [], True)
    assert first == _compute_artifact_hash(gen, [src], [], True)
    os.utime(src, (1, 1))
    assert _compute_artifact_hash(gen, [src], [], True) != first
    assert _compute_artifact_hash(gen, [src], [], False) != _compute_artifact_hash(
        gen, [src], [], True
    )
    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", None)
    none = _compute_artifact_hash(gen, [], [], True)

    class NPU2:
        arch, cols, rows = "AIE2p", 4, 6

    device_module = types.ModuleType("aie.iron.device")
    device_module.Device = NPU2
    monkeypatch.setitem(sys.modules, "aie.iron", types.ModuleType("aie.iron"))
    monkeypatch.setitem(sys.modules, "aie.iron.device", device_module)
    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", NPU2())
    assert _compute_artifact_hash(gen, [], [], True) != none
    path = tmp_path / "d.mlir"
    assert _compute_artifact_hash(path, [], [], True) == _compute_artifact_hash(
        path, [], [], True
    )


def test_artifact_hash_reads_the_tools_config_names(monkeypatch, tmp_path):
    import aie.utils.config as config
    from aie import _aiec

    seen = []
    monkeypatch.setattr(
        config, "peano_compiler_file", lambda: seen.append("peano") or config.__file__
    )
    monkeypatch.setattr(config, "aiecc_path", lambda: seen.append("aiecc") or config.__file__)
    first = _compute_artifact_hash(gen, [], [], True)
    assert seen == ["aiecc", "peano"]
    monkeypatch.setattr(_aiec, "__version__", "0.0.0-other")  # another aiec
    assert _compute_artifact_hash(gen, [], [], True) != first
    other = tmp_path / "aiecc"
    other.write_text("")
    os.utime(other, (5, 5))
    monkeypatch.setattr(config, "aiecc_path", lambda: str(other))
    named = _compute_artifact_hash(gen, [], [], True)
    os.utime(other, (6, 6))
    assert _compute_artifact_hash(gen, [], [], True) != named


def test_the_key_runs_no_tool(monkeypatch, tmp_path):
    """The key names the package's kernel compiler by aie-sim's file (the
    Peano prefix's compilers are links to it) without running aie-sim;
    a chosen Peano by its ``bin/clang++``."""
    import aie.utils.config as config
    import aie.utils.configure as configure

    aie_sim = tmp_path / "aie-sim"
    aie_sim.write_text("")
    monkeypatch.setenv("AIE_SIM", str(aie_sim))
    monkeypatch.setattr(configure, "peano_install_dir", "")
    monkeypatch.setattr(
        subprocess, "run", lambda *a, **k: pytest.fail(f"the key ran {a[0]}")
    )
    config._peano_prefix.cache_clear()
    assert config.peano_compiler_file() == str(aie_sim)
    first = _compute_artifact_hash(gen, [], [], True)
    os.utime(aie_sim, (7, 7))
    assert _compute_artifact_hash(gen, [], [], True) != first
    (tmp_path / "peano" / "bin").mkdir(parents=True)
    (tmp_path / "peano" / "bin" / "clang++").write_text("")
    monkeypatch.setattr(configure, "peano_install_dir", str(tmp_path / "peano"))
    assert config.peano_compiler_file() == str(tmp_path / "peano" / "bin" / "clang++")


def test_hashes_survive_missing_tools(monkeypatch):
    import aie.utils.configure as configure

    monkeypatch.setattr(configure, "peano_install_dir", "peano_not_found")
    monkeypatch.setenv("AIECC", "/no/aiecc")
    assert _compute_hash(gen, {"M": 1}, [], [], [], []) == _compute_hash(
        gen, {"M": 1}, [], [], [], []
    )
    assert _compute_hash(gen, {"M": 1}, [], [], [], []) != _compute_hash(
        gen, {"M": 2}, [], [], [], []
    )


def test_device_identity_key():
    class NPU1Col1:
        arch, cols, rows = "AIE2", 1, 6

    assert _device_identity_key(None) == ("none", "", "", "")
    assert _device_identity_key(NPU1Col1()) == (
        f"{__name__}.test_device_identity_key.<locals>.NPU1Col1",
        "AIE2",
        "1",
        "6",
    )
    assert _device_identity_key(object()) == ("builtins.object", "", "", "")


def test_generation_key_and_device_binding(monkeypatch):
    import aie.utils

    # No device set and no NPU runtime to ask (the simulated NPU is one).
    monkeypatch.setattr(aie.utils, "_get_default_npu_runtime", lambda: None)
    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", None)
    d = CompilableDesign(gen)
    assert d._generation_cache_key() == ("device", False, "none", "", "", "")
    assert d._bind_generation_device() is None
    monkeypatch.setattr(hostruntime, "_CURRENT_DEVICE", "dev")
    assert d._generation_cache_key(full_elf=True)[:3] == (
        "device",
        True,
        "builtins.str",
    )
    assert d._bind_generation_device() == "dev"
    f = CompilableDesign(Path("x.mlir"))
    assert (
        f._generation_cache_key() == ("path", "x.mlir")
        and f._bind_generation_device() is None
    )


def test_use_chess_must_be_unanimous():
    d = CompilableDesign(gen)
    k = lambda name, chess: types.SimpleNamespace(
        _name=name, _use_chess=chess
    )  # noqa: E731
    assert d._resolve_use_chess([]) is False
    assert d._resolve_use_chess([k("a", True), k("b", True)]) is True
    assert d._resolve_use_chess([k("a", False)]) is False
    with pytest.raises(RuntimeError, match=r"chess=\['a'\], peano=\['b'\]"):
        d._resolve_use_chess([k("a", True), k("b", False)])


# --- the dependency manifest ------------------------------------------------------------


def test_depfile_parsing(tmp_path):
    dep = tmp_path / "k.o.d"
    dep.write_text("k.o: k.cc /inc/a\\ b.h \\\n  $$HOME/c.h dir\\\\d.h\n")
    assert _manifest._parse_depfile(dep) == [
        Path("k.cc"),
        Path("/inc/a b.h"),
        Path("$HOME/c.h"),
        Path("dir\\\\d.h"),
    ]
    dep.write_text("no target separator\n")
    assert _manifest._parse_depfile(dep) == []


def test_record_and_check(tmp_path, monkeypatch):
    kernel_dir, src = tmp_path / "kd", tmp_path / "src"
    kernel_dir.mkdir()
    src.mkdir()
    header, kernel, declared = src / "h.h", src / "k.cc", src / "d.cc"
    for p in (header, kernel, declared):
        p.write_text(p.name)
    (kernel_dir / "k.o.d").write_text(f"k.o: ../src/k.cc {header} missing.h\n")
    monkeypatch.chdir(src)
    func = types.SimpleNamespace(_source_file="k.cc", _source_string=None)
    _manifest.record(kernel_dir, [func], ["d.cc"])
    payload = json.loads((kernel_dir / _manifest.MANIFEST_NAME).read_text())
    assert payload["version"] == 1 and payload["complete"] is True
    assert [e["path"] for e in payload["inputs"]] == [
        str(declared),
        str(header),
        str(kernel),
    ]
    assert (
        payload["inputs"][0]["size"] == 4 and len(payload["inputs"][0]["sha256"]) == 64
    )
    assert _manifest.is_valid(kernel_dir)
    st = header.stat()
    header.write_text("H.h")  # same size, same time: trusted without a digest
    os.utime(header, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert _manifest.is_valid(kernel_dir)
    os.utime(header, (1, 1))  # another time: the digest decides
    assert not _manifest.is_valid(kernel_dir)
    header.write_text("h.h")
    os.utime(header, (2, 2))
    assert _manifest.is_valid(kernel_dir)
    header.unlink()
    assert not _manifest.is_valid(kernel_dir)


def test_incomplete_manifests(tmp_path):
    func = types.SimpleNamespace(_source_file=None, _source_string="int k;")
    _manifest.record(tmp_path, [func], [])  # compiled, no depfile
    assert json.loads((tmp_path / "deps.json").read_text()) == {
        "version": 1,
        "complete": False,
        "inputs": [],
    }
    assert _manifest.is_valid(tmp_path)
    (tmp_path / "deps.json").unlink()
    _manifest.record(tmp_path, [], [], used_chess=True)
    assert json.loads((tmp_path / "deps.json").read_text())["complete"] is False


def test_malformed_manifests_are_misses(tmp_path):
    assert not _manifest.is_valid(tmp_path)
    path = tmp_path / "deps.json"
    for text in (
        "{",
        "[]",
        '{"version": 2}',
        '{"version": 1, "inputs": {}}',
        '{"version": 1, "inputs": [1]}',
        '{"version": 1, "inputs": [{"path": "x"}]}',
    ):
        path.write_text(text)
        assert not _manifest.is_valid(tmp_path), text
    _manifest.write_for_test(tmp_path, [])
    assert _manifest.is_valid(tmp_path)
    assert not (tmp_path / "deps.json.tmp").exists()


# --- DMA sizes ----------------------------------------------------------------------------


def sizes(tmp_path, text):
    (tmp_path / "input_with_addresses.mlir").write_text(text)
    return parse_dma_sizes(tmp_path)


def test_dma_sizes_of_one_sequence(tmp_path):
    assert parse_dma_sizes(tmp_path) is None
    text = (
        "module {\n  aie.device(npu1_1col) {\n"
        "    aie.runtime_sequence(%a: memref<64xi32>, %b: memref<4x8xbf16>, %c: memref<i8>) {\n"
        "    }\n  }\n}\n"
    )
    assert sizes(tmp_path, text) == [64, 32, 1]
    strided = "aie.runtime_sequence @s(%a: memref<2x3xi32, strided<[3, 1], offset: 0>>) {\n}\n"
    assert sizes(tmp_path, strided) == [6]


def test_dma_sizes_pick_the_uncalled_sequence(tmp_path):
    text = (
        "aie.runtime_sequence @leaf(%x: memref<8xi32>) {\n}\n"
        "aie.runtime_sequence @main(%a: memref<16xi32>, %b: memref<16xi32>) {\n"
        "  aiex.run @leaf(%a) : (memref<16xi32>)\n}\n"
    )
    assert sizes(tmp_path, text) == [16, 16]
    two_roots = text.replace("aiex.run @leaf", "// aiex.run @leaf")
    assert sizes(tmp_path, two_roots) is None
    anonymous = (
        "aie.runtime_sequence(%a: memref<8xi32>) {\n}\naie.runtime_sequence @n() {\n}\n"
    )
    assert sizes(tmp_path, anonymous) is None


def test_dma_sizes_need_static_memrefs(tmp_path):
    for args in (
        "%a: memref<?xi32>",
        "%a: memref<4x?xi32>",
        "%a: memref<8xi32>, %r: i32",
        "",
    ):
        assert (
            sizes(tmp_path, f"aie.runtime_sequence @s({args}) {{\n}}\n") is None
        ), args
    assert sizes(tmp_path, "module {}\n") is None
    assert sizes(tmp_path, "aie.runtime_sequence @s(%a: memref<8xi32>") is None
