"""Tests of compilation's host side: ``aie.utils.config``/``configure``
(where the tools are), ``aie.utils.compile`` (a design's products made by
aiec's session in this process; the kernel compiler command lines, run
against recording stand-ins of the tools; the LLVM IR rewrite for inline
kernels) and ``aie.utils.compile.cache.utils`` (the lock and the cache
keys). See docs/python-utils.md."""

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
import time
import types
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import aie.utils.config as config
import aie.utils.configure as configure
from aie.utils.compile import (
    NPU_CACHE_HOME,
    compile_cxx_core_function,
    compile_mlir_module,
)
from aie.utils.compile import compile_external_kernel, resolve_target_arch
from aie.utils.compile.cache.utils import _create_function_cache_key, file_lock
from aie.utils.compile.utils import _cleanup_failed_compilation, _make_ir_inlinable
from aie.utils.hostruntime.tensor_class import CPUOnlyTensor

CHECKOUT = Path(__file__).resolve().parents[3]


def tool(path: Path, body: str) -> Path:
    """An executable Python script at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"#!{sys.executable}\nimport json, os, sys\n" + textwrap.dedent(body)
    )
    path.chmod(0o755)
    return path


# A tool that appends its argv and working directory to $RECORD (one JSON
# line per run) and fails with $FAIL's text on stderr when $FAIL is set.
RECORDER = """
with open(os.environ["RECORD"], "a") as f:
    f.write(json.dumps({"argv": sys.argv[1:], "cwd": os.getcwd()}) + "\\n")
if os.environ.get("FAIL"):
    sys.stderr.write(os.environ["FAIL"])
    sys.exit(3)
"""


def runs(record: Path):
    return (
        [json.loads(line) for line in record.read_text().splitlines()]
        if record.exists()
        else []
    )


@pytest.fixture
def record(tmp_path, monkeypatch):
    path = tmp_path / "record.jsonl"
    monkeypatch.setenv("RECORD", str(path))
    monkeypatch.delenv("FAIL", raising=False)
    return path


@pytest.fixture
def peano(tmp_path, monkeypatch, record):
    """A Peano directory whose clang++ records its runs and writes its output
    (``-o``): for ``-emit-llvm`` a module defining ``@k``."""
    directory = tmp_path / "peano"
    tool(
        directory / "bin" / "clang++",
        RECORDER + """
out = sys.argv[sys.argv.index("-o") + 1]
text = "define dso_local void @k(i32* %0) #0 {\\n  ret void\\n}\\nattributes #0 = { noinline optnone }\\n"
with open(out, "w") as f:
    f.write(text if "-emit-llvm" in sys.argv and "-" not in sys.argv else "object")
