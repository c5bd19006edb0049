"""mlir-aie's register database utilities (``aie.utils.regdb``) over aiec's
register map: :class:`AIEAddressDecoder` turns an array address into its
tile, module and register (or memory region and offset) and a register name
back into an address; :class:`MLIRModuleAnnotator` gives the register writes
of a module (``aiex.npu.write32``, ``maskwrite32``, ``blockwrite``,
``address_patch``, ``control_packet``) a ``comment`` attribute naming the
register and decoding the value written.

mlir-aie reads the database from a JSON file of AMD's AM025; aiec builds the
same shape from its register map (``aie_target::regs::names``, through
``_aiec.register_database``), so every name, address and field is the one
aiec's passes and simulator use. The database is the AIE2 one (``npu1``),
as mlir-aie's. Importing this module needs no MLIR context.

Command line (``python -m aie.utils.regdb``): an address to decode, or
``--col``/``--row``/``--register`` to encode one, or ``-a FILE`` to annotate
an MLIR file (docs/python-bindings.md).
"""

import argparse
import logging
import sys
from typing import Dict, List, Optional

from .. import _aiec

logger = logging.getLogger(__name__)

# The device whose register map and address layout the database describes.
_DEVICE = "npu1"

# A tile-local offset is the low 20 bits of an address.
_OFFSET_MASK = 0xFFFFF


def _target_model():
    """The device model of the database's device (``aie.dialects.aie``)."""
    import aie.dialects.aie as aiedialect

    return aiedialect.get_target_model(aiedialect.AIEDevice.npu1)


def _tile_modules(target_model, col: int, row: int):
    """The tile type name of (`col`, `row`) and the modules its registers
    are in, searched in that order."""
    if target_model.is_mem_tile(col, row):
        return "memory_tile", ["memory_tile"]
    if target_model.is_core_tile(col, row):
        return "core_tile", ["core", "memory"]
    return "shim_tile", ["shim"]


def _tile_base(target_model, col: int, row: int) -> int:
    return (col << target_model.get_column_shift()) | (row << target_model.get_row_shift())


def _parse_offset(text) -> Optional[int]:
    """A register's offset from the database (``0x...`` or decimal)."""
    try:
        return int(text, 16) if text.startswith("0x") else int(text)
    except (AttributeError, ValueError):
        return None


def _bits_mask(bit_range: str) -> int:
    """The mask of a field's bits (``"31:24"`` or ``"0"``)."""
    high, _, low = bit_range.partition(":")
    high = int(high)
    low = int(low) if low else high
    return ((1 << (high - low + 1)) - 1) << low


