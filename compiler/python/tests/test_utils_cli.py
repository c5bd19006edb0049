"""Tests of the examples' command-line helpers:
``aie.utils.hostruntime.argparse`` and ``aie.utils.hostruntime.cli``
(docs/python-utils.md). ``aie.iron.device`` is a stand-in module here."""

import argparse
import sys
import types
from types import SimpleNamespace

import pytest

import aie.utils as utils
from aie.utils import hostruntime
from aie.utils.hostruntime import cli
from aie.utils.hostruntime.argparse import (
    DEFAULT_DEV_CHOICES,
    add_benchmark_args,
    add_compile_args,
    add_runtime_args,
    add_trace_arg,
    device_from_args,
)


class Arch:
    """An architecture enum member as the device model gives it."""

    def __init__(self, name):
        self.name = name


class Device:
    def __init__(self, name, n_cols=None, arch="AIE2"):
        self.name, self.n_cols, self.arch = name, n_cols, Arch(arch)

    def __eq__(self, other):
        return isinstance(other, Device) and (self.name, self.n_cols) == (
            other.name,
            other.n_cols,
        )


@pytest.fixture
def iron_device(monkeypatch):
    """``aie.iron.device`` with ``Device`` and ``from_name`` recording its calls."""
    module = types.ModuleType("aie.iron.device")
    module.Device = Device
    module.calls = []

    def from_name(name, n_cols=None):
        module.calls.append((name, n_cols))
        return Device(name, n_cols, "AIE2p" if name == "npu2" else "AIE2")

    module.from_name = from_name
    monkeypatch.setitem(sys.modules, "aie.iron", types.ModuleType("aie.iron"))
    monkeypatch.setitem(sys.modules, "aie.iron.device", module)
    return module


@pytest.fixture
def bound(monkeypatch):
    """The devices run_design_cli binds, in order."""
    calls = []
    monkeypatch.setattr(hostruntime, "set_current_device", calls.append)
    return calls


# --- argparse -----------------------------------------------------------------


def test_compile_args_defaults():
    parser = argparse.ArgumentParser()
    add_compile_args(parser)
    opts = parser.parse_args([])
    assert vars(opts) == {"dev": None, "xclbin_path": None, "insts_path": None}
    opts = parser.parse_args(
        ["-d", "npu2", "--xclbin-path", "a.xclbin", "--insts-path", "i.bin"]
    )
    assert (opts.dev, opts.xclbin_path, opts.insts_path) == (
        "npu2",
        "a.xclbin",
        "i.bin",
    )
    assert DEFAULT_DEV_CHOICES == ("npu", "npu2")


def test_compile_args_options():
    parser = argparse.ArgumentParser()
    add_compile_args(
        parser,
        dev_choices=("npu", "npu2", "xcvc1902"),
        default_dev="npu",
        short_dev=None,
        with_elf=True,
        with_full_elf=True,
        with_pdi=True,
        with_emit_mlir=True,
    )
    opts = parser.parse_args([])
    assert vars(opts) == {
        "dev": "npu",
        "emit_mlir": False,
        "xclbin_path": None,
        "insts_path": None,
        "elf_path": None,
        "full_elf_path": None,
        "pdi_path": None,
    }
    opts = parser.parse_args(
        ["--dev", "xcvc1902", "--emit-mlir", "--elf-path", "e", "--pdi-path", "p"]
    )
    assert (opts.dev, opts.emit_mlir, opts.elf_path, opts.pdi_path) == (
        "xcvc1902",
        True,
        "e",
        "p",
    )
    assert "(default: npu)" in parser.format_help()
    with pytest.raises(SystemExit):
        parser.parse_args(["-d", "npu"])  # no short option
    no_dev = argparse.ArgumentParser()
    add_compile_args(no_dev, with_dev=False)
    assert "dev" not in vars(no_dev.parse_args([]))


def test_a_device_outside_the_choices_is_a_usage_error(capsys):
    parser = argparse.ArgumentParser()
    add_compile_args(parser)
    with pytest.raises(SystemExit) as exit:
        parser.parse_args(["--dev", "npu3"])
    assert exit.value.code == 2
    assert "invalid choice: 'npu3'" in capsys.readouterr().err