""",
    )
    monkeypatch.setattr(configure, "peano_install_dir", str(directory))
    return directory


# --- config and configure ------------------------------------------------------


def test_install_path_is_the_package_and_holds_its_kernel_library():
    assert Path(configure.install_path()) == CHECKOUT / "compiler" / "python" / "aie"
    assert Path(config.root_path()) == CHECKOUT / "compiler" / "python" / "aie"
    assert Path(configure.checkout_path()) == CHECKOUT
    assert (CHECKOUT / "Cargo.toml").is_file()
    assert Path(config.cxx_header_path()) == CHECKOUT / "compiler" / "python" / "aie" / "include"
    assert (Path(config.cxx_header_path()) / "aie_kernels" / "aie_kernel_utils.h").is_file()


def test_tool_dirs(monkeypatch, tmp_path):
    monkeypatch.setenv("CARGO_TARGET_DIR", str(tmp_path))
    assert configure.tool_dirs() == [
        sysconfig.get_path("scripts"),
        str(tmp_path / "release"),
        str(tmp_path / "debug"),
        str(CHECKOUT / "target" / "release"),
        str(CHECKOUT / "target" / "debug"),
    ]
    monkeypatch.delenv("CARGO_TARGET_DIR")
    assert configure.tool_dirs()[1] == str(CHECKOUT / "target" / "release")


def test_a_tool_is_its_variable_then_on_path_then_built(monkeypatch, tmp_path):
    monkeypatch.setattr(configure, "tool_dirs", lambda: [str(tmp_path / "release")])
    monkeypatch.setenv("PATH", str(tmp_path / "path"))
    monkeypatch.delenv("AIE_SIM", raising=False)
    with pytest.raises(
        RuntimeError,
        match=r"Could not find aie-sim: set AIE_SIM, put it on PATH, or build it",
    ):
        config.tool_path("aie-sim")
    built = tool(tmp_path / "release" / "aie-sim", "")
    assert config.tool_path("aie-sim") == str(built)
    on_path = tool(tmp_path / "path" / "aie-sim", "")
    assert config.tool_path("aie-sim") == str(on_path)
    monkeypatch.setenv("AIE_SIM", "/chosen/aie-sim")
    assert config.tool_path("aie-sim") == "/chosen/aie-sim"
    assert config.TOOLS == {"aiec": "AIEC", "aie-sim": "AIE_SIM"}


def test_aiecc_is_the_packages_own(monkeypatch, tmp_path):
    from aie import _aiec

    monkeypatch.setenv("PATH", str(tmp_path))
    tool(tmp_path / "aiecc", "")  # on PATH, but not what compiles
    assert config.aiecc_path() == _aiec.__file__


def test_peano_is_the_chosen_directory_or_aie_sims_prefix(monkeypatch, tmp_path):
    monkeypatch.setattr(configure, "peano_install_dir", str(tmp_path))
    assert config.peano_install_dir() == str(tmp_path)
    monkeypatch.setattr(configure, "peano_install_dir", str(tmp_path / "missing"))
    with pytest.raises(
        RuntimeError, match="Invalid Peano install directory: .*missing"
    ):
        config.peano_install_dir()
    # The prefix aiec's session makes beside the aie-sim named, its kernel
    # compilers links to it (what `aie-sim --peano-prefix` prints).
    sim = tool(tmp_path / "sim" / "aie-sim", "")
    monkeypatch.setattr(configure, "peano_install_dir", "")
    monkeypatch.setenv("AIE_SIM", str(sim))
    config._peano_prefix.cache_clear()
    prefix = tmp_path / "sim" / "aiec-peano"
    assert config.peano_install_dir() == str(prefix)
    assert config.peano_cxx_path() == str(prefix / "bin" / "clang++")
    assert (prefix / "bin" / "clang++").resolve() == sim
    with pytest.raises(RuntimeError, match="Peano linker not found in .*ld.lld"):
        config.peano_linker_path()


def test_peano_of_a_built_aie_sim(monkeypatch):
    """The prefix the real aie-sim makes holds the kernel compilers."""
    monkeypatch.setattr(configure, "peano_install_dir", "")
    try:
        config.tool_path("aie-sim")
    except RuntimeError:
        pytest.skip("no aie-sim built")
    for name in ("clang", "clang++", "xchesscc_wrapper"):
        assert os.access(Path(config.peano_install_dir()) / "bin" / name, os.X_OK)
    assert config.peano_cxx_path().endswith("bin/clang++")


def test_objcopy_prefers_llvm_objcopy(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(
        RuntimeError, match=r"Could not find an objcopy \(llvm-objcopy, objcopy\)"
    ):
        config.objcopy_path()
    tool(tmp_path / "objcopy", "")
    assert config.objcopy_path() == str(tmp_path / "objcopy")
    tool(tmp_path / "llvm-objcopy", "")
    assert config.objcopy_path() == str(tmp_path / "llvm-objcopy")


def test_npu_cache_home():
    assert NPU_CACHE_HOME.is_absolute()
    code = "from aie.utils.compile import NPU_CACHE_HOME; print(NPU_CACHE_HOME)"
    env = {"PYTHONPATH": ":".join(sys.path), "HOME": "/home/h"}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True
    )
    assert done.stdout.strip() == "/home/h/.npu/cache"
    env["NPU_CACHE_HOME"] = "/tmp/cache/../elsewhere"
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True
    )
    assert done.stdout.strip() == "/tmp/elsewhere"


def test_resolve_target_arch(monkeypatch):
    assert resolve_target_arch() == "aie2" and resolve_target_arch(None) == "aie2"

    class Device:
        def __init__(self, arch):
            self.arch = SimpleNamespace(name=arch)

    module = types.ModuleType("aie.iron.device")
    module.Device = Device
    monkeypatch.setitem(sys.modules, "aie.iron", types.ModuleType("aie.iron"))
    monkeypatch.setitem(sys.modules, "aie.iron.device", module)
    assert resolve_target_arch(Device("AIE2")) == "aie2"
    assert resolve_target_arch(Device("AIE2p")) == "aie2p"
    with pytest.raises(RuntimeError, match="Unsupported device arch"):
        resolve_target_arch(Device("AIE1"))


# --- compile_mlir_module ----------------------------------------------------------


ADD_ONE = CHECKOUT / "examples" / "add_one" / "design.mlir"


def test_compile_in_a_work_dir(tmp_path):
    """The package's aiecc, in this process: the design, instructions,
    xclbin, the design with addresses and the device's PDI (as mlir-aie's
    aiecc leaves it in its --tmpdir) in the work directory; what the host
    passes the design's sequence."""
    from aie.utils.compile.jit._dma_size_parser import parse_dma_sizes

    design = ADD_ONE.read_text()
    made = compile_mlir_module(
        design,
        insts_path=tmp_path / "o" / "insts.bin",
        xclbin_path=tmp_path / "o" / "final.xclbin",
        work_dir=tmp_path,
    )
    assert (tmp_path / "aie.mlir").read_text() == design
    assert (tmp_path / "o" / "insts.bin").read_bytes() == made.insts[-1][2]
    assert len(made.insts[-1][2]) > 0 and len(made.insts[-1][2]) % 4 == 0
    assert (tmp_path / "o" / "final.xclbin").read_bytes()[:7] == b"xclbin2"
    assert "aie.runtime_sequence" in (tmp_path / "input_with_addresses.mlir").read_text()
    [entry] = [s for s in made.sequences if not s.called]
    sizes = [elements for _, _, _, elements in entry.args]
    assert parse_dma_sizes(tmp_path) == sizes and len(sizes) >= 2
    [(device, image)] = made.pdis
    assert (tmp_path / f"{device}.pdi").read_bytes() == image
    assert b"aie.device" in image