class AIEAddressDecoder:
    """Decodes AIE array addresses with the register database."""

    # The memory regions of each module: (name, tile-local base, bytes);
    # an offset in one decodes as ``<name>+0x<offset in it>``.
    MEMORY_REGIONS = _aiec.memory_regions(_DEVICE)

    def __init__(self):
        self.database: dict = {}
        self.load_database()

    def load_database(self):
        """Builds the database: ``{"modules": {module: {"registers": [...]}}}``,
        each register ``{"name", "offset", "width", "bit_fields"}``."""
        self.database = _aiec.register_database(_DEVICE)

    def parse_address(self, address: int) -> Optional[Dict]:
        """The tile, module and register (or memory region) of `address`,
        ``(col << column_shift | row << row_shift) + offset``; a dict with
        ``"register": "unknown"`` where neither matches."""
        target_model = _target_model()
        col = (address >> target_model.get_column_shift()) & 0x7F
        row = (address >> target_model.get_row_shift()) & 0x1F
        offset = address & _OFFSET_MASK
        tile_type, modules = _tile_modules(target_model, col, row)
        where = {"address": hex(address), "col": col, "row": row, "tile_type": tile_type}

        for module in modules:
            register = self.find_register_by_offset(self.database["modules"].get(module, {}), offset)
            if register:
                result = {
                    **where,
                    "module": module,
                    "register": register["name"],
                    "offset": register["offset"],
                    "width": register.get("width", "unknown"),
                    "type": register.get("type", "unknown"),
                    "description": register.get("description", ""),
                    "reset_value": register.get("reset", "unknown"),
                }
                if "bit_fields" in register:
                    result["bit_fields"] = register["bit_fields"]
                return result

        for module in modules:
            region = self.find_memory_region(module, offset)
            if region:
                return {
                    **where,
                    "module": module,
                    "register": f"{region['name']}+0x{region['region_offset']:X}",
                    "offset": hex(offset),
                    "description": region["description"],
                    "is_memory_region": True,
                    "memory_region_name": region["name"],
                    "memory_region_offset": region["region_offset"],
                }

        return {
            **where,
            "module": "unknown",
            "register": "unknown",
            "offset": hex(offset),
            "description": "Address not found in database",
        }

    def find_register_by_offset(self, module_data: Dict, offset: int) -> Optional[Dict]:
        """The register of `module_data` at tile-local `offset`, or None."""
        for register in module_data.get("registers", []):
            if _parse_offset(register.get("offset", "")) == offset:
                return register
        return None

    def find_memory_region(self, module_name: str, offset: int) -> Optional[Dict]:
        """The memory region of module `module_name` holding `offset`:
        ``{"name", "base_offset", "region_offset", "size_bytes",
        "description"}``, or None."""
        for name, base, size in self.MEMORY_REGIONS.get(module_name, []):
            if base <= offset < base + size:
                return {
                    "name": name,
                    "base_offset": base,
                    "region_offset": offset - base,
                    "size_bytes": size,
                    "description": f"{name} region ({size // 1024}KB)",
                }
        return None

    def encode_address(self, col: int, row: int, register_name: str,
                       module_name: Optional[str] = None) -> Optional[int]:
        """The address of register `register_name` of tile (`col`, `row`),
        searched in `module_name` or in the tile's modules; None if no such
        register."""
        target_model = _target_model()
        modules = [module_name] if module_name else _tile_modules(target_model, col, row)[1]
        for module in modules:
            for register in self.database["modules"].get(module, {}).get("registers", []):
                if register.get("name") == register_name:
                    offset = _parse_offset(register.get("offset", ""))
                    if offset is None:
                        return None
                    return _tile_base(target_model, col, row) + offset
        return None

    def format_result(self, result: Optional[Dict], include_delimiters: bool = False,
                      show_bit_fields: bool = False) -> str:
        """A decoded address as text, one line per item; with
        `include_delimiters` between rules, with `show_bit_fields` the
        register's fields."""
        if not result:
            return "Unable to decode address"
        rule = ["=" * 70] if include_delimiters else []
        sep = ["-" * 70] if include_delimiters else []
        lines = [*rule, f"Address:     {result['address']}", *sep]
        lines += [
            f"Column:      {result['col']}",
            f"Row:         {result['row']}",
            f"Tile Type:   {result['tile_type']}",
            f"Module:      {result['module']}",
            f"Register:    {result['register']}",
            f"Offset:      {result['offset']}",
        ]
        if "width" in result:
            lines.append(f"Width:       {result['width']} bits")
        if "type" in result:
            lines.append(f"Access Type: {result['type']}")
        if "reset_value" in result:
            lines.append(f"Reset Value: {result['reset_value']}")
        lines += sep
        if result.get("description"):
            lines.append(f"Description: {result['description']}")
        if show_bit_fields and result.get("bit_fields"):
            lines += sep
            lines.append("Bit Fields:")
            for field in result["bit_fields"]:
                line = f"  [{field.get('bits', '')}] {field.get('name', '')}"
                if field.get("type"):
                    line += f" ({field['type']})"
                if field.get("reset"):
                    line += f" reset={field['reset']}"
                lines.append(line)
                if field.get("description"):
                    lines.append(f"      {field['description']}")
        lines += rule
        return "\n".join(lines)


