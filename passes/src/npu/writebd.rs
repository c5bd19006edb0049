//! The fields of one buffer descriptor as `aiex.npu.writebd` carries them
//! (mlir-aie's `NpuWriteBdOp`): building the op and reading it back.

use dialect::ir::{At, Ir, Span};
use dialect::ops::views::NpuWritebd;
use dialect::ops::OpBuilder;

/// A field of `aiex.npu.writebd`, in the op table's order. Its
/// [`BdField::name`] is also the name of the field in the BD register
/// layouts ([`aie_target::regs::bd_layout`]) of the tiles whose BDs have it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BdField {
    BdId,
    BufferLength,
    BufferOffset,
    Column,
    D0Size,
    D0Stride,
    D0ZeroAfter,
    D0ZeroBefore,
    D1Size,
    D1Stride,
    D1ZeroAfter,
    D1ZeroBefore,
    D2Size,
    D2Stride,
    D2ZeroAfter,
    D2ZeroBefore,
    EnablePacket,
    IterationCurrent,
    IterationSize,
    IterationStride,
    LockAcqEnable,
    LockAcqId,
    LockAcqVal,
    LockRelId,
    LockRelVal,
    NextBd,
    OutOfOrderId,
    PacketId,
    PacketType,
    Row,
    UseNextBd,
    ValidBd,
    BurstLength,
}

use BdField::*;

impl BdField {
    /// The d0 and d1 wraps and the d0..d2 strides of a BD, from the hardware
    /// wraps and steps of its dimensions (innermost first; d2's wrap only
    /// exists on mem tiles, and d3 is the iteration).
    pub fn wraps(hs: &[i64; 4], ht: &[i64; 4]) -> [(BdField, i64); 5] {
        [
            (D0Size, hs[0]),
            (D0Stride, ht[0]),
            (D1Size, hs[1]),
            (D1Stride, ht[1]),
            (D2Stride, ht[2]),
        ]
    }

    /// Every field, in the op table's order.
    pub const ALL: [BdField; 33] = [
        BdId,
        BufferLength,
        BufferOffset,
        Column,
        D0Size,
        D0Stride,
        D0ZeroAfter,
        D0ZeroBefore,
        D1Size,
        D1Stride,
        D1ZeroAfter,
        D1ZeroBefore,
        D2Size,
        D2Stride,
        D2ZeroAfter,
        D2ZeroBefore,
        EnablePacket,
        IterationCurrent,
        IterationSize,
        IterationStride,
        LockAcqEnable,
        LockAcqId,
        LockAcqVal,
        LockRelId,
        LockRelVal,
        NextBd,
        OutOfOrderId,
        PacketId,
        PacketType,
        Row,
        UseNextBd,
        ValidBd,
        BurstLength,
    ];