def test_aiecc_path_names_another_aiecc(monkeypatch, tmp_path):
    """``$AIECC_PATH`` (mlir-aie #3554) is checked first and must name a
    file: an aiecc that is not there is an error, not a fallback."""
    monkeypatch.setenv("AIECC_PATH", str(tmp_path / "missing" / "aiecc"))
    with pytest.raises(RuntimeError, match=r"AIECC_PATH is set to .*missing/aiecc, but no such file exists\."):
        config.aiecc_path()
    with pytest.raises(RuntimeError, match="AIECC_PATH is set to"):
        compile_mlir_module(ADD_ONE.read_text(), insts_path=tmp_path / "i.bin")
    chosen = tool(tmp_path / "aiecc", "")
    monkeypatch.setenv("AIECC_PATH", str(chosen))
    assert config.aiecc_path() == str(chosen)


def test_aiecc_path_compiles_with_that_program(monkeypatch, tmp_path):
    """An aiecc named by ``$AIECC_PATH`` compiles the design as a program,
    given mlir-aie's flags for the outputs asked for; its failure is an
    error carrying what it printed. The package's own aiecc program, so
    named, makes what the in-process session makes."""
    aiecc = shutil.which("aiecc") or str(Path(sys.executable).with_name("aiecc"))
    assert Path(aiecc).is_file(), "the package installs its aiecc program"
    monkeypatch.setenv("AIECC_PATH", aiecc)
    made = compile_mlir_module(
        ADD_ONE.read_text(),
        insts_path=tmp_path / "o" / "insts.bin",
        xclbin_path=tmp_path / "o" / "final.xclbin",
        work_dir=tmp_path,
        options=["--alloc-scheme=basic-sequential"],
    )
    assert made is None
    monkeypatch.delenv("AIECC_PATH")
    own = compile_mlir_module(ADD_ONE.read_text(), insts_path=tmp_path / "own.bin", options=["--alloc-scheme=basic-sequential"])
    assert (tmp_path / "o" / "insts.bin").read_bytes() == own.insts[-1][2]
    assert (tmp_path / "o" / "final.xclbin").read_bytes()[:7] == b"xclbin2"
    assert "aie.runtime_sequence" in (tmp_path / "input_with_addresses.mlir").read_text()
    failing = tool(tmp_path / "bad-aiecc", "import sys\nprint('no such device', file=sys.stderr)\nsys.exit(3)\n")
    monkeypatch.setenv("AIECC_PATH", str(failing))
    with pytest.raises(RuntimeError, match=r"(?s)\[aiecc\] Compilation failed:.*no such device"):
        compile_mlir_module(ADD_ONE.read_text(), insts_path=tmp_path / "x.bin")


