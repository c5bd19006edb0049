//! Memory instructions: loads and stores through a memref value (a buffer
//! and an element offset) walked with the shape of the access, views,
//! `memref.copy` and vector transfers.

use super::{Exit, Fault, Machine, Reach, Step};
use crate::core::code::{Ins, Pad, Shape, Slot, Transfer, View};
use crate::core::env::MemFault;
use crate::core::exec::Access;
use crate::core::value::sext;
use crate::core::ErrorKind;
use std::ops::ControlFlow::{Break, Continue};

/// The buffer (view table index) and element offset of a memref slot value.
#[inline(always)]
pub(super) fn parts(m: u64) -> (usize, u64) {
    ((m & 0xffff_ffff) as usize, m >> 32)
}

impl<'a> Machine<'a> {
    /// The buffer and shape of an access through `mem`, and its offset.
    #[inline(always)]
    fn target(&self, mem: Slot, sh: u32) -> Result<(&'a View, &'a Shape, u64), Fault> {
        let p: &'a crate::core::code::CoreProgram = self.p;
        let (id, off) = parts(self.get(mem));
        match (p.views.get(id), p.shapes.get(sh as usize)) {
            (Some(v), Some(s)) => Ok((v, s, off)),
            _ => Err(Fault::Op(
                ErrorKind::Internal,
                "memref value is not a buffer".into(),
            )),
        }
    }

    /// Logs an access of `addr` in `v`'s tile, if accesses are logged.
    #[inline(always)]
    fn log(&mut self, v: &View, addr: u32) {
        if self.log.is_some() {
            let at = self.start + self.elapsed();
            if let Some(log) = self.log.as_mut() {
                log.push(Access {
                    at,
                    tile: v.tile,
                    addr,
                });
            }
        }
    }

    /// The element at index `e` of `v`.
    #[inline(always)]
    fn read<R: Reach>(&mut self, v: &View, e: u64, env: &mut R) -> Result<u64, Fault> {
        let nb = usize::from(v.elem.bytes);
        let addr = v.base + e as u32 * nb as u32;
        if R::WATCHED && !env.admits(v, addr, nb, false) {
            return Err(Fault::Pause);
        }
        self.log(v, addr);
        let fault = |f| mem_fault(v, addr, nb, f);
        // A 4-byte element is read back as 4 bytes: an 8-byte load of a
        // buffer just written 4 bytes at a time stalls (no store forwarding).
        let x = if nb == 4 {
            let mut buf = [0u8; 4];
            env.read(v, addr, &mut buf).map_err(fault)?;
            u64::from(u32::from_le_bytes(buf))
        } else {
            let mut buf = [0u8; 8];
            env.read(v, addr, &mut buf[..nb]).map_err(fault)?;
            u64::from_le_bytes(buf)
        };
        self.done.loads += 1;
        Ok((x << v.elem.shift) & v.elem.mask)
    }

    /// Writes `val` to the element at index `e` of `v`.
    #[inline(always)]
    fn write<R: Reach>(&mut self, v: &View, e: u64, val: u64, env: &mut R) -> Result<(), Fault> {
        let nb = usize::from(v.elem.bytes);
        let addr = v.base + e as u32 * nb as u32;
        if R::WATCHED && !env.admits(v, addr, nb, true) {
            return Err(Fault::Pause);
        }
        self.log(v, addr);
        let bytes = (val >> v.elem.shift).to_le_bytes();
        // A 4-byte element as a copy of fixed size (no `memcpy` call).
        let r = if nb == 4 {
            env.write(v, addr, &bytes[..4])
        } else {
            env.write(v, addr, &bytes[..nb])
        };
        r.map_err(|f| mem_fault(v, addr, nb, f))?;
        self.done.stores += 1;
        Ok(())
    }

