//! Memory: buffers, the shapes accesses walk (from the memref type at each
//! access: row-major for a buffer, the strided layout of a view), loads and
//! stores (`memref` and `affine`, whose subscripts go through an affine
//! map), views (`memref.subview`, `reinterpret_cast`, `cast`,
//! `collapse_shape`, `expand_shape`), `memref.copy`, and `memref.alloca`
//! (a place of its own in the core's stack).

use super::{Compiler, Fn, Res};
use crate::core::code::{Apply, CoreProgram, Elem, Ins, MemCopy, OffsetCalc, Shape, Slot, View};
use crate::core::env::{tile_coords, Tile};
use crate::core::value::{scalar, Scalar};
use crate::core::{CoreError, ErrorKind};
use dialect::ir::{AffineMap, OpId, OpKind, Type, ValueId, View as _};
use dialect::ops::views::{
    AffineLoad, AffineStore, Buffer, MemrefAlloca, MemrefReinterpretCast, MemrefSubview,
};
use dialect::ops::DYNAMIC;
use dialect::Diagnostic;

/// Most lanes of a vector the interpreter holds.
pub(crate) const MAX_LANES: u64 = 1 << 16;

/// The number of slots a value of type `ty` takes: its lanes for a vector
/// with a static shape (at most [`MAX_LANES`]), else 1.
pub(crate) fn lanes(ty: &Type) -> Option<u32> {
    match ty {
        Type::Vector { .. } => ty
            .num_elements()
            .filter(|&n| (1..=MAX_LANES).contains(&n))
            .map(|n| n as u32),
        _ => Some(1),
    }
}

/// Lists the tiles the accessible views of `p` reach, in order, and points
/// each view at its tile's place in the list.
pub(super) fn index_tiles(p: &mut CoreProgram) {
    let mut tiles: Vec<Tile> = p
        .views
        .iter()
        .filter(|v| v.fault.is_none())
        .map(|v| v.tile)
        .collect();
    tiles.sort_unstable();
    tiles.dedup();
    for v in &mut p.views {
        v.mem = tiles.binary_search(&v.tile).unwrap_or(0);
    }
    p.tiles = tiles;
}