def test_compile_options(tmp_path, monkeypatch):
    """aiecc's flags given as options are read by aiecc's option table; an
    instruction ELF and the PDI; without a work directory, no PDI is left
    beside them."""

    class Module:
        def __str__(self):
            return ADD_ONE.read_text()

    monkeypatch.chdir(tmp_path)
    made = compile_mlir_module(
        Module(),
        insts_path="i.bin",
        pdi_path="p.pdi",
        elf_path="e.elf",
        options=["-O3", "--alloc-scheme=basic-sequential"],
        use_chess=True,
        fold_ddr_addr_offset=False,
    )
    assert (tmp_path / "e.elf").read_bytes()[:4] == b"\x7fELF" == made.elf[:4]
    assert (tmp_path / "i.bin").read_bytes() == made.insts[-1][2]
    [(device, image)] = made.pdis
    assert (tmp_path / "p.pdi").read_bytes() == image
    assert not (tmp_path / f"{device}.pdi").exists()
    assert not (tmp_path / "aie.mlir").exists()  # no work directory


def test_a_full_elf_needs_neither_xclbin_nor_instructions(tmp_path):
    made = compile_mlir_module(
        ADD_ONE.read_text(),
        insts_path=tmp_path / "i",
        xclbin_path=tmp_path / "x",
        full_elf_path=tmp_path / "f.elf",
    )
    assert (tmp_path / "f.elf").read_bytes() == made.full_elf
    assert not (tmp_path / "i").exists() and not (tmp_path / "x").exists()
    assert made.xclbins == [] and made.insts == []


def test_a_design_aiec_refuses_raises_its_diagnostics(tmp_path):
    """The error of a design that does not compile names the design's file,
    line and column and carries aiec's help line."""
    from aie import AiecError

    design = (CHECKOUT / "test" / "deadlock" / "acquire-equal-vs-greater-equal.mlir").read_text()
    line = design.splitlines().index("        aie.use_lock(%out_prod, Acquire, 1)") + 1
    with pytest.raises(AiecError) as failed:
        compile_mlir_module(design, insts_path=tmp_path / "i", work_dir=tmp_path)
    e = failed.value
    assert e.message == f"[aiecc] {tmp_path / 'aie.mlir'} does not compile"
    first = e.diagnostics[0]
    assert (first.file, first.line, first.column) == (str(tmp_path / "aie.mlir"), line, 9)
    assert first.help.startswith("`Acquire` waits until lock `out_prod` equals 1")
    text = str(e)
    assert f"{tmp_path / 'aie.mlir'}:{line}:9: error: deadlock: the core of tile (0, 2)" in text
    assert "\nhelp: `Acquire` waits until lock `out_prod` equals 1" in text


