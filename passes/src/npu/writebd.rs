//! The fields of one buffer descriptor as `aiex.npu.writebd` carries them
//! (mlir-aie's `NpuWriteBdOp`): building the op and reading it back.

use aie_target::regs;
use dialect::ir::{At, Ir, Span};
use dialect::ops::views::NpuWritebd;
use dialect::ops::OpBuilder;

/// Declares [`BdField`] from one row per field: variant, attribute (and
/// view/builder method) name, `[optional]` for an attribute the op may
/// leave out, and the BD register field it sets, if any.
macro_rules! bd_fields {
    (@register) => { None };
    (@register $register:ident) => { Some(regs::BdField::$register) };
    (@get $ir:ident $bd:ident $name:ident) => { Some($bd.$name($ir)) };
    (@get $ir:ident $bd:ident $name:ident optional) => { $bd.$name($ir) };
    (@optional) => { false };
    (@optional optional) => { true };
    ($($variant:ident $name:ident $([$optional:ident])? $(=> $register:ident)?,)*) => {
        /// A field of `aiex.npu.writebd`, in the op table's order: the BD
        /// register fields ([`regs::BdField`], by the same name) and the
        /// BD's place (`bd_id`, `column`, `row`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum BdField {
            $($variant,)*
        }

        impl BdField {
            /// Every field, in the op table's order.
            pub const ALL: &'static [BdField] = &[$(BdField::$variant,)*];

            /// The attribute's name (the tests compare it with the op table
            /// and the register layouts).
            #[cfg(test)]
            pub fn name(self) -> &'static str {
                match self {
                    $(BdField::$variant => stringify!($name),)*
                }
            }

            /// The BD register field it sets; `None` for the BD's place.
            pub fn register(self) -> Option<regs::BdField> {
                match self {
                    $(BdField::$variant => bd_fields!(@register $($register)?),)*
                }
            }

            /// Whether the op may leave the field out (it then has no
            /// value, rather than 0).
            pub fn is_optional(self) -> bool {
                match self {
                    $(BdField::$variant => bd_fields!(@optional $($optional)?),)*
                }
            }

            /// The field's value in `bd` (`None`: an optional field left out).
            pub fn get(self, ir: &Ir, bd: NpuWritebd) -> Option<i64> {
                match self {
                    $(BdField::$variant => bd_fields!(@get ir bd $name $($optional)?),)*
                }
            }

            /// Sets the field to `v` in a writebd being built.
            fn set<'a>(self, b: OpBuilder<'a, NpuWritebd>, v: i64) -> OpBuilder<'a, NpuWritebd> {
                match self {
                    $(BdField::$variant => b.$name(v),)*
                }
            }
        }
    };
}

bd_fields! {
    BdId bd_id,
    BufferLength buffer_length => BufferLength,
    BufferOffset buffer_offset => BufferOffset,
    Column column,
    D0Size d0_size => D0Size,
    D0Stride d0_stride => D0Stride,
    D0ZeroAfter d0_zero_after => D0ZeroAfter,
    D0ZeroBefore d0_zero_before => D0ZeroBefore,
    D1Size d1_size => D1Size,
    D1Stride d1_stride => D1Stride,
    D1ZeroAfter d1_zero_after => D1ZeroAfter,
    D1ZeroBefore d1_zero_before => D1ZeroBefore,
    D2Size d2_size => D2Size,
    D2Stride d2_stride => D2Stride,
    D2ZeroAfter d2_zero_after => D2ZeroAfter,
    D2ZeroBefore d2_zero_before => D2ZeroBefore,
    EnablePacket enable_packet => EnablePacket,
    IterationCurrent iteration_current => IterationCurrent,
    IterationSize iteration_size => IterationSize,
    IterationStride iteration_stride => IterationStride,
    LockAcqEnable lock_acq_enable => LockAcqEnable,
    LockAcqId lock_acq_id => LockAcqId,
    LockAcqVal lock_acq_val => LockAcqVal,
    LockRelId lock_rel_id => LockRelId,
    LockRelVal lock_rel_val => LockRelVal,
    NextBd next_bd => NextBd,
    OutOfOrderId out_of_order_id => OutOfOrderId,
    PacketId packet_id => PacketId,
    PacketType packet_type => PacketType,
    Row row,
    UseNextBd use_next_bd => UseNextBd,
    ValidBd valid_bd => ValidBd,
    BurstLength burst_length => BurstLength,
    AxCache axcache [optional] => AxCache,
}

