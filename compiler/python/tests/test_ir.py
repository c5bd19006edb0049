"""aie.ir: modules, operations, values, blocks, types and attributes over
aiec's IR."""

import pytest

from aie.ir import (
    ArrayAttr, Attribute, Block, BoolAttr, Context, DenseElementsAttr, DenseI32ArrayAttr, F32Type,
    FlatSymbolRefAttr, FloatAttr, FunctionType, IndexType, InsertionPoint, IntegerAttr, IntegerType,
    Location, MemRefType, MLIRError, Module, Operation, OpResult, BlockArgument, StringAttr, Type,
    TypeAttr, UnitAttr, VectorType,
)

DESIGN = """module {
  aie.device(npu1_1col) {
    %tile_0_2 = aie.tile(0, 2)
    %buf = aie.buffer(%tile_0_2) {sym_name = "buf"} : memref<16xi32>
  }
}
"""


def test_parse_prints_as_aiec_does():
    with Context():
        m = Module.parse(DESIGN)
        assert str(m) == DESIGN
        assert m.operation.verify()


def test_parse_error_is_mlir_error_with_location():
    with Context():
        with pytest.raises(MLIRError) as e:
            Module.parse("module {\n  aie.tile(0 }\n")
    assert "-:2:" in str(e.value)


def test_build_ops_with_operation_create():
    i32 = lambda: IntegerType.get_signless(32)
    with Context(), Location.unknown():
        m = Module.create()
        with InsertionPoint(m.body):
            dev = Operation.create("aie.device", attributes={"device": StringAttr.get("npu1_1col")}, regions=1)
            block = Block.create_at_start(dev.regions[0])
            with InsertionPoint(block):
                t = Operation.create("aie.tile", results=[IndexType.get()],
                                     attributes={"col": IntegerAttr.get(i32(), 0), "row": IntegerAttr.get(i32(), 2)})
                Operation.create("aie.buffer", results=[MemRefType.get([16], i32())], operands=[t.result],
                                 attributes={"sym_name": StringAttr.get("buf")})
        assert str(m) == DESIGN
        assert m.operation.verify()


def test_inferred_results_come_from_the_op_table():
    with Context(), Location.unknown():
        m = Module.create()
        with InsertionPoint(m.body):
            op = Operation.create("aie.tile", attributes={"col": IntegerAttr.get(IntegerType.get_signless(32), 1),
                                                          "row": IntegerAttr.get(IntegerType.get_signless(32), 1)},
                                  infer_type=True)
        assert str(op.result.type) == "index"


def test_values_blocks_and_uses():
    with Context():
        m = Module.parse(DESIGN)
        dev = m.body.operations[0]
        tile, buf = dev.regions[0].blocks[0].operations
        v = tile.result
        assert isinstance(v, OpResult) and OpResult(v).result_number == 0
        assert v.owner == tile
        assert [u.owner for u in v.uses] == [buf.operation]
        assert buf.operands[0] == v
        assert MemRefType(buf.result.type).shape == [16]


def test_verify_reports_the_python_line():
    with Context(), Location.unknown():
        m = Module.create()
        with InsertionPoint(m.body):
            dev = Operation.create("aie.device", attributes={"device": StringAttr.get("npu1_1col")}, regions=1)
            with InsertionPoint(Block.create_at_start(dev.regions[0])):
                Operation.create("aie.tile", results=[IndexType.get()],
                                 attributes={"col": IntegerAttr.get(IntegerType.get_signless(32), 9),
                                             "row": IntegerAttr.get(IntegerType.get_signless(32), 2)})
        with pytest.raises(MLIRError) as e:
            m.operation.verify()
    assert "test_ir.py:" in str(e.value)


def test_types():
    with Context():
        i8 = IntegerType.get_signless(8)
        assert str(i8) == "i8" and i8.width == 8 and i8.is_signless
        assert str(IntegerType.get_unsigned(16)) == "ui16"
        m = MemRefType.get([4, 8], F32Type.get(), memory_space=IntegerAttr.get(IntegerType.get_signless(32), 2))
        assert str(m) == "memref<4x8xf32, 2 : i32>"
        assert m.rank == 2 and m.element_type == F32Type.get()
        assert str(VectorType.get([16], i8)) == "vector<16xi8>"
        assert str(FunctionType.get([i8], [IndexType.get()])) == "(i8) -> index"
        assert Type.parse("memref<2xi32>") == MemRefType.get([2], IntegerType.get_signless(32))
        assert IntegerType.isinstance(i8) and not IndexType.isinstance(i8)
        with pytest.raises(ValueError):
            IntegerType(F32Type.get())