def test_a_jit_compile_error_carries_file_line_column_and_help(tmp_path):
    """@iron.jit's compile (``CompilableDesign.compile``) of a design aiec
    refuses raises aiec's diagnostic at the design's file, line and column,
    with its help line, and leaves no output."""
    from aie import AiecError
    from aie.utils.compile.jit.compilabledesign import CompilableDesign

    source = CHECKOUT / "test" / "deadlock" / "acquire-equal-vs-greater-equal.mlir"
    design = tmp_path / "deadlock.mlir"
    shutil.copy(source, design)
    xclbin, insts = tmp_path / "out" / "final.xclbin", tmp_path / "out" / "insts.bin"
    with pytest.raises(AiecError) as failed:
        CompilableDesign(design, use_cache=False).compile(xclbin_path=xclbin, inst_path=insts)
    head, *rest = str(failed.value).splitlines()
    # The design compiled is the generated module as written to the
    # kernel directory's aie.mlir (which the failed compile empties); the
    # place named is the failing acquire's.
    kept = str(tmp_path / "out" / "final.prj" / "aie.mlir")
    assert head == f"[aiecc] {kept} does not compile"
    first = failed.value.diagnostics[0]
    assert first.file == kept and first.line > 1 and first.column == 9
    assert re.fullmatch(rf"{re.escape(kept)}:\d+:9: error: deadlock: the core of tile \(0, 2\).*", rest[0])
    assert any(line.startswith("help: `Acquire` waits until lock `out_prod` equals 1") for line in rest)
    assert not xclbin.exists() and not insts.exists()


def test_a_bad_aiecc_flag_is_an_error_naming_the_help(tmp_path):
    from aie import AiecError

    with pytest.raises(AiecError, match="unknown command line argument '--bogus'") as failed:
        compile_mlir_module(ADD_ONE.read_text(), insts_path=tmp_path / "i", options=["--bogus"])
    assert "help: `aiecc --help` lists the options" in str(failed.value)


# --- kernels ------------------------------------------------------------------------


def test_a_peano_compile(peano, record, tmp_path):
    compile_cxx_core_function(
        "k.cc",
        "aie2p",
        "k.o",
        include_dirs=["/inc"],
        compile_args=["-DX=1"],
        cwd=str(tmp_path),
    )
    [run] = runs(record)
    assert run["cwd"] == str(tmp_path)
    assert run["argv"] == [
        "k.cc",
        "-c",
        "-o",
        "k.o",
        f"-I{config.cxx_header_path()}",
        "-std=c++20",
        "-Wno-parentheses",
        "-Wno-attributes",
        "-Wno-macro-redefined",
        "-Wno-empty-body",
        "-O2",
        "-DNDEBUG",
        "-MD",
        "-MF",
        "k.o.d",
        "-D__AIE_API_AIE_ADF_HPP__",
        "--target=aie2p-none-unknown-elf",
        "-I",
        "/inc",
        "-DX=1",
    ]


def test_an_inline_kernel_is_rewritten(peano, record, tmp_path):
    out = tmp_path / "k.ll"
    compile_cxx_core_function("k.cc", "aie2", str(out), inline=True, symbol_name="k")
    [run] = runs(record)
    assert run["argv"][1:3] == ["-S", "-emit-llvm"]
    define = out.read_text().splitlines()[0]
    assert define == "define linkonce_odr dso_local void @k(i32* %0) alwaysinline #1 {"
    bitcode = tmp_path / "k.bc"
    compile_cxx_core_function(
        "k.cc", "aie2", str(bitcode), inline=True, symbol_name="k"
    )
    assembled = runs(record)[-1]["argv"]
    assert assembled == [
        "-x",
        "ir",
        "-",
        "-c",
        "-emit-llvm",
        "-O0",
        "-Xclang",
        "-disable-llvm-passes",
        "--target=aie2-none-unknown-elf",
        "-o",
        str(bitcode),
    ]