use BdField::*;

impl BdField {
    /// The d0 and d1 wraps and the d0..d2 strides of a BD, from the hardware
    /// wraps and steps of its dimensions (innermost first; d2's wrap only
    /// exists on mem tiles, and d3 is the iteration).
    pub fn wraps<T: Copy>(hs: &[T; 4], ht: &[T; 4]) -> [(BdField, T); 5] {
        [
            (D0Size, hs[0]),
            (D0Stride, ht[0]),
            (D1Size, hs[1]),
            (D1Stride, ht[1]),
            (D2Stride, ht[2]),
        ]
    }

    /// Zero padding before or after a dimension (mem tiles only).
    pub fn is_zero_padding(self) -> bool {
        matches!(
            self,
            D0ZeroAfter | D0ZeroBefore | D1ZeroAfter | D1ZeroBefore | D2ZeroAfter | D2ZeroBefore
        )
    }
}

/// Every field with its first value in `values`, 0 where it has none
/// (an optional field without one is left out), in the op table's order.
pub(crate) fn complete(values: &[(BdField, i64)]) -> Vec<(BdField, i64)> {
    let value = |field| values.iter().find(|(f, _)| *f == field).map(|x| x.1);
    BdField::ALL
        .iter()
        .filter_map(|&f| match value(f) {
            Some(v) => Some((f, v)),
            None => (!f.is_optional()).then_some((f, 0)),
        })
        .collect()
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
    for (field, v) in complete(values) {
        // mlir-aie leaves a zero burst length (the default) out.
        if v != 0 || field != BurstLength {
            b = field.set(b, v);
        }
    }
    b.insert(at)
}

/// The fields `bd` has, in the op table's order.
pub(crate) fn read_writebd(ir: &Ir, bd: NpuWritebd) -> impl Iterator<Item = (BdField, i64)> + '_ {
    BdField::ALL
        .iter()
        .filter_map(move |&f| Some((f, f.get(ir, bd)?)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialect::ir::{OpKind, View};

    /// The fields are the attributes the op table declares, in its order,
    /// but a dialect's discardable ones (`aie.enable_compression`, which
    /// `dma_to_npu::compression` reads).
    #[test]
    fn fields_are_the_declared_attributes() {
        let declared: Vec<&str> = dialect::ops::attr_defs(OpKind::NpuWritebd)
            .iter()
            .map(|d| d.name)
            .filter(|name| !name.contains('.'))
            .collect();
        let ours: Vec<&str> = BdField::ALL.iter().map(|f| f.name()).collect();
        assert_eq!(ours, declared);
    }

    /// A field that sets a BD register field has its name: the op's
    /// attribute and the register layouts spell a field alike.
    #[test]
    fn register_fields_have_the_attributes_names() {
        for f in BdField::ALL {
            if let Some(r) = f.register() {
                assert_eq!(r.name(), f.name());
            }
        }
        let place = BdField::ALL.iter().filter(|f| f.register().is_none());
        assert_eq!(place.count(), 3, "bd_id, column and row");
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
        assert_eq!(LockAcqVal.get(&ir, zero), Some(-1));
        assert_eq!(AxCache.get(&ir, zero), None);
        assert!(ir
            .attrs(zero.op())
            .iter()
            .all(|(k, _)| k != BurstLength.name()));
    }
}