    /// Loads (`store == false`) into or stores from slot `val` at `idx` of `mem`.
    #[inline(always)]
    fn access<R: Reach>(
        &mut self,
        val: Slot,
        mem: Slot,
        sh: u32,
        idx: &[u64],
        store: bool,
        env: &mut R,
    ) -> Step {
        let r = self.target(mem, sh).and_then(|(v, s, off)| {
            let e = element(v, s, off, idx)?;
            if store {
                let x = self.get(val);
                self.write(v, e, x, env)
            } else {
                let x = self.read(v, e, env)?;
                self.set(val, x);
                Ok(())
            }
        });
        self.done_or_fault(r)
    }

    /// Goes on after `r`, or stops with its fault (before the instruction
    /// for a pause).
    #[inline(always)]
    fn done_or_fault(&mut self, r: Result<(), Fault>) -> Step {
        match r {
            Ok(()) => Continue(()),
            Err(Fault::Pause) => Break(self.pause()),
            Err(f) => Break(Exit::Fault(self.pc - 1, f)),
        }
    }

    /// `memref.load` (`store == false`) or `memref.store` with one index.
    #[inline(always)]
    pub(super) fn access1<R: Reach>(
        &mut self,
        val: Slot,
        mem: Slot,
        i: Slot,
        sh: u32,
        store: bool,
        env: &mut R,
    ) -> Step {
        let p = self.p;
        let idx = self.get(i);
        let (id, off) = parts(self.get(mem));
        // Fast path: a rank-1, unit-stride access inside its buffer (a
        // buffer that cannot be accessed has length 0).
        if let (Some(v), Some(s)) = (p.views.get(id), p.shapes.get(sh as usize)) {
            if idx < s.len1 && off + idx < v.len {
                let r = if store {
                    let x = self.get(val);
                    self.write(v, off + idx, x, env)
                } else {
                    self.read(v, off + idx, env).map(|x| self.set(val, x))
                };
                return self.done_or_fault(r);
            }
        }
        self.access(val, mem, sh, &[idx], store, env)
    }

    /// A load or store with several indices.
    pub(super) fn access_n<R: Reach>(&mut self, ins: Ins, env: &mut R) -> Step {
        let (Ins::LoadN {
            dst: val,
            mem,
            list,
            n,
            sh,
        }
        | Ins::StoreN {
            val,
            mem,
            list,
            n,
            sh,
        }) = ins
        else {
            return Continue(());
        };
        let at = list as usize;
        let lst = self
            .p
            .lists
            .get(at..at + usize::from(n))
            .unwrap_or_default();
        let idx: Vec<u64> = lst.iter().map(|&x| self.get(x)).collect();
        self.access(val, mem, sh, &idx, matches!(ins, Ins::StoreN { .. }), env)
    }

    /// A view: `dst` is the buffer of `src` at the offset `offsets[at]` computes.
    pub(super) fn offset(&mut self, dst: Slot, src: Slot, at: u32) -> Step {
        let Some(calc) = self.p.offsets.get(at as usize) else {
            return self.done_or_fault(Err(Fault::Op(ErrorKind::Internal, "unknown view".into())));
        };
        let (id, off) = parts(self.get(src));
        let mut e = if calc.absolute { 0 } else { i128::from(off) } + i128::from(calc.base);
        for &(s, k) in &calc.terms {
            e += i128::from(sext(self.get(s), 64)) * i128::from(k);
        }
        let r = match u32::try_from(e) {
            Ok(e) => {
                self.set(dst, id as u64 | u64::from(e) << 32);
                Ok(())
            }
            Err(_) => Err(Fault::Op(
                ErrorKind::Memory,
                format!("view offset {e} (in elements) is outside its buffer"),
            )),
        };
        self.done_or_fault(r)
    }

    /// `Ins::Rescale`: `src`'s offset in units of `from` bytes as one in
    /// units of `to` bytes.
    pub(super) fn rescale(&mut self, dst: Slot, src: Slot, from: u32, to: u32) -> Step {
        let (id, off) = parts(self.get(src));
        let bytes = u128::from(off) * u128::from(from);
        let r = match u32::try_from(bytes / u128::from(to.max(1))) {
            Ok(e) if bytes % u128::from(to.max(1)) == 0 => {
                self.set(dst, id as u64 | u64::from(e) << 32);
                Ok(())
            }
            _ => Err(Fault::Op(
                ErrorKind::Memory,
                format!("pointer offset {bytes} bytes is not a whole number of {to}-byte elements inside its buffer"),
            )),
        };
        self.done_or_fault(r)
    }