def test_attributes():
    with Context():
        i32 = IntegerType.get_signless(32)
        assert str(IntegerAttr.get(i32, 5)) == "5 : i32"
        assert IntegerAttr(Attribute.parse("7 : i32")).value == 7
        assert str(StringAttr.get("x")) == '"x"'
        assert str(BoolAttr.get(True)) == "true"
        assert str(FloatAttr.get_f32(1.5)) == "1.500000e+00 : f32"
        assert str(ArrayAttr.get([UnitAttr.get()])) == "[unit]"
        assert str(FlatSymbolRefAttr.get("of0")) == "@of0"
        assert str(TypeAttr.get(i32)) == "i32"
        assert str(DenseI32ArrayAttr.get([1, 2])) == "array<i32: 1, 2>"
        assert list(DenseI32ArrayAttr.get([3, 4])) == [3, 4]
        import numpy as np

        d = DenseElementsAttr.get(np.array([1, 2, 3], dtype=np.int32))
        assert str(d) == "dense<[1, 2, 3]> : tensor<3xi32>"
        assert str(DenseElementsAttr.get(np.zeros(4, dtype=np.int16))) == "dense<0> : tensor<4xi16>"


def test_affine_maps_from_expressions():
    from aie.ir import AffineConstantExpr, AffineDimExpr, AffineMap, AffineMapAttr, AffineSymbolExpr

    with Context():
        d0, d1, s0 = AffineDimExpr.get(0), AffineDimExpr.get(1), AffineSymbolExpr.get(0)
        m = AffineMap.get(2, 1, [d0 * 4 + s0, (d0 + d1) * 2, d0 - (d1 - 1), (d0 % 3).floor_div(2),
                                 AffineConstantExpr.get(7)])
        assert str(m) == "(d0, d1)[s0] -> (d0 * 4 + s0, (d0 + d1) * 2, d0 - (d1 - 1), d0 mod 3 floordiv 2, 7)"
        assert str(AffineMap.get_identity(2)) == "(d0, d1) -> (d0, d1)"
        assert str(AffineMap.get_minor_identity(3, 1)) == "(d0, d1, d2) -> (d2)"
        a = AffineMapAttr.get(AffineMap.get_permutation([1, 0]))
        assert str(a) == "affine_map<(d0, d1) -> (d1, d0)>" and a.value == AffineMap.get_permutation([1, 0])
        m = MemRefType.get([4, 4], IntegerType.get_signless(32), layout=AffineMap.get_permutation([1, 0]))
        assert str(m) == "memref<4x4xi32, affine_map<(d0, d1) -> (d1, d0)>>"


def test_locations_reach_the_ir_and_print_with_debug_info():
    i32 = IntegerType.get_signless(32)
    with Context():
        site = Location.file('design "v2".py', 12, 4)
        with Location.name("of_in", childLoc=site):
            m = Module.create()
            with InsertionPoint(m.body):
                dev = Operation.create("aie.device", attributes={"device": StringAttr.get("npu1_1col")},
                                       regions=1)
                with InsertionPoint(Block.create_at_start(dev.regions[0])):
                    Operation.create("aie.tile", results=[IndexType.get()],
                                     attributes={"col": IntegerAttr.get(i32, 0), "row": IntegerAttr.get(i32, 2)})
        with Location.unknown(), InsertionPoint(m.body):
            Operation.create("aie.device", attributes={"device": StringAttr.get("npu2")}, regions=1)
        text = m.operation.get_asm(enable_debug_info=True)
        assert '= loc("design \\22v2\\22.py":12:4)' in text
        assert '= loc("of_in"(#loc' in text
        assert "aie.tile(0, 2) loc(#loc" in text
        assert "= loc(unknown)" in text
        assert "loc(" not in str(m)
        parsed = Module.parse(DESIGN)
        assert '#loc2 = loc("-":3:17)' in parsed.operation.get_asm(enable_debug_info=True)