class MLIRModuleAnnotator:
    """Annotates a module's register writes with what they write."""

    def __init__(self):
        self.decoder = AIEAddressDecoder()

    def decode_bit_field_value(self, value: int, bit_range: str) -> int:
        """The bits `bit_range` (``"31:24"`` or ``"0"``) of `value`."""
        low = int(bit_range.partition(":")[2] or bit_range)
        return (value & _bits_mask(bit_range)) >> low

    def format_bit_fields(self, value: int, bit_fields: List[Dict],
                          mask: Optional[int] = None) -> List[str]:
        """``name=value`` for each field of `bit_fields` in `value` (with a
        `mask`, the fields it touches only)."""
        out = []
        for field in bit_fields:
            bit_range = field.get("bits", "")
            if not bit_range:
                continue
            try:
                if mask is not None and _bits_mask(bit_range) & mask == 0:
                    continue
                field_value = self.decode_bit_field_value(value, bit_range)
            except ValueError:
                continue
            name = field.get("name", "")
            out.append(f"{name}={field_value}" if name else f"bits[{bit_range}]={field_value}")
        return out

    def generate_comment(self, decoded_info: Dict, value: Optional[int] = None,
                         mask: Optional[int] = None) -> str:
        """``Tile(c, r), Offset 0xOOOOO, Name: <register>``, then with a
        `value` ``| [Mask 0xM, ]Value 0xV: field=v, ...``. A register whose
        layout depends on its value (a switch master: circuit or packet
        mode) is read with the layout of `value`."""
        col = decoded_info.get("col", "?")
        row = decoded_info.get("row", "?")
        offset = decoded_info.get("offset", "0x0")
        register = decoded_info.get("register", "unknown")
        if isinstance(offset, int):
            offset = f"0x{offset:05X}"
        else:
            try:
                offset = f"0x{int(offset, 16):05X}"
            except (TypeError, ValueError):
                pass
        parts = [f"Tile({col}, {row}), Offset {offset}, Name: {register}"]
        if value is not None and "bit_fields" in decoded_info:
            fields = self._fields_for(decoded_info, value)
            interpretations = self.format_bit_fields(value, fields, mask)
            if interpretations:
                text = ", ".join(interpretations)
                if mask is not None:
                    parts.append(f"Mask 0x{mask:X}, Value 0x{value:X}: {text}")
                else:
                    parts.append(f"Value 0x{value:X}: {text}")
        return " | ".join(parts)

    def _fields_for(self, decoded_info: Dict, value: int) -> List[Dict]:
        """The fields `value` of the decoded register is read with."""
        try:
            offset = _parse_offset(decoded_info["offset"])
            fields = _aiec.register_fields(_DEVICE, decoded_info["col"], decoded_info["row"], offset, value)
        except (KeyError, TypeError, ValueError, OverflowError):
            fields = None
        return decoded_info["bit_fields"] if fields is None else fields

    def get_address_from_op(self, op, target_model):
        """(address, row, col, value, mask) of a register-writing op: the
        address tile-local when the op names its tile (``column``/``row``),
        else split into tile and offset; each None where the op has none or
        it is no constant."""
        address = row = col = value = mask = None
        if getattr(op, "address", None) is not None:
            address = _integer(op.address)
        elif getattr(op, "addr", None) is not None:
            address = _integer(op.addr)
        if getattr(op, "row", None) is not None:
            row = _integer(op.row)
        if getattr(op, "column", None) is not None:
            col = _integer(op.column)
        if getattr(op, "value", None) is not None:
            value = _integer(op.value)
        if getattr(op, "mask", None) is not None:
            mask = _integer(op.mask)
        if address is not None and row is None and col is None:
            row = (address >> target_model.get_row_shift()) & 0x1F
            col = (address >> target_model.get_column_shift()) & 0x1F
            address &= _OFFSET_MASK
        return address, row, col, value, mask

    def annotate_operation(self, op, target_model) -> bool:
        """Sets `op`'s ``comment`` attribute to what it writes; False when
        its address is not a constant."""
        from aie.ir import StringAttr

        address, row, col, value, mask = self.get_address_from_op(op, target_model)
        if address is None:
            return False
        if row is not None and col is not None:
            address = _tile_base(target_model, col, row) + (address & _OFFSET_MASK)
        decoded = self.decoder.parse_address(address)
        if decoded is None:
            return False
        op.operation.attributes["comment"] = StringAttr.get(self.generate_comment(decoded, value, mask))
        return True

    def annotate_module(self, module) -> int:
        """Annotates every ``aiex.npu.write32``, ``blockwrite``,
        ``maskwrite32``, ``address_patch`` and ``aiex.control_packet`` of
        `module`, in that order, with the device model of its first device
        (npu1 without one); returns how many were annotated."""
        import aie.dialects.aie as aiedialect
        import aie.dialects.aiex as aiex
        from aie.extras.util import find_ops

        def ops_of(cls):
            return find_ops(module.operation, lambda o: isinstance(o.operation.opview, cls))

        devices = ops_of(aiedialect.DeviceOp)
        if devices:
            device = aiedialect.AIEDevice(int(devices[0].device))
        else:
            logger.warning("No aie.device found, using default npu1 target model")
            device = aiedialect.AIEDevice.npu1
        target_model = aiedialect.get_target_model(device)

        count = 0
        for cls in (aiex.NpuWrite32Op, aiex.NpuBlockWriteOp, aiex.NpuMaskWrite32Op, aiex.NpuAddressPatchOp,
                    aiex.NpuControlPacketOp):
            for op in ops_of(cls):
                count += self.annotate_operation(op.opview, target_model)
        return count

    def annotate_file(self, input_path: str, output_path: Optional[str] = None) -> int:
        """Annotates the MLIR file `input_path` into `output_path` (stdout
        when None); returns how many ops were annotated."""
        from aie._mlir_libs import get_dialect_registry
        from aie.ir import Context, Location, Module

        with open(input_path) as f:
            text = f.read()
        with Context() as ctx, Location.unknown():
            ctx.append_dialect_registry(get_dialect_registry())
            ctx.load_all_available_dialects()
            module = Module.parse(text)
            count = self.annotate_module(module)
            out = str(module)
        if output_path:
            with open(output_path, "w") as f:
                f.write(out)
            logger.info("Annotated %d operations. Output written to: %s", count, output_path)
        else:
            sys.stdout.write(out)
            logger.info("Annotated %d operations", count)
        return count