def test_benchmark_and_trace_args():
    parser = argparse.ArgumentParser()
    add_benchmark_args(parser, default_warmup=1, default_iters=9)
    add_trace_arg(parser, default=4096)
    assert vars(parser.parse_args([])) == {"warmup": 1, "iters": 9, "trace_size": 4096}
    opts = parser.parse_args(["-w", "0", "-i", "3", "-t", "8192"])
    assert (opts.warmup, opts.iters, opts.trace_size) == (0, 3, 8192)
    long_only = argparse.ArgumentParser()
    add_trace_arg(long_only, with_short=False)
    assert long_only.parse_args(["--trace_size", "16"]).trace_size == 16
    with pytest.raises(SystemExit):
        long_only.parse_args(["-t", "16"])


def test_runtime_args():
    parser = argparse.ArgumentParser()
    add_runtime_args(parser, with_io_sizes=True, with_benchmark=True)
    opts = parser.parse_args(
        ["--xclbin", "x.xclbin", "--no-verify", "--in2-size", "64"]
    )
    assert vars(opts) == {
        "xclbin": "x.xclbin",
        "instr": "instr.txt",
        "kernel": "MLIR_AIE",
        "verbosity": 0,
        "verify": False,
        "trace_size": 0,
        "trace_file": "trace.txt",
        "ddr_id": 4,
        "enable_ctrl_pkts": False,
        "in1_size": 0,
        "in2_size": 64,
        "out_size": 0,
        "warmup": 2,
        "iters": 5,
    }
    plain = argparse.ArgumentParser()
    add_runtime_args(plain)
    opts = plain.parse_args(
        ["--xclbin", "x", "-k", "K", "-v", "2", "--enable-ctrl-pkts"]
    )
    assert (opts.kernel, opts.verbosity, opts.verify, opts.enable_ctrl_pkts) == (
        "K",
        2,
        True,
        True,
    )
    assert not hasattr(opts, "iters") and not hasattr(opts, "in1_size")
    with pytest.raises(SystemExit):
        plain.parse_args([])  # --xclbin is required


def test_device_from_args(iron_device):
    assert device_from_args(SimpleNamespace(dev=None)) is None
    assert device_from_args(SimpleNamespace(dev="npu")) == Device("npu", 1)
    assert device_from_args(SimpleNamespace(dev="npu", n_cols=4)) == Device("npu", 4)
    assert device_from_args(SimpleNamespace(dev="npu", n_cols=4), n_cols=2) == Device(
        "npu", 2
    )
    assert device_from_args(SimpleNamespace(dev="npu2"), n_cols=None) == Device(
        "npu2", None
    )
    assert device_from_args(
        SimpleNamespace(target="npu2"), dev_attr="target"
    ) == Device("npu2", 1)
    with pytest.raises(
        ValueError, match="n_cols must be an int, None, or 'auto'; got 'all'"
    ):
        device_from_args(SimpleNamespace(dev="npu"), n_cols="all")


# --- run_design_cli ------------------------------------------------------------


class Design:
    """Records what the dispatcher asks of a design."""

    def __init__(self):
        self.specialized = []
        self.compiled = []

    def specialize(self, **kwargs):
        self.specialized.append(kwargs)
        return self

    def compile(self, **kwargs):
        self.compiled.append(kwargs)

    def as_mlir(self):
        return "module {}"


def options(**given):
    base = dict(dev=None, emit_mlir=False, xclbin_path=None, insts_path=None)
    return SimpleNamespace(**{**base, **given})


def test_an_explicit_dev_is_resolved_by_name_and_runs(iron_device, bound):
    ran = []
    cli.run_design_cli(
        Design(), options(dev="npu2"), compile_kwargs={}, run_and_verify=ran.append
    )
    assert bound == [Device("npu2", None)] and iron_device.calls == [("npu2", None)]
    assert len(ran) == 1


def test_an_explicit_dev_goes_through_a_device_selector(bound):
    opts = options(dev="npu")
    cli.run_design_cli(
        Design(),
        opts,
        compile_kwargs={},
        run_and_verify=lambda o: None,
        device=lambda o: ("sel", o.dev),
    )
    assert bound == [("sel", "npu")]
    with pytest.raises(ValueError, match="device selector returned None"):
        cli.run_design_cli(Design(), opts, compile_kwargs={}, device=lambda o: None)


def test_without_dev_the_runtime_family_is_used(monkeypatch, iron_device, bound):
    runtime_device = Device("runtime", arch="AIE2p")
    monkeypatch.setattr(utils, "get_current_device", lambda: runtime_device)
    opts = options()
    cli.run_design_cli(Design(), opts, compile_kwargs={}, run_and_verify=lambda o: None)
    assert opts.dev == "npu2"
    assert iron_device.calls == [("npu2", None)] and bound == [Device("npu2", None)]
    selected = []
    opts = options()
    cli.run_design_cli(
        Design(),
        opts,
        compile_kwargs={},
        run_and_verify=lambda o: None,
        device=lambda o: selected.append(o.dev) or "profile",
    )
    assert selected == ["npu2"] and bound[-1] == "profile"


