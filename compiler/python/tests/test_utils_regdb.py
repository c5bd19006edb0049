"""aie.utils.regdb over aiec's register map: decoding an address into tile,
module and register or memory region, encoding a register name back, the
bit fields of a value, annotating a module's register writes, the command
line."""

import pytest

from aie.extras.context import mlir_mod_ctx
from aie.ir import Module
from aie.utils import regdb
from aie.utils.regdb import AIEAddressDecoder, MLIRModuleAnnotator

DECODER = AIEAddressDecoder()


def addr(col, row, offset):
    return (col << 25) | (row << 20) | offset


@pytest.mark.parametrize("col,row,offset,tile_type,module,register", [
    (0, 2, 0x32000, "core_tile", "core", "Core_Control"),
    (3, 5, 0x3F108, "core_tile", "core", "Stream_Switch_Slave_Config_DMA_1"),
    (0, 2, 0x1D0A4, "core_tile", "memory", "DMA_BD5_1"),
    (1, 2, 0x1F030, "core_tile", "memory", "Lock3_value"),
    (2, 1, 0xA0604, "memory_tile", "memory_tile", "DMA_S2MM_0_Start_Queue"),
    (1, 0, 0x1D204, "shim_tile", "shim", "DMA_S2MM_0_Task_Queue"),
    (0, 0, 0x1F000, "shim_tile", "shim", "Mux_Config"),
])
def test_addresses_decode_to_their_registers(col, row, offset, tile_type, module, register):
    r = DECODER.parse_address(addr(col, row, offset))
    assert (r["col"], r["row"], r["tile_type"], r["module"], r["register"]) == (
        col, row, tile_type, module, register)
    assert int(r["offset"], 16) == offset
    assert r["width"] == 32
    assert DECODER.encode_address(col, row, register) == addr(col, row, offset)


def test_memory_regions_decode_to_an_offset_in_them():
    r = DECODER.parse_address(addr(0, 3, 0x23FFC))
    assert r["register"] == "Program_Memory+0x3FFC" and r["is_memory_region"]
    assert DECODER.parse_address(addr(0, 2, 0xFFFC))["register"] == "DataMemory+0xFFFC"
    assert DECODER.parse_address(addr(0, 1, 0x7FFFC))["register"] == "DataMemory+0x7FFFC"
    assert DECODER.find_memory_region("memory_tile", 0x80000) is None
    assert DECODER.find_memory_region("shim", 0) is None
    assert DECODER.find_memory_region("core", 0x20000)["description"] == "Program_Memory region (16KB)"


def test_an_address_of_nothing_is_unknown():
    r = DECODER.parse_address(addr(0, 2, 0x32008))
    assert (r["module"], r["register"]) == ("unknown", "unknown")
    assert DECODER.encode_address(0, 2, "No_Such_Register") is None
    assert DECODER.encode_address(0, 2, "Core_Control", module_name="memory") is None


def test_the_database_has_the_shape_of_mlir_aies():
    modules = DECODER.database["modules"]
    assert sorted(modules) == ["core", "memory", "memory_tile", "shim"]
    core_control = DECODER.find_register_by_offset(modules["core"], 0x32000)
    assert core_control["offset"] == "0x0000032000"
    assert core_control["bit_fields"] == [{"name": "reset", "bits": "1"}, {"name": "enable", "bits": "0"}]
    for module in modules.values():
        names = [r["name"] for r in module["registers"]]
        assert len(names) == len(set(names))


def test_bit_fields_decode_values():
    a = MLIRModuleAnnotator()
    assert a.decode_bit_field_value(0xABCD, "15:8") == 0xAB
    assert a.decode_bit_field_value(0xABCD, "3") == 1
    fields = [{"name": "hi", "bits": "31:16"}, {"name": "lo", "bits": "3:0"}, {"name": "", "bits": "4"}]
    assert a.format_bit_fields(0x12340015, fields) == ["hi=4660", "lo=5", "bits[4]=1"]
    assert a.format_bit_fields(0x12340015, fields, mask=0xF) == ["lo=5"]