def test_kernel_compile_errors(peano, monkeypatch, tmp_path):
    with pytest.raises(ValueError, match="cannot be combined with use_chess=True"):
        compile_cxx_core_function(
            "k.cc", "aie2", "k.ll", inline=True, use_chess=True, symbol_name="k"
        )
    with pytest.raises(ValueError, match="symbol_name is required when inline=True"):
        compile_cxx_core_function("k.cc", "aie2", "k.ll", inline=True)
    with pytest.raises(ValueError, match="must use .ll for textual LLVM IR or .bc"):
        compile_cxx_core_function("k.cc", "aie2", "k.o", inline=True, symbol_name="k")
    monkeypatch.setenv("FAIL", "k.cc:1: error")
    with pytest.raises(
        RuntimeError, match="\\[Peano\\] compilation failed:\nk.cc:1: error"
    ):
        compile_cxx_core_function("k.cc", "aie2", str(tmp_path / "k.o"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(RuntimeError, match="Could not find 'xchesscc_wrapper' on PATH"):
        compile_cxx_core_function("k.cc", "aie2", "k.o", use_chess=True)


def test_a_chess_compile(peano, record, monkeypatch, tmp_path):
    tool(tmp_path / "chess" / "xchesscc_wrapper", RECORDER)
    monkeypatch.setenv("PATH", str(tmp_path / "chess"))
    compile_cxx_core_function(
        "k.cc", "aie2", "k.o", compile_args=["+w", "w"], use_chess=True
    )
    [run] = runs(record)
    assert run["argv"] == [
        "aie2",
        "-c",
        "k.cc",
        "-o",
        "k.o",
        f"-I{config.cxx_header_path()}",
        "+w",
        "w",
    ]


def kernel(**given):
    base = dict(
        _name="k",
        _original_name="k",
        _compiled=False,
        _source_string=None,
        _source_file=None,
        _include_dirs=[],
        _compile_flags=["-O3"],
        object_file_name="k.o",
    )
    return SimpleNamespace(**{**base, **given})


def test_external_kernels(peano, record, monkeypatch, tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    func = kernel(_source_string="int k;")
    compile_external_kernel(func, str(work), "aie2")
    assert func._compiled and (work / "k.cc").read_text() == "int k;"
    assert (work / "k.o").read_text() == "object"
    assert runs(record)[0]["argv"][-1] == "-O3" and runs(record)[0]["cwd"] == str(work)
    compile_external_kernel(func, str(work), "aie2")  # compiled already: nothing runs
    assert len(runs(record)) == 1

    source = tmp_path / "src" / "k2.cc"
    source.parent.mkdir()
    source.write_text("int k2;")
    tool(tmp_path / "objcopy-dir" / "llvm-objcopy", RECORDER)
    monkeypatch.setenv("PATH", str(tmp_path / "objcopy-dir"))
    func = kernel(
        _name="p_k2",
        _original_name="k2",
        _source_file=str(source),
        object_file_name="k2.o",
        _symbol_prefix="p_",
    )
    compile_external_kernel(func, str(work), "aie2")
    compile_run, rename = runs(record)[1:]
    assert ["-I", str(source.parent)] == compile_run["argv"][-3:-1]
    assert rename["argv"] == ["--redefine-sym=k2=p_k2", str(work / "k2.o")]
    func._compiled = False
    compile_external_kernel(
        func, str(work), "aie2"
    )  # its object is there: renamed only
    assert (
        runs(record)[-1]["argv"][0] == "--redefine-sym=k2=p_k2"
        and len(runs(record)) == 4
    )


def test_external_kernel_errors(peano, tmp_path):
    with pytest.raises(
        NotImplementedError, match="inline=True combined with symbol_prefix"
    ):
        compile_external_kernel(
            kernel(_inline=True, _symbol_prefix="p_"), str(tmp_path), "aie2"
        )
    with pytest.raises(FileNotFoundError, match="source file not found: /no/such.cc"):
        compile_external_kernel(
            kernel(_source_file="/no/such.cc"), str(tmp_path), "aie2"
        )
    with pytest.raises(ValueError, match="Neither source_string nor source_file"):
        compile_external_kernel(kernel(), str(tmp_path), "aie2")


def test_cleanup_keeps_the_lock_and_the_repeater(tmp_path):
    for name in (".lock", "final.xclbin", "insts.bin"):
        (tmp_path / name).write_text("x")
    for name in ("repeater", "k.prj"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "f").write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "repeater")
    _cleanup_failed_compilation(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".lock", "repeater"]
    assert (tmp_path / "repeater" / "f").exists()
    _cleanup_failed_compilation(tmp_path / "missing")


# --- _make_ir_inlinable ------------------------------------------------------------


def rewrite(tmp_path, text, symbol="f"):
    path = tmp_path / "k.ll"
    path.write_text(text)
    _make_ir_inlinable(str(path), symbol)
    return path.read_text()


def test_inlinable_define(tmp_path):
    text = "define dso_local i32 @f(i32 %x) local_unnamed_addr {\n  ret i32 %x\n}\n"
    assert rewrite(tmp_path, text).splitlines()[0] == (
        "define linkonce_odr dso_local i32 @f(i32 %x) local_unnamed_addr alwaysinline {"
    )


def test_inlinable_define_with_clauses_after_the_attributes(tmp_path):
    text = (
        'define void @f(i32* byval(i32) %p, i8* %q) unnamed_addr #0 section ".text.f" align 16 !dbg !4 {\n'
        '  ret void\n}\nattributes #0 = { nounwind "frame-pointer"="all" }\n'
    )
    out = rewrite(tmp_path, text).splitlines()
    assert out[0] == (
        "define linkonce_odr void @f(i32* byval(i32) %p, i8* %q) unnamed_addr alwaysinline #0 "
        'section ".text.f" align 16 !dbg !4 {'
    )
    assert out[3] == 'attributes #0 = { nounwind "frame-pointer"="all" }'  # left alone


def test_noinline_groups_are_copied(tmp_path):
    text = (
        "define void @g() #0 {\n  ret void\n}\n"
        "define internal void @f() #0 #1 noinline {\n  ret void\n}\n"
        "attributes #0 = { noinline nounwind optnone }\n"
        'attributes #1 = { "x"="noinline" }\n'
    )
    out = rewrite(tmp_path, text).splitlines()
    assert out[0] == "define void @g() #0 {"
    assert out[3] == "define internal void @f() alwaysinline #2 #1 {"
    assert out[6:] == [
        "attributes #0 = { noinline nounwind optnone }",
        'attributes #1 = { "x"="noinline" }',
        "attributes #2 = { nounwind }",
    ]
    assert (
        rewrite(tmp_path, "\n".join(out) + "\n") == "\n".join(out) + "\n"
    )  # idempotent


def test_linkage_keywords(tmp_path):
    assert rewrite(tmp_path, "define external void @f() {\n}\n").startswith(
        "define linkonce_odr void @f() alwaysinline {"
    )
    assert rewrite(tmp_path, "define weak void @f() {\n}\n").startswith(
        "define weak void @f()"
    )


def test_inlinable_errors(tmp_path):
    with pytest.raises(
        RuntimeError, match=r"no `define` for symbol 'f' in .*k.ll.*extern \"C\""
    ):
        rewrite(tmp_path, "declare void @f()\ndefine void @ff() {\n}\n")
    with pytest.raises(RuntimeError, match="could not parse the `define` for 'f'"):
        rewrite(tmp_path, "define void @f(i32 %x\n")


def test_rewritten_ir_is_valid_llvm(tmp_path):
    llvm_as = shutil.which("llvm-as")
    if llvm_as is None:
        pytest.skip("no llvm-as")
    text = (
        "define dso_local void @f(i32* %p) local_unnamed_addr #0 {\n  ret void\n}\n"
        "define void @g() #0 {\n  ret void\n}\n"
        "attributes #0 = { noinline nounwind optnone }\n"
    )
    path = tmp_path / "k.ll"
    path.write_text(rewrite(tmp_path, text))
    done = subprocess.run(
        [llvm_as, str(path), "-o", os.devnull], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


# --- file_lock ----------------------------------------------------------------------

HOLDER = """
import fcntl, sys, time
f = open(sys.argv[1], "a+")
fcntl.flock(f, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(float(sys.argv[2]))
"""


def hold(path, seconds):
    """A process holding the lock on ``path`` for ``seconds``."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path), str(seconds)],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout.readline() == "held\n"
    return holder


@pytest.mark.skipif(os.name == "nt", reason="POSIX flock")
def test_a_held_lock_times_out_then_is_taken(tmp_path):
    path = tmp_path / "a" / "b" / ".lock"
    path.parent.mkdir(parents=True)
    holder = hold(path, 1.5)
    start = time.monotonic()
    with pytest.raises(
        TimeoutError, match=r"Could not acquire lock on .*\.lock within 0.3 seconds"
    ):
        with file_lock(str(path), timeout_seconds=0.3):
            pass
    assert time.monotonic() - start < 1.2
    cpu = time.process_time()
    with file_lock(str(path), timeout_seconds=30) as f:  # waits for the holder
        assert holder.poll() is not None or time.monotonic() - start > 1.0
        assert not f.closed
    assert time.process_time() - cpu < 0.5  # parked, not polling
    holder.wait()


@pytest.mark.skipif(os.name == "nt", reason="POSIX flock")
def test_a_waiter_that_gave_up_does_not_keep_the_lock(tmp_path):
    path = tmp_path / ".lock"
    path.touch()
    holder = hold(path, 0.5)
    with pytest.raises(TimeoutError):
        with file_lock(str(path), timeout_seconds=0.1):
            pass
    holder.wait()
    time.sleep(0.2)  # the helper thread gets the lock, then lets it go
    again = hold(path, 0)  # another process can take it
    again.wait()


def test_the_lock_is_released_however_the_block_ends(tmp_path):
    path = tmp_path / "new" / ".lock"
    with pytest.raises(KeyError):
        with file_lock(str(path)):
            raise KeyError("x")
    assert path.exists()
    with file_lock(str(path), timeout_seconds=0.1) as f:
        assert f.name == str(path)
    assert f.closed


# --- cache keys ----------------------------------------------------------------------


def f(a, b=1):
    return a + b


def test_cache_key_of_plain_values():
    assert _create_function_cache_key(f, (3, "x"), {}) == (
        "f",
        f"int_3_str_{hash('x')}",
    )
    assert _create_function_cache_key(f, (), {"tile": 4, "a": True}) == (
        "f",
        "a_bool_1_tile_int_4",
    )
    assert _create_function_cache_key(f, (3,), {}, extra_key=("dev",)) == (
        "f",
        "int_3",
        ("dev",),
    )


def test_cache_key_of_tensors_and_unhashable_values():
    t = CPUOnlyTensor((2, 3), dtype=np.int32)
    assert _create_function_cache_key(f, (t,), {"out": t})[1] == (
        f"tensor_(2, 3)_{t.dtype}_out_tensor_(2, 3)_{t.dtype}"
    )
    key = _create_function_cache_key(f, (), {"sizes": [1, 2]})[1]
    assert key.startswith("sizes_list_") and len(key) == len("sizes_list_") + 64
    assert key != _create_function_cache_key(f, (), {"sizes": [1, 3]})[1]
    with pytest.raises(TypeError):
        _create_function_cache_key(f, ([1],), {})


def test_cache_key_of_functions_follows_code_and_captures():
    def make(n):
        return lambda x: x + n

    key = lambda fn: _create_function_cache_key(f, (fn,), {"fn": fn})  # noqa: E731
    assert key(make(1)) == key(make(1))
    assert key(make(1)) != key(make(2))
    assert key(make(1))[1].startswith("function_")
    assert "_fn_function_" in key(make(1))[1]
    assert key(len) == ("f", f"function_{hash(len)}_fn_function_{hash(len)}")


def test_closure_values_without_a_hash_are_keyed_by_state():
    class Box:
        pass

    def make(box):
        return lambda: box

    a, b = Box(), Box()
    a.v, b.v = 1, 1
    key = lambda fn: _create_function_cache_key(f, (fn,), {})  # noqa: E731
    assert key(make(a)) == key(make(b))
    b.v = 2
    assert key(make(a)) != key(make(b))
