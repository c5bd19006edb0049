"""aie.passmanager: MLIR's PassManager over aiec's pass manager."""

import pytest

from aie import AiecError
from aie.dialects.aie import AIEDevice, device, lock, tile
from aie.extras.context import mlir_mod_ctx
from aie.ir import MLIRError, Module
from aie.passmanager import PassManager

LOCKS = """module {
  aie.device(npu1_1col) {
    %tile_0_2 = aie.tile(0, 2)
    %l = aie.lock(%tile_0_2) {sym_name = "l"}
  }
}
"""


def test_a_parsed_pipeline_runs_on_the_module_in_place():
    module = Module.parse(LOCKS)
    pm = PassManager.parse("builtin.module(aie.device(aie-assign-lock-ids))")
    assert str(pm) == "builtin.module(aie.device(aie-assign-lock-ids))"
    assert pm.run(module.operation) is None
    assert '%l = aie.lock(%tile_0_2, 0) {sym_name = "l"}' in str(module)


def test_passes_added_to_an_anchored_pass_manager():
    module = Module.parse(LOCKS)
    pm = PassManager("builtin.module")
    pm.add("aie.device(aie-assign-lock-ids)")
    pm.add("aie.device(aie-assign-buffer-addresses{alloc-scheme=basic-sequential})")
    assert str(pm) == (
        "builtin.module(aie.device(aie-assign-lock-ids),"
        "aie.device(aie-assign-buffer-addresses{alloc-scheme=basic-sequential}))"
    )
    pm.run(module.operation)
    assert "aie.lock(%tile_0_2, 0)" in str(module)
    assert str(PassManager.parse(str(pm))) == str(pm)


@pytest.mark.parametrize(
    "pipeline, words",
    [
        ("builtin.module(no-such-pass)", "no-such-pass"),
        ("builtin.module(aie.device(aie-assign-buffer-addresses{alloc-scheme=fastest}))", "fastest"),
        ("aie-assign-lock-ids", "anchor op"),
        ("builtin.module(aie.device(aie-assign-lock-ids)", "unbalanced parentheses"),
    ],
)
def test_a_pipeline_aiec_cannot_run_is_a_value_error_at_parse(pipeline, words):
    with pytest.raises(ValueError, match=words):
        PassManager.parse(pipeline)


def test_adding_a_bad_element_is_a_value_error_and_changes_nothing():
    pm = PassManager("builtin.module")
    with pytest.raises(ValueError, match="no-such-pass"):
        pm.add("no-such-pass")
    assert str(pm) == "builtin.module()"


def test_a_failing_pass_raises_aiecs_diagnostics_at_the_python_line():
    with mlir_mod_ctx() as ctx:

        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            for _ in range(17):
                lock(t)

    pm = PassManager.parse("builtin.module(aie.device(aie-assign-lock-ids))")
    with pytest.raises(MLIRError) as refused:
        pm.run(ctx.module.operation)
    e = refused.value
    assert isinstance(e, AiecError)
    assert e.message == "Failure while executing pass pipeline"
    assert "test_passmanager.py:" in e.diagnostics[0].location


def test_it_runs_on_an_operation_not_a_module_object():
    module = Module.parse(LOCKS)
    pm = PassManager.parse("builtin.module(aie.device(aie-assign-lock-ids))")
    with pytest.raises(TypeError, match="pass module.operation"):
        pm.run(module)
    device_op = module.body.operations[0]
    with pytest.raises(ValueError, match="on a module, not on a 'aie.device'"):
        pm.run(device_op.operation)


def test_ir_printing_dumps_after_each_pass_to_stderr(capsys):
    module = Module.parse(LOCKS)
    pm = PassManager.parse("builtin.module(aie.device(aie-assign-lock-ids))")
    pm.enable_ir_printing()
    pm.run(module.operation)
    err = capsys.readouterr().err
    assert "IR Dump After" in err and "aie-assign-lock-ids" in err
    assert "aie.lock(%tile_0_2, 0)" in err
    with pytest.raises(ValueError, match="directory tree"):
        pm.enable_ir_printing(tree_printing_dir_path="/tmp/x")