    /// `memref.copy`: element by element, in row-major order.
    pub(super) fn copy_mem<R: Reach>(&mut self, at: u32, env: &mut R) -> Step {
        let r = match self.p.copies.get(at as usize) {
            Some(c) => self.copy_elements(c.src, c.src_sh, c.dst, c.dst_sh, env),
            None => Err(Fault::Op(ErrorKind::Internal, "unknown copy".into())),
        };
        self.done_or_fault(r)
    }

    fn copy_elements<R: Reach>(
        &mut self,
        src: Slot,
        src_sh: u32,
        dst: Slot,
        dst_sh: u32,
        env: &mut R,
    ) -> Result<(), Fault> {
        let (sv, ss, so) = self.target(src, src_sh)?;
        let (dv, ds, doff) = self.target(dst, dst_sh)?;
        if ss.dims.contains(&0) {
            return Ok(());
        }
        let mut idx = vec![0u64; ss.dims.len()];
        loop {
            let (a, b) = (element(sv, ss, so, &idx)?, element(dv, ds, doff, &idx)?);
            let x = self.read(sv, a, env)?;
            self.write(dv, b, x, env)?;
            if !next_index(&mut idx, &ss.dims) {
                return Ok(());
            }
        }
    }

    /// `vector.transfer_read` / `transfer_write` `transfers[at]`.
    pub(super) fn transfer<R: Reach>(&mut self, at: u32, env: &mut R) -> Step {
        let r = match self.p.transfers.get(at as usize) {
            Some(t) => self.transfer_lanes(t, env),
            None => Err(Fault::Op(ErrorKind::Internal, "unknown transfer".into())),
        };
        self.done_or_fault(r)
    }

    /// Each lane (row-major) at the indices plus its position along the
    /// memref dimensions the vector walks. A lane its mask turns off reads
    /// its padding or is not written; so is a lane out of the memref, unless
    /// the access is strict (then it fails).
    fn transfer_lanes<R: Reach>(&mut self, t: &Transfer, env: &mut R) -> Result<(), Fault> {
        let (v, s, off) = self.target(t.mem, t.sh)?;
        if t.linear && self.transfer_linear(t, v, s, off, env)? {
            return Ok(());
        }
        let base: Vec<u64> = t.idx.iter().map(|&x| self.get(x)).collect();
        let mut pos = vec![0u64; t.vshape.len()];
        let mut idx = base.clone();
        let mut lane = 0;
        loop {
            idx.copy_from_slice(&base);
            let mut inside = true;
            for (&c, d) in pos.iter().zip(&t.dims) {
                if let Some(d) = *d {
                    idx[d] = idx[d].wrapping_add(c);
                    inside &= idx[d] < s.dims[d];
                }
            }
            let on = t.mask.as_ref().is_none_or(|m| {
                let k: u64 = pos.iter().zip(&m.strides).map(|(p, s)| p * s).sum();
                self.get(m.lanes + k as Slot) & 1 != 0
            });
            let slot = t.vec + lane;
            match (on && (inside || t.strict), t.write) {
                (true, true) => {
                    let e = element(v, s, off, &idx)?;
                    let x = self.get(slot);
                    self.write(v, e, x, env)?;
                }
                (true, false) => {
                    let e = element(v, s, off, &idx)?;
                    let x = self.read(v, e, env)?;
                    self.set(slot, x);
                }
                (false, false) => {
                    let x = match t.pad {
                        Pad::Scalar(p) => self.get(p),
                        Pad::Lanes(p) => self.get(p + lane),
                        Pad::None => 0,
                    };
                    self.set(slot, x);
                }
                (false, true) => {}
            }
            lane += 1;
            if !next_index(&mut pos, &t.vshape) {
                return Ok(());
            }
        }
    }