def test_without_dev_or_runtime_a_target_is_required(monkeypatch, iron_device):
    monkeypatch.setattr(utils, "get_current_device", lambda: None)
    with pytest.raises(SystemExit, match="compile-only mode requires --dev"):
        cli.run_design_cli(
            Design(), options(xclbin_path="x", insts_path="i"), compile_kwargs={}
        )
    with pytest.raises(SystemExit, match="no NPU runtime device is available"):
        cli.run_design_cli(Design(), options(), compile_kwargs={})


def test_emit_mlir_needs_a_target(bound, capsys):
    with pytest.raises(
        SystemExit, match="--emit-mlir requires an explicit target; pass --dev"
    ):
        cli.run_design_cli(Design(), options(emit_mlir=True), compile_kwargs={})
    with pytest.raises(SystemExit, match="--emit-mlir requires"):
        cli.run_design_cli(
            Design(), options(emit_mlir=True), compile_kwargs={}, device=lambda o: 1
        )
    design = Design()
    cli.run_design_cli(
        design, options(emit_mlir=True), compile_kwargs={"N": 4}, device="fixed"
    )
    assert bound == ["fixed"] and design.specialized == [{"N": 4}]
    assert capsys.readouterr().out == "module {}\n"
    emitted = []
    cli.run_design_cli(
        Design(),
        options(emit_mlir=True),
        compile_kwargs={},
        device="fixed",
        emit_mlir=emitted.append,
    )
    assert len(emitted) == 1


def test_device_none_needs_a_dev_attribute():
    with pytest.raises(ValueError, match="requires opts to expose a 'dev' attribute"):
        cli.run_design_cli(Design(), SimpleNamespace(), compile_kwargs={})


def test_compile_only(bound):
    design = Design()
    opts = options(
        dev="npu", xclbin_path="a.xclbin", insts_path="i.bin", elf_path="e.elf"
    )
    cli.run_design_cli(
        design, opts, compile_kwargs=lambda o: {"dev": o.dev}, device="d"
    )
    assert design.specialized == [{"dev": "npu"}]
    assert design.compiled == [
        {"xclbin_path": "a.xclbin", "inst_path": "i.bin", "elf_path": "e.elf"}
    ]
    design = Design()
    opts = options(dev="npu", xclbin_path="a", insts_path="i", pdi_path="p.pdi")
    cli.run_design_cli(design, opts, compile_kwargs={}, device="d")
    assert design.compiled == [
        {"xclbin_path": "a", "inst_path": "i", "pdi_path": "p.pdi"}
    ]
    design = Design()
    cli.run_design_cli(
        design, options(dev="npu", full_elf_path="f.elf"), compile_kwargs={}, device="d"
    )
    assert design.compiled == [{"full_elf_path": "f.elf"}]


def test_compile_only_path_errors():
    with pytest.raises(SystemExit, match="--xclbin-path requires --insts-path"):
        cli.run_design_cli(
            Design(), options(dev="npu", xclbin_path="a"), compile_kwargs={}
        )
    opts = options(dev="npu", xclbin_path="a", insts_path="i", full_elf_path="f")
    with pytest.raises(SystemExit, match="mutually exclusive"):
        cli.run_design_cli(Design(), opts, compile_kwargs={})


def test_validate_runs_after_binding_and_before_the_mode(bound):
    order = []
    cli.run_design_cli(
        Design(),
        options(dev="npu"),
        compile_kwargs={},
        device="d",
        validate=lambda o: order.append(("validate", list(bound))),
        run_and_verify=lambda o: order.append("run"),
    )
    assert order == [("validate", ["d"]), "run"]


def test_run_without_a_run_path_exits(bound):
    with pytest.raises(SystemExit, match="no run_and_verify callback was provided"):
        cli.run_design_cli(Design(), options(dev="npu"), compile_kwargs={}, device="d")


def test_runtime_device_names(iron_device):
    assert cli._runtime_device_name(Device("x", arch="AIE2")) == "npu"
    assert cli._runtime_device_name(Device("x", arch="AIE2p")) == "npu2"
    with pytest.raises(RuntimeError, match="Unsupported device arch"):
        cli._runtime_device_name(Device("x", arch="AIE1"))