    /// The field's name in the BD register layouts (and on the op).
    pub fn name(self) -> &'static str {
        match self {
            BdId => "bd_id",
            BufferLength => "buffer_length",
            BufferOffset => "buffer_offset",
            Column => "column",
            D0Size => "d0_size",
            D0Stride => "d0_stride",
            D0ZeroAfter => "d0_zero_after",
            D0ZeroBefore => "d0_zero_before",
            D1Size => "d1_size",
            D1Stride => "d1_stride",
            D1ZeroAfter => "d1_zero_after",
            D1ZeroBefore => "d1_zero_before",
            D2Size => "d2_size",
            D2Stride => "d2_stride",
            D2ZeroAfter => "d2_zero_after",
            D2ZeroBefore => "d2_zero_before",
            EnablePacket => "enable_packet",
            IterationCurrent => "iteration_current",
            IterationSize => "iteration_size",
            IterationStride => "iteration_stride",
            LockAcqEnable => "lock_acq_enable",
            LockAcqId => "lock_acq_id",
            LockAcqVal => "lock_acq_val",
            LockRelId => "lock_rel_id",
            LockRelVal => "lock_rel_val",
            NextBd => "next_bd",
            OutOfOrderId => "out_of_order_id",
            PacketId => "packet_id",
            PacketType => "packet_type",
            Row => "row",
            UseNextBd => "use_next_bd",
            ValidBd => "valid_bd",
            BurstLength => "burst_length",
        }
    }

    /// Zero padding before or after a dimension (mem tiles only).
    pub fn is_zero_padding(self) -> bool {
        matches!(
            self,
            D0ZeroAfter | D0ZeroBefore | D1ZeroAfter | D1ZeroBefore | D2ZeroAfter | D2ZeroBefore
        )
    }

    /// The field's value in `bd`.
    pub fn get(self, ir: &Ir, bd: NpuWritebd) -> i64 {
        match self {
            BdId => bd.bd_id(ir),
            BufferLength => bd.buffer_length(ir),
            BufferOffset => bd.buffer_offset(ir),
            Column => bd.column(ir),
            D0Size => bd.d0_size(ir),
            D0Stride => bd.d0_stride(ir),
            D0ZeroAfter => bd.d0_zero_after(ir),
            D0ZeroBefore => bd.d0_zero_before(ir),
            D1Size => bd.d1_size(ir),
            D1Stride => bd.d1_stride(ir),
            D1ZeroAfter => bd.d1_zero_after(ir),
            D1ZeroBefore => bd.d1_zero_before(ir),
            D2Size => bd.d2_size(ir),
            D2Stride => bd.d2_stride(ir),
            D2ZeroAfter => bd.d2_zero_after(ir),
            D2ZeroBefore => bd.d2_zero_before(ir),
            EnablePacket => bd.enable_packet(ir),
            IterationCurrent => bd.iteration_current(ir),
            IterationSize => bd.iteration_size(ir),
            IterationStride => bd.iteration_stride(ir),
            LockAcqEnable => bd.lock_acq_enable(ir),
            LockAcqId => bd.lock_acq_id(ir),
            LockAcqVal => bd.lock_acq_val(ir),
            LockRelId => bd.lock_rel_id(ir),
            LockRelVal => bd.lock_rel_val(ir),
            NextBd => bd.next_bd(ir),
            OutOfOrderId => bd.out_of_order_id(ir),
            PacketId => bd.packet_id(ir),
            PacketType => bd.packet_type(ir),
            Row => bd.row(ir),
            UseNextBd => bd.use_next_bd(ir),
            ValidBd => bd.valid_bd(ir),
            BurstLength => bd.burst_length(ir),
        }
    }

    /// Sets the field to `v` in a writebd being built.
    fn set<'a>(self, b: OpBuilder<'a, NpuWritebd>, v: i64) -> OpBuilder<'a, NpuWritebd> {
        match self {
            BdId => b.bd_id(v),
            BufferLength => b.buffer_length(v),
            BufferOffset => b.buffer_offset(v),
            Column => b.column(v),
            D0Size => b.d0_size(v),
            D0Stride => b.d0_stride(v),
            D0ZeroAfter => b.d0_zero_after(v),
            D0ZeroBefore => b.d0_zero_before(v),
            D1Size => b.d1_size(v),
            D1Stride => b.d1_stride(v),
            D1ZeroAfter => b.d1_zero_after(v),
            D1ZeroBefore => b.d1_zero_before(v),
            D2Size => b.d2_size(v),
            D2Stride => b.d2_stride(v),
            D2ZeroAfter => b.d2_zero_after(v),
            D2ZeroBefore => b.d2_zero_before(v),
            EnablePacket => b.enable_packet(v),
            IterationCurrent => b.iteration_current(v),
            IterationSize => b.iteration_size(v),
            IterationStride => b.iteration_stride(v),
            LockAcqEnable => b.lock_acq_enable(v),
            LockAcqId => b.lock_acq_id(v),
            LockAcqVal => b.lock_acq_val(v),
            LockRelId => b.lock_rel_id(v),
            LockRelVal => b.lock_rel_val(v),
            NextBd => b.next_bd(v),
            OutOfOrderId => b.out_of_order_id(v),
            PacketId => b.packet_id(v),
            PacketType => b.packet_type(v),
            Row => b.row(v),
            UseNextBd => b.use_next_bd(v),
            ValidBd => b.valid_bd(v),
            BurstLength => b.burst_length(v),
        }
    }
}

/// Builds an `aiex.npu.writebd` at `at` from `values`: each field takes its
/// first value there, others are 0.
pub(crate) fn build_writebd(
    ir: &mut Ir,
    at: At,
    span: Span,
    values: &[(BdField, i64)],
) -> NpuWritebd {
    let mut b = NpuWritebd::build(ir, span);
    for field in BdField::ALL {
        let v = values.iter().find(|(f, _)| *f == field).map_or(0, |x| x.1);
        // mlir-aie leaves a zero burst length (the default) out.
        if v != 0 || field != BurstLength {
            b = field.set(b, v);
        }
    }
    b.insert(at)
}

/// The fields of `bd`, in the op table's order.
pub(crate) fn read_writebd(ir: &Ir, bd: NpuWritebd) -> impl Iterator<Item = (BdField, i64)> + '_ {
    BdField::ALL.into_iter().map(move |f| (f, f.get(ir, bd)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialect::ir::{OpKind, View};

    /// The fields are the attributes the op table declares, in its order.
    #[test]
    fn fields_are_the_declared_attributes() {
        let declared: Vec<&str> = dialect::ops::attr_defs(OpKind::NpuWritebd)
            .iter()
            .map(|d| d.name)
            .collect();
        let ours: Vec<&str> = BdField::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(ours, declared);
    }

    /// Every field reads back what was built; burst length 0 stays absent.
    #[test]
    fn build_and_read_back() {
        let mut ir = Ir::new();
        let top = ir.top_block();
        let values: Vec<(BdField, i64)> = BdField::ALL
            .iter()
            .enumerate()
            .map(|(i, &f)| (f, i as i64 - 3))
            .collect();
        let bd = build_writebd(&mut ir, At::End(top), Span::default(), &values);
        assert!(read_writebd(&ir, bd).eq(values.iter().copied()));
        let zero = build_writebd(&mut ir, At::End(top), Span::default(), &[(LockAcqVal, -1)]);
        assert_eq!(LockAcqVal.get(&ir, zero), -1);
        assert!(ir[zero.op()]
            .attrs
            .iter()
            .all(|(k, _)| k != BurstLength.name()));
    }
}