    /// The lanes of an unmasked 1-D access along the memref's last
    /// dimension, when they all lie inside it: consecutive elements from the
    /// first lane's. False (nothing done) otherwise.
    #[inline(always)]
    fn transfer_linear<R: Reach>(
        &mut self,
        t: &Transfer,
        v: &View,
        s: &Shape,
        off: u64,
        env: &mut R,
    ) -> Result<bool, Fault> {
        const MAX_RANK: usize = 8;
        let (rank, n) = (t.idx.len(), t.vshape[0]);
        let mut idx = [0u64; MAX_RANK];
        if rank > MAX_RANK {
            return Ok(false);
        }
        for (i, &x) in idx.iter_mut().zip(&t.idx) {
            *i = self.get(x);
        }
        let last = rank - 1;
        if idx[last]
            .checked_add(n)
            .is_none_or(|end| end > s.dims[last])
        {
            return Ok(false);
        }
        let first = element(v, s, off, &idx[..rank])?;
        let stride = s.strides[last];
        let end = first as i128 + (n as i128 - 1) * stride as i128;
        if end < 0 || end >= v.len as i128 {
            return Ok(false);
        }
        for k in 0..n {
            let e = (first as i128 + k as i128 * stride as i128) as u64;
            let slot = t.vec + k as Slot;
            if t.write {
                let x = self.get(slot);
                self.write(v, e, x, env)?;
            } else {
                let x = self.read(v, e, env)?;
                self.set(slot, x);
            }
        }
        Ok(true)
    }
}

/// Steps the row-major multi-index `idx` within `dims`; false after the last.
pub(super) fn next_index(idx: &mut [u64], dims: &[u64]) -> bool {
    for d in (0..idx.len()).rev() {
        idx[d] += 1;
        if idx[d] < dims[d] {
            return true;
        }
        idx[d] = 0;
    }
    false
}

/// The element of buffer `v` at indices `idx` of shape `s` from element
/// offset `off`: each index below its size, the element inside the buffer.
#[inline(always)]
pub(super) fn element(v: &View, s: &Shape, off: u64, idx: &[u64]) -> Result<u64, Fault> {
    if let Some(why) = &v.fault {
        let kind = if why.starts_with("not simulated") {
            ErrorKind::NotSimulated
        } else {
            ErrorKind::Design
        };
        return Err(Fault::Op(
            kind,
            format!("cannot access buffer {}: {why}", v.name),
        ));
    }
    if idx.len() != s.dims.len() {
        return Err(Fault::Op(
            ErrorKind::Design,
            format!(
                "{} indices for buffer {} of type {}",
                idx.len(),
                v.name,
                s.ty
            ),
        ));
    }
    let mut e = i128::from(off);
    for ((&i, &d), &st) in idx.iter().zip(&s.dims).zip(&s.strides) {
        if i >= d {
            return Err(out_of_bounds(v, s, idx));
        }
        e += i128::from(i) * i128::from(st);
    }
    match u64::try_from(e) {
        Ok(e) if e < v.len => Ok(e),
        _ => Err(Fault::Op(
            ErrorKind::Memory,
            format!(
                "element {e} is outside buffer {} ({} elements; access of type {})",
                v.name, v.len, s.ty
            ),
        )),
    }
}

#[cold]
fn out_of_bounds(v: &View, s: &Shape, idx: &[u64]) -> Fault {
    let shown: Vec<String> = idx.iter().map(|&i| (i as i64).to_string()).collect();
    Fault::Op(
        ErrorKind::Memory,
        format!(
            "index [{}] is out of bounds of buffer {} of type {}",
            shown.join(", "),
            v.name,
            s.ty
        ),
    )
}

#[cold]
fn mem_fault(v: &View, addr: u32, len: usize, e: MemFault) -> Fault {
    let msg = match e {
        MemFault::NoMemory => format!("tile {} has no data memory (buffer {})", v.tile, v.name),
        MemFault::OutOfRange { size } => format!(
            "bytes {addr:#x}..{:#x} are outside the {size}-byte memory of tile {} (buffer {})",
            u64::from(addr) + len as u64,
            v.tile,
            v.name
        ),
    };
    Fault::Op(ErrorKind::Memory, msg)
}