def test_comments_name_the_register_and_its_fields():
    a = MLIRModuleAnnotator()
    core_control = DECODER.parse_address(addr(0, 2, 0x32000))
    assert a.generate_comment(core_control) == "Tile(0, 2), Offset 0x32000, Name: Core_Control"
    assert a.generate_comment(core_control, 1) == (
        "Tile(0, 2), Offset 0x32000, Name: Core_Control | Value 0x1: reset=0, enable=1")
    assert a.generate_comment(core_control, 2, mask=2).endswith("| Mask 0x2, Value 0x2: reset=1")
    # A switch master is read in the mode its value sets.
    master = DECODER.parse_address(addr(0, 2, 0x3F004))
    circuit = a.generate_comment(master, 0x80000003)
    assert circuit.endswith("master_enable=1, packet_enable=0, slave_port=3")
    packet = a.generate_comment(master, 0xC0000012)
    assert packet.endswith("master_enable=1, packet_enable=1, drop_header=0, msel_mask=2, arbiter=2")


DESIGN = """
module {
  aie.device(npu1_2col) {
    %t = aie.tile(1, 2)
    memref.global "private" constant @d : memref<1xi32> = dense<[1]>
    aie.runtime_sequence(%arg0: memref<8xi32>, %arg1: i32) {
      %a = arith.constant 0x32000 : i32
      %v = arith.constant 1 : i32
      aiex.npu.write32(%a, %v) {column = 1 : i32, row = 2 : i32} : i32, i32
      %b = arith.constant 0x221D004 : i32
      %m = arith.constant 0x7 : i32
      aiex.npu.maskwrite32(%b, %v, %m) : i32, i32, i32
      %0 = memref.get_global @d : memref<1xi32>
      aiex.npu.blockwrite(%0) {address = 0x1F010 : ui32, column = 0 : i32, row = 1 : i32} : memref<1xi32>
      aiex.npu.write32(%arg1, %v) : i32, i32
    }
  }
}
"""


def test_a_module_is_annotated_with_its_register_writes():
    with mlir_mod_ctx():
        module = Module.parse(DESIGN)
        assert MLIRModuleAnnotator().annotate_module(module) == 3
        text = str(module)
    assert 'comment = "Tile(1, 2), Offset 0x32000, Name: Core_Control | Value 0x1: reset=0, enable=1"' in text
    assert 'comment = "Tile(1, 2), Offset 0x1D004, Name: DMA_BD0_1"' in text
    assert 'comment = "Tile(0, 1), Offset 0x1F010, Name: DataMemory+0x1F010"' in text
    # The write to an address that is no constant has none.
    assert "aiex.npu.write32(%arg1, %c1_i32) : i32, i32" in text


def run_main(monkeypatch, *args):
    monkeypatch.setattr("sys.argv", ["regdb", *args])
    return regdb.main()


def test_the_command_line(tmp_path, capsys, monkeypatch):
    assert run_main(monkeypatch, "0x232000", "-b") == 0
    out = capsys.readouterr().out
    assert "Register:    Core_Control" in out and "  [0] enable" in out
    assert run_main(monkeypatch, "--col", "0", "--row", "1", "--register", "Lock2_value") == 0
    assert "Address:     0x1c0020" in capsys.readouterr().out
    assert run_main(monkeypatch, "--col", "0", "--row", "1", "--register", "Nope") == 1
    assert run_main(monkeypatch, "zz") == 1
    src = tmp_path / "d.mlir"
    src.write_text(DESIGN)
    assert run_main(monkeypatch, "-a", str(src), "--in-place") == 0
    assert src.read_text().count("comment = ") == 3
    assert run_main(monkeypatch, "-a", str(tmp_path / "missing.mlir")) == 1
