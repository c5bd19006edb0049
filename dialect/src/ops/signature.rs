//! Each op's signature in its ODS definition (mlir-aie's `.td` files, MLIR's
//! for the upstream dialects), as `mlir-tblgen -gen-python-op-bindings`
//! builds its Python op classes from it: the C++ class name, the `arguments`
//! in their declared order, the results, whether the builder infers the result
//! types, the segment traits, the regions and the successors. Each argument
//! says how aiec holds it, so that a builder taking ODS's arguments can make
//! aiec's IR. Written in each table entry's `ods` notation ([`super`]), read
//! by the generator's test into `parsed.rs` ([`super::ods`]).

use super::AttrDef;

/// One op's ODS signature.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ods {
    /// The C++ class name, which is the Python class name (`TileOp`).
    pub class_name: &'static str,
    /// The `arguments`, in their declared order.
    pub args: &'static [OdsArg],
    /// The operand groups aiec's syntax reads that ODS does not declare,
    /// each optional or a list (never a builder argument): name and arity.
    pub aiec_operands: &'static [(&'static str, Arity)],
    /// The results, in order.
    pub results: &'static [OdsResult],
    /// How the builder infers the result types, if it does (then it takes
    /// no result types).
    pub inference: Option<Inference>,
    /// ODS's `AttrSizedOperandSegments`.
    pub operand_segments: bool,
    /// ODS's `AttrSizedResultSegments`.
    pub result_segments: bool,
    /// The regions by name, in order.
    pub regions: &'static [&'static str],
    /// Whether the last region is variadic (`VariadicRegion`).
    pub variadic_region: bool,
    /// The successors by name, in order.
    pub successors: &'static [&'static str],
    /// Whether the last successor is variadic (`VariadicSuccessor`).
    pub variadic_successor: bool,
}

impl Ods {
    /// Whether the builder infers the result types (the generator's
    /// `canInferType`).
    pub fn infers_results(&self) -> bool {
        self.inference.is_some()
    }

    /// The argument named `name`.
    pub fn arg(&self, name: &str) -> Option<&'static OdsArg> {
        self.args.iter().find(|a| a.name == name)
    }
}

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`Optional<>`).
    Optional,
    /// Any number (`Variadic<>`).
    Variadic,
}

/// One argument: its ODS name and what it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OdsArg {
    /// The name in ODS's `arguments`.
    pub name: &'static str,
    /// An operand group or an attribute, and how aiec holds it.
    pub kind: OdsArgKind,
}

impl OdsArg {
    /// Whether the Python builder takes it as a keyword-only argument
    /// defaulting to `None`: an optional operand, or an optional,
    /// default-valued or unit attribute.
    pub fn keyword(&self) -> bool {
        match self.kind {
            OdsArgKind::Operand { arity, .. } | OdsArgKind::UnstoredOperand(arity) => {
                arity == Arity::Optional
            }
            OdsArgKind::Attr { keyword, .. } => keyword,
            OdsArgKind::UnstoredAttr { .. } => true,
        }
    }
}

/// What an argument is and how aiec holds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OdsArgKind {
    /// An operand group. `field`: aiec's declared attribute whose value the
    /// operands are, where aiec's syntax reads them as such a field: a scalar
    /// field (`#name`) or an integer known only at run time (`$name:kind~`) of
    /// the argument's name, or the dynamic entries of a mixed list or of a
    /// `sizes`/`strides` layout.
    Operand {
        /// How many values the group holds.
        arity: Arity,
        /// The field of aiec's that the operands are the value of.
        field: Option<AttrDef>,
    },
    /// An attribute, held in aiec's declared attribute `def` (of the
    /// argument's name, or named otherwise where aiec stores it differently:
    /// `aie.dma_bd`'s `static_offset` is aiec's `offset`).
    Attr {
        /// aiec's declaration of the attribute that holds it.
        def: AttrDef,
        /// Whether ODS declares it optional, default-valued or unit (a
        /// keyword-only builder argument); aiec then never requires it.
        keyword: bool,
    },
    /// An operand group aiec does not hold: accepted only empty.
    UnstoredOperand(Arity),
    /// An attribute (or property) of ODS's, optional or default-valued,
    /// that aiec does not store: accepted only absent, or equal to
    /// `default` (its default, in MLIR's syntax).
    UnstoredAttr {
        /// The default value ODS gives it, if any.
        default: Option<&'static str>,
    },
}

/// One result group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OdsResult {
    /// The name in ODS's `results` (empty: unnamed).
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// Whether aiec's op can have it: an optional result aiec's op never has
    /// (`vector.transfer_write`'s tensor result) is accepted only absent.
    pub stored: bool,
}