def _integer(x) -> Optional[int]:
    """The integer of an attribute, or of an operand an ``arith.constant``
    defines (None for any other operand)."""
    from aie.helpers.util import fold_constant_operand
    from aie.ir import Value

    if isinstance(x, Value):
        return fold_constant_operand(x)
    return int(x.value) if hasattr(x, "value") else int(x)


def parse_address_arg(addr_str: str) -> int:
    """An address from the command line, hex (``0x``) or decimal."""
    addr_str = addr_str.strip()
    return int(addr_str, 16) if addr_str.lower().startswith("0x") else int(addr_str)


def main() -> int:
    """``python -m aie.utils.regdb``: decode, encode or annotate, as the
    command line (``sys.argv``) says."""
    parser = argparse.ArgumentParser(
        prog="python -m aie.utils.regdb",
        description="AIE register database: decode addresses or annotate MLIR files",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="""examples:
  %(prog)s 0x232000                                  decode an address
  %(prog)s 0x232000 -b                               ... with its bit fields
  %(prog)s --col 0 --row 2 --register Core_Control   the address of a register
  %(prog)s -a design.mlir -o annotated.mlir          annotate a module's register writes
  %(prog)s -a design.mlir --in-place""",
    )
    parser.add_argument("address", nargs="?", help="address to decode (hex or decimal)")
    parser.add_argument("--col", type=int, help="column (reverse lookup)")
    parser.add_argument("--row", type=int, help="row (reverse lookup)")
    parser.add_argument("--register", "-r", help="register name (reverse lookup)")
    parser.add_argument("--module", "-m", help="module name (reverse lookup)")
    parser.add_argument("--memory-tile-rows", type=int, default=1,
                        help="number of memory tile rows (default: 1; the database's device has 1)")
    parser.add_argument("-a", "--annotate", metavar="MLIR_FILE", help="annotate an MLIR file")
    parser.add_argument("-o", "--output", help="output file of -a (default: stdout)")
    parser.add_argument("--in-place", "-i", action="store_true", help="with -a: rewrite the file")
    parser.add_argument("--show-bit-fields", "-b", action="store_true", help="show the register's bit fields")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)

    if args.annotate:
        try:
            MLIRModuleAnnotator().annotate_file(args.annotate, args.annotate if args.in_place else args.output)
        except Exception as e:  # noqa: BLE001 - a command line reports any failure
            logger.error("%s", e)
            return 1
        return 0

    decoder = AIEAddressDecoder()
    if args.col is not None and args.row is not None and args.register:
        address = decoder.encode_address(args.col, args.row, args.register, args.module)
        if address is None:
            where = f" in module '{args.module}'" if args.module else ""
            logger.error("Could not find register '%s'%s", args.register, where)
            return 1
        print(decoder.format_result(decoder.parse_address(address), show_bit_fields=args.show_bit_fields))
        return 0
    if args.address:
        try:
            address = parse_address_arg(args.address)
        except ValueError:
            logger.error("Invalid address format: %s", args.address)
            return 1
        print(decoder.format_result(decoder.parse_address(address), show_bit_fields=args.show_bit_fields))
        return 0
    parser.print_help()
    return 1


if __name__ == "__main__":
    sys.exit(main())
