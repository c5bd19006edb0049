"""aie._mlir_libs and its _aie module: mlir-aie's native names over aiec
(the dialect registry, the BCF, the disassembly of a transaction stream,
the device attribute as an AIEDevice), and what aiec does not translate."""

import struct

import pytest

import aie.extras.types as T
from aie._mlir_libs import _aie, get_dialect_registry
from aie.dialects import aie as aiedialect
from aie.dialects import aievec
from aie.dialects.aie import AIEDevice, buffer, core, device, tile
from aie.dialects.aiex import npu_maskwrite32, npu_write32, runtime_sequence
from aie.extras.context import mlir_mod_ctx
from aie.ir import Context, DialectRegistry, MLIRError


def test_the_dialect_modules_give_the_native_names():
    for name in _aie.__all__:
        assert getattr(aiedialect, name) is getattr(_aie, name)
    assert aievec.generate_bcf is _aie.generate_bcf
    assert aievec.get_dialect_registry is get_dialect_registry


def test_a_registry_is_checked_and_carries_nothing():
    registry = get_dialect_registry()
    assert isinstance(registry, DialectRegistry)
    _aie.register_dialect(registry)
    with Context() as ctx:
        ctx.append_dialect_registry(registry)
        with pytest.raises(TypeError, match="DialectRegistry"):
            ctx.append_dialect_registry("aie")
    with pytest.raises(TypeError, match="DialectRegistry"):
        _aie.register_dialect(None)


def test_the_device_attribute_is_its_aie_device_value():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_2col)
        def body():
            tile(0, 2)
    dev = ctx.module.body.operations[0]
    assert dev.device.value == "npu1_2col"
    assert int(dev.device) == AIEDevice.npu1_2col
    assert AIEDevice(int(dev.device)) is AIEDevice.npu1_2col
    dev.device = "npu1"
    assert int(dev.device) == AIEDevice.npu1


def bcf_design(address):
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            tile(0, 3)
            buffer(t, T.memref(256, T.i32()), name="a", address=address)

            @core(t, stack_size=0x800)
            def c():
                pass
    return ctx.module


def test_generate_bcf_gives_the_core_link_map():
    text = _aie.generate_bcf(bcf_design(0x400), 0, 2)
    lines = text.splitlines()
    assert lines[:4] == [
        "_entry_point _main_init",
        "_symbol core_0_2 _after _main_init",
        "_symbol _main_init 0",
        "_reserved DMb 0x00000 0x40000 // Don't put data in code memory",
    ]
    assert "_stack DM_stack 0x70000 0x800 // stack for core" in lines
    assert "_symbol a 0x70400 1024" in lines
    assert lines[-1] == "_resolve _main core_0_2"
    assert _aie.generate_bcf(bcf_design(0x400), 5, 5) == ""


def test_generate_bcf_of_an_unplaced_buffer_is_an_error():
    with pytest.raises(MLIRError, match="has no address"):
        _aie.generate_bcf(bcf_design(None), 0, 2)


def test_a_transaction_stream_reads_back_as_a_module():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_2col)
        def body():
            tile(0, 2)

            @runtime_sequence()
            def seq():
                npu_write32(0x1D000, 5, column=1, row=2)
                npu_maskwrite32(0x1D004, 3, 0xF, column=0, row=2)
    words = _aie.translate_npu_to_binary(ctx.module)
    stream = struct.pack(f"<{len(words)}I", *words)
    with Context() as c:
        module = _aie.transaction_binary_to_mlir(c, stream)
    text = str(module)
    assert "aie.device(npu1_2col) {" in text
    write = text.index("aiex.npu.write32(%c35770368_i32, %c5_i32) : i32, i32")
    mask = text.index("aiex.npu.maskwrite32(%c2215940_i32, %c3_i32, %c15_i32) : i32, i32, i32")
    assert write < mask
    assert "aie.runtime_sequence" not in text
    assert module.operation.verify()
    with pytest.raises(ValueError, match="32-bit words"):
        _aie.transaction_binary_to_mlir(c, stream[:-1])
    with pytest.raises(TypeError, match="Context"):
        _aie.transaction_binary_to_mlir(None, stream)


def test_no_llvm_translation():
    with pytest.raises(NotImplementedError, match="no LLVM backend"):
        _aie.translate_mlir_to_llvmir(bcf_design(0))
    with pytest.raises(NotImplementedError, match="no LLVM backend"):
        _aie.aie_llvm_link(["", ""])


def test_npu_instgen_is_translate_npu_to_binary():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            @runtime_sequence()
            def seq():
                npu_write32(0x1D000, 5, column=0, row=2)
    assert _aie.npu_instgen(ctx.module) == _aie.translate_npu_to_binary(ctx.module)