/// How the Python builder infers result types (the first of
/// `canInferType`'s rules that holds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inference {
    /// `SameOperandsAndResultType` (no variadic result): every result has
    /// the first operand's type.
    SameOperandsAndResultType,
    /// `FirstAttrDerivedResultType` (no variadic result): every result has
    /// the type of the first attribute (or the type it holds).
    FirstAttrDerivedResultType,
    /// `InferTypeOpInterface` (declared, or added by ODS where every result
    /// type is known: buildable, `AllTypesMatch`, `TypesMatchWith`) on an op
    /// without regions: the op's own inference.
    InferTypeOpInterface,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OpKind;
    use crate::ops::{def, ods, Presence};

    /// A name as MLIR's generator spells it in Python: `_` appended to a
    /// Python keyword or a name the op classes use themselves.
    fn python_name(name: &str) -> String {
        const RESERVED: [&str; 6] = ["in", "from", "results", "operands", "regions", "loc"];
        match RESERVED.contains(&name) {
            true => format!("{name}_"),
            false => name.to_string(),
        }
    }

    /// The parameters of the `__init__` MLIR's Python generator makes from a
    /// signature (`OpPythonBindingGen.cpp`, `emitDefaultOpBuilder`): result
    /// types unless inferred, the positional arguments, the successors, the
    /// count of a variadic region, `*`, the keyword arguments, `loc`, `ip`.
    fn python_params(o: &Ods) -> String {
        let mut positional = Vec::new();
        if !o.infers_results() {
            positional.extend(o.results.iter().enumerate().map(|(i, r)| match r.name {
                "" if o.results.len() == 1 => "result".to_string(),
                "" => format!("_gen_res_{i}"),
                name => python_name(name),
            }));
        }
        positional.extend(
            o.args
                .iter()
                .filter(|a| !a.keyword())
                .map(|a| python_name(a.name)),
        );
        positional.extend(o.successors.iter().map(|s| python_name(s)));
        if o.variadic_region {
            positional.push(format!("num_{}", o.regions[o.regions.len() - 1]));
        }
        let keyword = o.args.iter().filter(|a| a.keyword());
        let keyword = keyword.map(|a| format!("{}=None", python_name(a.name)));
        positional
            .into_iter()
            .chain(["*".to_string()])
            .chain(keyword)
            .chain(["loc=None".to_string(), "ip=None".to_string()])
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Builders as `mlir-tblgen -gen-python-op-bindings` makes them from the
    /// ODS definitions (mlir-aie 760932a4, MLIR's dialects; `aie.core` as
    /// after August 2026, with its stack and data placement).
    #[test]
    fn builders_are_upstreams() {
        for (kind, params) in [
            (OpKind::Tile, "col, row, *, allocation_scheme=None, loc=None, ip=None"),
            (
                OpKind::Core,
                "result, tile, *, stack_size=None, stack_address=None, stack_bank=None, measured_stack_size=None, data_size=None, measured_data_size=None, measured_bank_sizes=None, measured_data_ranges=None, link_with=None, link_files=None, link_merge_files=None, elf_file=None, dynamic_objfifo_lowering=None, emit_parameter_sync_preamble=None, measured_data_alignment=None, measured_bank_alignments=None, data_origin=None, data_length=None, loc=None, ip=None",
            ),
            (
                OpKind::Objectfifo,
                "sym_name, producerTile, consumerTiles, elemNumber, elemType, dimensionsToStream, dimensionsFromStreamPerConsumer, *, consumerElemType=None, via_DMA=None, plio=None, disable_synchronization=None, repeat_count=None, aie_stream=None, aie_stream_port=None, prod_dma_channel=None, cons_dma_channels=None, initValues=None, padDimensions=None, padValue=None, iter_count=None, loc=None, ip=None",
            ),
            (
                OpKind::DmaStart,
                "channel_dir, dest, chain, *, channel_index=None, endpoint=None, repeat_count=None, pad_value=None, out_of_order=None, loc=None, ip=None",
            ),
            (
                OpKind::UseLock,
                "lock, action, value, *, blocking=None, acq_en=None, loc=None, ip=None",
            ),
            (OpKind::Dma, "valid, channel_dir, channel_index, num_bds, *, loop=None, repeat_count=None, sym_name=None, pad_value=None, out_of_order=None, loc=None, ip=None"),
            (OpKind::ArithAddi, "lhs, rhs, *, overflowFlags=None, loc=None, ip=None"),
            (OpKind::ArithIndexCast, "out, in_, *, loc=None, ip=None"),
            (OpKind::ArithCmpi, "predicate, lhs, rhs, *, loc=None, ip=None"),
            (
                OpKind::ScfFor,
                "results_, lowerBound, upperBound, step, initArgs, *, unsignedCmp=None, loc=None, ip=None",
            ),
            (OpKind::ScfIndexSwitch, "results_, arg, cases, num_caseRegions, *, loc=None, ip=None"),
            (
                OpKind::CfCondBr,
                "condition, trueDestOperands, falseDestOperands, trueDest, falseDest, *, branch_weights=None, loc=None, ip=None",
            ),
            (
                OpKind::FuncCall,
                "result, callee, operands_, *, arg_attrs=None, res_attrs=None, no_inline=None, loc=None, ip=None",
            ),
            (
                OpKind::VectorTransferRead,
                "vector, source, indices, permutation_map, padding, in_bounds, *, mask=None, loc=None, ip=None",
            ),
        ] {
            assert_eq!(python_params(ods(kind)), params, "{}", kind.name());
        }
    }

    /// Class names, inference, segments, regions and successors of a few.
    #[test]
    fn signatures_are_upstreams() {
        let o = ods(OpKind::ArithAddi);
        assert_eq!(o.class_name, "AddIOp");
        assert_eq!(o.inference, Some(Inference::SameOperandsAndResultType));
        let flags = o.arg("overflowFlags").map(|a| a.kind);
        let none = Some("#arith.overflow<none>");
        assert_eq!(flags, Some(OdsArgKind::UnstoredAttr { default: none }));
        assert_eq!(ods(OpKind::Objectfifo).class_name, "ObjectFifoCreateOp");
        assert_eq!(
            ods(OpKind::Tile).inference,
            Some(Inference::InferTypeOpInterface)
        );
        // An op with regions does not infer through the interface.
        assert_eq!(ods(OpKind::Core).inference, None);
        assert_eq!(
            ods(OpKind::ArithCmpi).inference,
            Some(Inference::InferTypeOpInterface)
        );
        let switch = ods(OpKind::ScfIndexSwitch);
        assert_eq!(switch.regions, ["defaultRegion", "caseRegions"]);
        assert!(switch.variadic_region);
        let cond_br = ods(OpKind::CfCondBr);
        assert_eq!(cond_br.successors, ["trueDest", "falseDest"]);
        assert!(cond_br.operand_segments);
        let results = ods(OpKind::FuncCall).results;
        assert_eq!(
            results,
            [OdsResult {
                name: "",
                arity: Arity::Variadic,
                stored: true
            }]
        );
        // aiec holds `aie.dma_bd`'s offset in one attribute, constant or not.
        let bd = ods(OpKind::DmaBd);
        let OdsArgKind::Attr { def, keyword: true } = bd.arg("static_offset").unwrap().kind else {
            panic!("static_offset is no keyword attribute");
        };
        assert_eq!(def.name, "offset");
        let OdsArgKind::Operand {
            arity: Arity::Optional,
            field: Some(f),
        } = bd.arg("offset").unwrap().kind
        else {
            panic!("offset is no optional operand");
        };
        assert_eq!((f.name, f.runtime.any()), ("offset", true));
        assert_eq!(bd.aiec_operands, [("bd_id_val", Arity::Optional)]);
    }

    /// Every op has a signature whose names are its own, and no two ops of
    /// one dialect share a class.
    #[test]
    fn every_op_has_a_signature_of_unique_names() {
        let mut classes = Vec::new();
        for kind in OpKind::ALL {
            let o = ods(kind);
            assert!(!def(kind).ods.is_empty() && !o.class_name.is_empty());
            let mut names: Vec<&str> = o.args.iter().map(|a| a.name).collect();
            names.extend(o.results.iter().map(|r| r.name).filter(|n| !n.is_empty()));
            names.extend(o.regions.iter().chain(o.successors));
            names.extend(o.aiec_operands.iter().map(|x| x.0));
            let n = names.len();
            names.sort_unstable();
            names.dedup();
            assert_eq!(n, names.len(), "{}", kind.name());
            let dialect = kind.name().split('.').next().unwrap();
            classes.push((dialect, o.class_name));
        }
        let n = classes.len();
        classes.sort_unstable();
        classes.dedup();
        assert_eq!(n, classes.len());
    }

    /// The attributes ODS requires that aiec lets be absent (it reads the
    /// op's older or newer forms without them, or as their default): the
    /// builder requires them, aiec accepts more. A new one is a decision.
    #[test]
    fn attributes_aiec_lets_be_absent_are_these() {
        let mut found = Vec::new();
        for kind in OpKind::ALL {
            for a in ods(kind).args {
                if let OdsArgKind::Attr {
                    def,
                    keyword: false,
                } = a.kind
                {
                    if def.presence != Presence::Required {
                        found.push(format!("{} {}", kind.name(), a.name));
                    }
                }
            }
        }
        assert_eq!(
            found,
            [
                // Absent when the access names a pool's core endpoint (the
                // split objectfifo lowering); the Python builders keep the
                // port positional, as mlir-aie's Python code calls them.
                "aie.objectfifo.acquire port",
                "aie.objectfifo.release port",
                "aie.objectfifo dimensionsToStream",
                "aie.objectfifo dimensionsFromStreamPerConsumer",
                "aiex.npu.address_patch arg_idx",
                "aiex.npu.writebd d0_zero_before",
                "aiex.npu.writebd d1_zero_before",
                "aiex.npu.writebd d2_zero_before",
                "aiex.npu.writebd d0_zero_after",
                "aiex.npu.writebd d1_zero_after",
                "aiex.npu.writebd d2_zero_after",
                "memref.expand_shape static_output_shape",
                "vector.transfer_read permutation_map",
                "vector.transfer_read in_bounds",
                "vector.transfer_write permutation_map",
                "vector.transfer_write in_bounds",
            ]
        );
    }
}