impl Compiler<'_> {
    /// The view of `aie.buffer` `buffer` (created on first use).
    pub(super) fn view(&mut self, buffer: Buffer) -> u32 {
        let buf = buffer.op();
        if let Some(&v) = self.views.get(&buf) {
            return v;
        }
        let ir = self.ir;
        let o = &ir[buf];
        let tile = o
            .operands
            .first()
            .and_then(|&v| ir.defining_op(v))
            .and_then(|t| tile_coords(ir, t));
        let name = match buffer.sym_name(ir) {
            Some(n) => format!("@{n}"),
            None => match tile {
                Some(t) => format!("buffer on tile {t}"),
                None => "buffer".into(),
            },
        };
        let mut view = View {
            name,
            tile: tile.unwrap_or(self.tile),
            mem: 0,
            base: 0,
            elem: Elem::int(8),
            len: 0,
            fault: None,
        };
        let ty = o.results.first().map(|&r| ir.type_of(r));
        if let Err(why) = self.fill_view(buffer, &mut view, ty, tile) {
            view.fault = Some(why);
        }
        let id = self.p.views.len() as u32;
        self.p.views.push(view);
        self.views.insert(buf, id);
        id
    }

    fn fill_view(
        &self,
        buf: Buffer,
        view: &mut View,
        ty: Option<&Type>,
        tile: Option<Tile>,
    ) -> Result<(), String> {
        let Some(tile) = tile else {
            return Err("its tile is not an aie.tile with constant coordinates".into());
        };
        let Some(ty @ Type::MemRef { elem, layout, .. }) = ty else {
            return Err("its type is not a memref".into());
        };
        if layout.is_some() {
            return Err(format!("not simulated: memref layout of {ty}"));
        }
        view.elem = element(elem)
            .or_else(|| block(elem))
            .ok_or_else(|| format!("not simulated: elements of type {elem}"))?;
        let n = ty.num_elements().ok_or("its shape is not static")?;
        let bytes = n
            .checked_mul(u64::from(view.elem.bytes))
            .ok_or("it is too large")?;
        let Some(addr) = buf.address(self.ir) else {
            return Err(
                "it has no address (run --aie-assign-buffer-addresses before simulating)".into(),
            );
        };
        let base = u32::try_from(addr).map_err(|_| format!("its address {addr} is invalid"))?;
        if u64::from(base) + bytes > u64::from(u32::MAX) {
            return Err(format!("it does not fit at address {addr}"));
        }
        let (c, m) = (self.tile, tile);
        if !self.dev.is_legal_mem_affinity(
            (i64::from(c.col), i64::from(c.row)),
            (i64::from(m.col), i64::from(m.row)),
        ) {
            return Err(format!(
                "it lives on tile {m}, whose memory core {c} cannot access"
            ));
        }
        view.base = base;
        view.len = n;
        view.tile = tile;
        Ok(())
    }

    /// `memref.alloca`: a place of its own in the core's stack (from the
    /// stack's start, each at the stack alignment or the op's `alignment`
    /// when larger), a view of the core's
    /// own memory. An alloca in a loop or in a function called more than
    /// once gets the one place each time (what a compiler's static frame
    /// gives it; its contents are undefined on each allocation, as MLIR
    /// says), so a scope's end frees nothing to free; a function calling
    /// itself would share its allocas' places with its callers.
    pub(super) fn alloca(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let o = &self.ir[op];
        let Some(&res) = o.results.first() else {
            return Err(self.err(op, ErrorKind::Design, "is malformed: it has no result"));
        };
        let ty = self.ir.type_of(res);
        let unsupported = || self.unsupported(op, format!("memref.alloca of {ty}"));
        let Type::MemRef {
            elem, layout: None, ..
        } = ty
        else {
            return Err(unsupported());
        };
        let elem = element(elem).ok_or_else(unsupported)?;
        let n = ty.num_elements().ok_or_else(unsupported)?;
        let bytes = n.saturating_mul(u64::from(elem.bytes));
        // The stack's alignment, or the op's when that is larger.
        let given = self.checked::<MemrefAlloca>(op)?.alignment(self.ir);
        let align = u64::from(self.dev.arch.stack_alignment())
            .max(given.and_then(|a| u64::try_from(a).ok()).unwrap_or(0));
        let at = u64::from(self.stack.used).div_ceil(align) * align;
        let end = at.saturating_add(bytes);
        if end > u64::from(self.stack.size) {
            let o = &self.ir[op];
            let message = format!(
                "needs {bytes} bytes of the core's stack from byte {at} on, past its {} bytes (stack_size)",
                self.stack.size
            );
            return Err(CoreError::new(
                ErrorKind::Design,
                Diagnostic::op_error(o.span, o.name(), message).with_help(format!(
                    "give the aie.core a stack_size of at least {end} bytes, or allocate less"
                )),
            ));
        }
        self.stack.used = end as u32;
        let view = View {
            name: format!("memref.alloca at byte {at} of the stack"),
            tile: self.tile,
            mem: 0,
            base: self.stack.base + at as u32,
            elem,
            len: n,
            fault: None,
        };
        let id = self.p.views.len() as u64;
        self.p.views.push(view);
        let k = self.p.consts.len() as u32;
        self.p.consts.push(id);
        self.emit(Ins::Const {
            dst: f.slots[&res],
            k,
        });
        Ok(())
    }

    /// The shape-table index of the memref type of `mem`, as `op` accesses it.
    pub(super) fn shape(&mut self, op: OpId, mem: ValueId) -> Res<u32> {
        let ty = self.ir.type_of(mem);
        let unsupported = || self.unsupported(op, format!("{} on {ty}", self.ir[op].name()));
        let Type::MemRef { elem, .. } = ty else {
            return Err(unsupported());
        };
        if element(elem).is_none() {
            return Err(self.unsupported(op, format!("{} of {elem}", self.ir[op].name())));
        }
        let dims = ty.static_shape().ok_or_else(unsupported)?;
        let strides = ty
            .strides_and_offset()
            .and_then(|(s, _)| s.into_iter().collect::<Option<Vec<i64>>>())
            .ok_or_else(unsupported)?;
        let text = ty.to_string();
        if let Some(i) = self.p.shapes.iter().position(|s| s.ty == text) {
            return Ok(i as u32);
        }
        let len1 = match (&dims[..], &strides[..]) {
            (&[n], &[1]) => n,
            _ => 0,
        };
        self.p.shapes.push(Shape {
            dims,
            strides,
            len1,
            ty: text,
        });
        Ok(self.p.shapes.len() as u32 - 1)
    }

    /// `memref.load` (`store == false`) and `memref.store`.
    pub(super) fn load_store(&mut self, f: &mut Fn, op: OpId, store: bool) -> Res<()> {
        let o = &self.ir[op];
        let first = usize::from(store);
        let Some(&mem) = o.operands.get(first) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let idx = self.slots(f, op, &o.operands[first + 1..])?;
        self.access(f, op, store, mem, &idx)
    }

    /// A load or store of `op` at the subscripts in slots `idx`.
    fn access(&mut self, f: &mut Fn, op: OpId, store: bool, mem: ValueId, idx: &[Slot]) -> Res<()> {
        let o = &self.ir[op];
        if o.results.len() != usize::from(!store) {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        }
        let sh = self.shape(op, mem)?;
        let rank = self.p.shapes[sh as usize].dims.len();
        if idx.len() != rank || rank > usize::from(u8::MAX) {
            let ty = self.ir.type_of(mem);
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("has {} indices for {ty}", idx.len()),
            ));
        }
        let m = self.slot(f, op, mem)?;
        let val = if store {
            self.slot(f, op, o.operands[0])?
        } else {
            f.slots[&o.results[0]]
        };
        let ins = match (store, idx) {
            (false, &[i]) => Ins::Load1 {
                dst: val,
                mem: m,
                i,
                sh,
            },
            (true, &[i]) => Ins::Store1 { val, mem: m, i, sh },
            (false, _) => Ins::LoadN {
                dst: val,
                mem: m,
                list: self.list(idx),
                n: rank as u8,
                sh,
            },
            (true, _) => Ins::StoreN {
                val,
                mem: m,
                list: self.list(idx),
                n: rank as u8,
                sh,
            },
        };
        self.emit(ins);
        Ok(())
    }

    /// `affine.load` / `affine.store`: the subscripts are the results of the
    /// op's map (computed by a free `Apply` unless the map is the identity).
    pub(super) fn affine_access(&mut self, f: &mut Fn, op: OpId, store: bool) -> Res<()> {
        let ir = self.ir;
        let map = if store {
            self.checked::<AffineStore>(op)?.map_attr(ir)
        } else {
            self.checked::<AffineLoad>(op)?.map_attr(ir)
        };
        let first = usize::from(store);
        let o = &ir[op];
        let (Some(&mem), Some(args)) = (o.operands.get(first), o.operands.get(first + 1..)) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let args = self.slots(f, op, args)?;
        let idx = if map.is_identity() && args.len() == map.results.len() {
            args
        } else {
            let dst: Vec<Slot> = map.results.iter().map(|_| f.temp()).collect();
            self.apply(op, map, args, dst.clone(), false)?;
            dst
        };
        self.access(f, op, store, mem, &idx)
    }

    /// Emits `map` applied to `args` into `dst`.
    pub(super) fn apply(
        &mut self,
        op: OpId,
        map: AffineMap,
        args: Vec<Slot>,
        dst: Vec<Slot>,
        counted: bool,
    ) -> Res<()> {
        if args.len() != map.inputs() || dst.len() != map.results.len() {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("has {} operands for the map {map}", args.len()),
            ));
        }
        let at = self.p.applies.len() as u32;
        self.p.applies.push(Apply { map, args, dst });
        self.emit(Ins::Apply { at, counted });
        Ok(())
    }

    /// `memref.subview`: the source moved by Σ offset × source stride.
    pub(super) fn subview(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let offsets = self.checked::<MemrefSubview>(op)?.static_offsets(ir);
        let o = &ir[op];
        let (Some(&src), Some(&res)) = (o.operands.first(), o.results.first()) else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let strides = (ir.type_of(src))
            .strides_and_offset()
            .and_then(|(s, _)| s.into_iter().collect::<Option<Vec<i64>>>())
            .filter(|s| s.len() == offsets.len())
            .ok_or_else(|| {
                self.unsupported(op, format!("memref.subview of {}", ir.type_of(src)))
            })?;
        let mut calc = OffsetCalc {
            absolute: false,
            base: 0,
            terms: Vec::new(),
        };
        let mut dynamic = o.operands[1..].iter();
        for (&off, &stride) in offsets.iter().zip(&strides) {
            if off == DYNAMIC {
                let &v = dynamic
                    .next()
                    .ok_or_else(|| self.err(op, ErrorKind::Design, "is malformed"))?;
                calc.terms.push((self.slot(f, op, v)?, stride));
            } else {
                calc.base = off
                    .checked_mul(stride)
                    .and_then(|t| t.checked_add(calc.base))
                    .ok_or_else(|| self.err(op, ErrorKind::Design, "has an offset out of range"))?;
            }
        }
        self.offset(f, op, src, res, calc)
    }

    /// `memref.reinterpret_cast`: the source's buffer at the offset given.
    pub(super) fn reinterpret_cast(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let ir = self.ir;
        let offsets = self
            .checked::<MemrefReinterpretCast>(op)?
            .static_offsets(ir);
        let o = &ir[op];
        let (Some(&src), Some(&res), &[off]) =
            (o.operands.first(), o.results.first(), &offsets[..])
        else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let mut calc = OffsetCalc {
            absolute: true,
            base: off,
            terms: Vec::new(),
        };
        if off == DYNAMIC {
            let &v = o
                .operands
                .get(1)
                .ok_or_else(|| self.err(op, ErrorKind::Design, "is malformed"))?;
            calc = OffsetCalc {
                absolute: true,
                base: 0,
                terms: vec![(self.slot(f, op, v)?, 1)],
            };
        }
        self.offset(f, op, src, res, calc)
    }

    fn offset(
        &mut self,
        f: &mut Fn,
        op: OpId,
        src: ValueId,
        res: ValueId,
        calc: OffsetCalc,
    ) -> Res<()> {
        let src = self.slot(f, op, src)?;
        let at = self.p.offsets.len() as u32;
        self.p.offsets.push(calc);
        self.emit(Ins::Offset {
            dst: f.slots[&res],
            src,
            at,
        });
        Ok(())
    }

    /// `memref.cast`, `collapse_shape`, `expand_shape`: the same buffer and
    /// offset, walked as the result type says.
    pub(super) fn same_view(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let (dst, src) = self.unary(f, op)?;
        self.emit(Ins::Copy { dst, src });
        Ok(())
    }

    /// `ptr.to_ptr` (the memref's offset in bytes) and `ptr.from_ptr` (the
    /// pointer's bytes as elements of the result memref): a pointer is a
    /// buffer and a byte offset.
    pub(super) fn pointer(&mut self, f: &mut Fn, op: OpId, kind: OpKind) -> Res<()> {
        let (dst, src) = match kind {
            OpKind::PtrFromPtr => {
                let o = &self.ir[op];
                let (Some(&p), Some(&r)) = (o.operands.first(), o.results.first()) else {
                    return Err(self.err(op, ErrorKind::Design, "is malformed"));
                };
                (f.slots[&r], self.slot(f, op, p)?)
            }
            _ => self.unary(f, op)?,
        };
        let o = &self.ir[op];
        let memref = match kind {
            OpKind::PtrFromPtr => o.results[0],
            _ => o.operands[0],
        };
        let ty = self.ir.type_of(memref);
        let bytes = ty
            .element()
            .and_then(element)
            .map(|e| u32::from(e.bytes))
            .ok_or_else(|| self.unsupported(op, format!("{} on {ty}", o.name())))?;
        let (from, to) = match kind {
            OpKind::PtrFromPtr => (1, bytes),
            _ => (bytes, 1),
        };
        self.emit(Ins::Rescale { dst, src, from, to });
        Ok(())
    }

    /// `ptr.ptr_add`: the pointer moved by the offset operand, in bytes.
    pub(super) fn ptr_add(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let o = &self.ir[op];
        let (Some(&base), Some(&by), Some(&res)) =
            (o.operands.first(), o.operands.get(1), o.results.first())
        else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let calc = OffsetCalc {
            absolute: false,
            base: 0,
            terms: vec![(self.slot(f, op, by)?, 1)],
        };
        self.offset(f, op, base, res, calc)
    }

    /// `memref.copy`: every element, between memrefs of one shape.
    pub(super) fn copy(&mut self, f: &mut Fn, op: OpId) -> Res<()> {
        let o = &self.ir[op];
        let [a, b] = o.operands[..] else {
            return Err(self.err(op, ErrorKind::Design, "is malformed"));
        };
        let (src_sh, dst_sh) = (self.shape(op, a)?, self.shape(op, b)?);
        let (x, y) = (
            &self.p.shapes[src_sh as usize],
            &self.p.shapes[dst_sh as usize],
        );
        if x.dims != y.dims {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("copies {} to {}", x.ty, y.ty),
            ));
        }
        let (src, dst) = (self.slot(f, op, a)?, self.slot(f, op, b)?);
        let at = self.p.copies.len() as u32;
        self.p.copies.push(MemCopy {
            src,
            dst,
            src_sh,
            dst_sh,
        });
        self.emit(Ins::CopyMem { at });
        Ok(())
    }
}

/// The blocks of a block floating-point type (`!aiex.bfp`: whole bytes, the
/// mantissas and their shared exponent), which a buffer of them holds and
/// passes to kernels; the core's own loads and stores refuse them
/// ([`Compiler::shape`]).
fn block(ty: &Type) -> Option<Elem> {
    let bits = match ty {
        Type::Opaque(_) => ty.bit_width()?,
        _ => return None,
    };
    Some(Elem {
        bytes: u8::try_from(bits / 8).ok().filter(|_| bits % 8 == 0)?,
        shift: 0,
        mask: 0,
    })
}

/// How elements of type `ty` sit in memory, if the interpreter models them.
pub(super) fn element(ty: &Type) -> Option<Elem> {
    match scalar(ty)? {
        Scalar::Int(w) if *ty != Type::Index => Some(Elem::int(w)),
        Scalar::Float(k) => Some(Elem::float(k)),
        _ => None,
    }
}
