//! N-d DMA access patterns (sizes, strides and offsets of d0..d3, innermost
//! first, in elements of `w` bits): mlir-aie's `verifyStridesWraps` as a
//! check without diagnostics, and the split of an oversized non-contiguous
//! pattern into legal ones that move the same elements in the same order
//! (mlir-aie's `aie-decompose-large-dma-bd`).

use aie_target::device::TileKind;
use aie_target::regs;

const GRANULARITY: i64 = regs::ADDRESS_GRANULARITY_BITS;

/// Why a pattern is illegal, with a help line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// What is wrong.
    pub message: String,
    /// A help line.
    pub help: String,
}

fn fault(message: String, help: String) -> Result<(), Fault> {
    Err(Fault { message, help })
}

/// An access pattern, innermost dimension first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    /// The start index in each dimension.
    pub offsets: [i64; 4],
    /// The size of each dimension.
    pub sizes: [i64; 4],
    /// The stride of each dimension, in elements.
    pub strides: [i64; 4],
}

impl Pattern {
    /// The element offset of its first element from `base`.
    pub fn flat_offset(&self, base: i64) -> i64 {
        (0..4).fold(base, |acc, k| acc + self.offsets[k] * self.strides[k])
    }

    /// The elements of its three inner dimensions (a BD's length).
    pub fn inner_len(&self) -> i64 {
        self.sizes[..3].iter().product()
    }
}

/// mlir-aie's `isLinearTransfer`: no layout transformation in d0..d2.
pub fn is_linear(s: &[i64; 4], t: &[i64; 4]) -> bool {
    s[1] == 1 && s[2] == 1 && t[0] == 1 && t[1] == 0 && t[2] == 0
}

/// mlir-aie's `isContiguousTransfer`: a row-major scan.
pub fn is_contiguous(s: &[i64; 4], t: &[i64; 4]) -> bool {
    t[0] == 1 && (s[1] <= 1 || t[1] == s[0]) && (s[2] <= 1 || t[2] == s[0].wrapping_mul(s[1]))
}

/// `(step bits, wrap bits)` of a tile's BD dimensions.
fn field_bits(kind: TileKind) -> Option<(u32, u32)> {
    match kind {
        TileKind::ShimNoc => Some((20, 10)),
        TileKind::MemTile => Some((17, 10)),
        TileKind::Core => Some((13, 8)),
        TileKind::ShimPl => None,
    }
}

/// The largest encoded iteration (d3) size: a 6-bit field on every tile kind.
const ITERATION_MAX: i64 = (1 << 6) - 1;

/// `verifyStridesWraps` for a transfer through a tile of `kind`: sizes,
/// granularity of sizes and strides, and what the BD fields hold (the
/// wraps of d0/d1 not checked with `skip_transformation`).
pub fn check(
    kind: TileKind,
    s: &[i64; 4],
    t: &[i64; 4],
    w: i64,
    skip_transformation: bool,
) -> Result<(), Fault> {
    let Some((step_bits, wrap_bits)) = field_bits(kind) else {
        return Ok(());
    };
    let bytes = w / 8;
    if let Some(i) = s.iter().position(|&size| size <= 0) {
        return fault(
            format!("Size {i} must be a positive integer."),
            format!("size {i} is {}; use 1 for an unused dimension", s[i]),
        );
    }
    if s[0].wrapping_mul(w) % GRANULARITY != 0 {
        let total = s[0].wrapping_mul(w) / 8;
        return fault(
            format!("Transfer sizes must be multiples of 4 bytes. {} elements at {bytes} bytes each equal {total} bytes, which is not divisible by 4. ", s[0]),
            "make the innermost size a whole number of 32-bit words".into(),
        );
    }
    if let Some(i) = (0..3).find(|&i| s[i] > 1 && t[i] < 1) {
        return fault(
            format!("Stride {i} must be a positive integer."),
            format!(
                "size {i} is {}, so stride {i} ({}) is applied and must be at least 1",
                s[i], t[i]
            ),
        );
    }
    if s[3] > 1 && t[3] < 0 {
        return fault(
            "Stride 3 must be a non-negative integer.".into(),
            "use stride 0 to repeat the same data".into(),
        );
    }
    for (i, &stride) in t.iter().enumerate() {
        if (i > 0 || stride != 1) && stride.wrapping_mul(w) % GRANULARITY != 0 {
            return fault(
                format!(
                    "Stride {i} is {stride} elements * {bytes} bytes = {} bytes, which is not divisible by 4. ",
                    stride.wrapping_mul(w) / 8
                ),
                "strides must be whole numbers of 32-bit words".into(),
            );
        }
    }
    let (hs, ht) = regs::hardware_wraps_steps(s, t, w);
    let wrap_max = (1i64 << wrap_bits) - 1;
    let step_max = 1i64 << step_bits;
    let what = kind.describe();
    if let Some(i) = (0..2).find(|&i| !skip_transformation && hs[i] > wrap_max) {
        return fault(
            format!("Size {i} exceeds the [0:{wrap_max}] range."),
            format!(
                "size {i} is {} words; a {what} DMA wraps after at most {wrap_max}",
                hs[i]
            ),
        );
    }
    // The encoded fields (d3's size and every step are stored minus one)
    // hold 0 to 2^B - 1: sizes up to 2^6 iterations, strides up to 2^B words.
    if hs[3] > ITERATION_MAX {
        return fault(
            "Size 3 exceeds the [1:64] range.".into(),
            format!("size 3 is {}; at most 64 iterations", s[3]),
        );
    }
    if let Some(i) = (0..4).find(|&i| ht[i] > step_max - 1 && (i < 3 || hs[3] > 0)) {
        return fault(
            format!("Stride {i} exceeds the [1:{step_max}] range."),
            format!(
                "stride {i} is {} words; a {what} DMA steps at most {step_max}",
                ht[i] + 1
            ),
        );
    }
    Ok(())
}

/// Whether the pattern is legal as written (no exemption).
fn legal(kind: TileKind, p: &Pattern, w: i64) -> bool {
    check(kind, &p.sizes, &p.strides, w, false).is_ok()
}

/// The legal sub-patterns an oversized non-contiguous pattern splits into,
/// in order; `None` for a contiguous or legal pattern, or one that cannot
/// be split. A stride past the step field is sliced away first
/// ([`slice_oversized_stride`]); then factoring a dimension across the free
/// outermost slot is tried (one pattern), then slicing the outermost active
/// dimension.
pub fn decompose(kind: TileKind, p: &Pattern, w: i64) -> Option<Vec<Pattern>> {
    if is_contiguous(&p.sizes, &p.strides) || legal(kind, p, w) {
        return None;
    }
    split(kind, p, w)
}

fn split(kind: TileKind, p: &Pattern, w: i64) -> Option<Vec<Pattern>> {
    if legal(kind, p, w) {
        return Some(vec![p.clone()]);
    }
    if oversized_stride(kind, p, w).is_some() {
        return slice_oversized_stride(kind, p, w);
    }
    let outermost = (0..4).rev().find(|&i| p.sizes[i] > 1)?;
    if p.sizes[3] == 1 {
        for d in 0..3 {
            for b in divisors_descending(p.sizes[d]) {
                if d == 0 && (b * w) % GRANULARITY != 0 {
                    continue;
                }
                if let Some(v) = split(kind, &factored(p, d, b), w) {
                    return Some(v);
                }
            }
        }
    }
    let n = p.sizes[outermost];
    let chunk = max_size(kind, outermost, w);
    if chunk <= 0 || chunk >= n {
        return None;
    }
    let mut out = Vec::new();
    for start in (0..n).step_by(chunk as usize) {
        let mut slice = p.clone();
        slice.sizes[outermost] = chunk.min(n - start);
        slice.offsets[outermost] = p.offsets[outermost] + start;
        out.extend(split(kind, &slice, w)?);
    }
    Some(out)
}

/// A stride past the step field, sliced one index at a time: each slice of
/// the outermost such dimension `i` (and of every dimension above it, one
/// index each, strides kept, in order) has size 1 there, the stride moved
/// into its offset over a one-granule stride; the dimensions below stay.
fn slice_oversized_stride(kind: TileKind, p: &Pattern, w: i64) -> Option<Vec<Pattern>> {
    let i = oversized_stride(kind, p, w)?;
    let slices = p.sizes[i..].iter().try_fold(1i64, |n, &s| n.checked_mul(s));
    if slices.is_none_or(|n| n > MAX_SLICES) {
        return None;
    }
    let granule = elements_per_word(w);
    let mut out = Vec::new();
    let mut index = [0i64; 4];
    loop {
        let mut slice = p.clone();
        for (d, k) in index.iter().enumerate().skip(i) {
            slice.sizes[d] = 1;
            slice.offsets[d] = p.offsets[d].checked_add(*k)?;
        }
        slice.offsets[i] = slice.offsets[i].checked_mul(p.strides[i])? / granule;
        slice.strides[i] = granule;
        out.extend(split(kind, &slice, w)?);
        // The next index, outermost dimension slowest.
        let Some(d) = (i..4).find(|&d| index[d] + 1 < p.sizes[d]) else {
            return Some(out);
        };
        index[d] += 1;
        index[i..d].fill(0);
    }
}

/// How many `w`-bit elements make one 32-bit address granule (at least 1).
fn elements_per_word(w: i64) -> i64 {
    (GRANULARITY / w).max(1)
}

/// The most transfers one pattern is sliced into: past it the pattern stays
/// as written (and the verifier reports its stride).
const MAX_SLICES: i64 = 4096;

/// The outermost dimension whose stride (of more than one element in it)
/// the tile's step field cannot hold, if one is.
fn oversized_stride(kind: TileKind, p: &Pattern, w: i64) -> Option<usize> {
    let (step_bits, _) = field_bits(kind)?;
    let (_, steps) = regs::hardware_wraps_steps(&p.sizes, &p.strides, w);
    let granule = elements_per_word(w);
    (0..4)
        .rev()
        .find(|&d| p.sizes[d] > 1 && steps[d] > (1 << step_bits) - 1 && p.strides[d] % granule == 0)
}

/// `p` with dimension `d` (size `b·a`, stride `s`) as an inner `(b, s)` and
/// an outer `(a, b·s)`, the dimensions above moved out by one.
fn factored(p: &Pattern, d: usize, b: i64) -> Pattern {
    let mut f = p.clone();
    for i in (d + 2..4).rev() {
        f.sizes[i] = p.sizes[i - 1];
        f.strides[i] = p.strides[i - 1];
        f.offsets[i] = p.offsets[i - 1];
    }
    f.sizes[d] = b;
    f.sizes[d + 1] = p.sizes[d] / b;
    f.strides[d + 1] = b * p.strides[d];
    f.offsets[d + 1] = 0;
    f
}

/// The divisors `b` of `n` with `1 < b < n`: the large ones (`n / k`)
/// descending, then the small ones descending.
fn divisors_descending(n: i64) -> Vec<i64> {
    let (mut large, mut small) = (Vec::new(), Vec::new());
    let mut k = 2;
    while k * k <= n {
        if n % k == 0 {
            large.push(n / k);
            if k != n / k {
                small.push(k);
            }
        }
        k += 1;
    }
    large.sort_unstable_by(|x, y| y.cmp(x));
    large.extend(small.into_iter().rev());
    large
}

/// The largest size dimension `d` may have on a tile of `kind`, in
/// elements (d0 a whole number of words).
fn max_size(kind: TileKind, d: usize, w: i64) -> i64 {
    let Some((_, wrap_bits)) = field_bits(kind) else {
        return 0;
    };
    let wrap_max = (1i64 << wrap_bits) - 1;
    match d {
        0 => {
            let elements = wrap_max * GRANULARITY / w;
            let per_word = elements_per_word(w);
            elements / per_word * per_word
        }
        3 => 64,
        _ => wrap_max,
    }
}

/// The most slices a task's transfer is issued as one `aie.next_bd` chain:
/// a channel's task queue depth, past which mlir-aie issues each slice as a
/// task of its own.
pub const CHAIN_SLICES: usize = 4;

/// How the one constant BD of a DMA task is issued ([`task_plan`]): each
/// part a flat element offset and a pattern (innermost first, offsets 0,
/// `sizes[3]` the iteration dimension, which the task's runs step through).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TaskPlan {
    /// One BD, rewritten in place.
    One(i64, Pattern),
    /// One task: a chain of BDs that share its repeat count.
    Chain(Vec<(i64, Pattern)>),
    /// A task per part, each run once per index of its iteration dimension
    /// in a pass; the parts in order make a pass, run `passes` times.
    Tasks {
        /// The parts, in order.
        parts: Vec<(i64, Pattern)>,
        /// How often the whole sequence of parts runs.
        passes: i64,
    },
}

/// How a DMA task whose one BD has the constant `dims` (size and stride,
/// outermost first, any number) at element `base` of `w`-bit elements runs
/// `runs` times (`None`: a run-time repeat count) on a tile of `kind` with
/// `bds` BDs: every dimension past the innermost three is iterated, one run
/// per index, a pass over all of them (mlir-aie's task-path
/// `aie-decompose-large-dma-bd`). The iteration dimensions are reduced: a
/// unit one drops, so does a stride-0 outermost one (it repeats what the
/// runs repeat), one continuing the one inside it merges. One left is the
/// BD's iteration; more are split off into a part per index, outermost
/// slowest. A part a BD cannot hold is sliced: an iteration count past the
/// field in chunks, else one iteration at a time, each sliced as
/// [`decompose`] slices. `Ok(None)`: the BD stays as written; an error when
/// the runs are not whole passes.
pub fn task_plan(
    kind: TileKind,
    w: i64,
    dims: &[(i64, i64)],
    base: i64,
    runs: Option<i64>,
    bds: usize,
) -> Result<Option<TaskPlan>, String> {
    let split = dims.len().saturating_sub(3);
    let mut inner = vec![(1, 0); 3usize.saturating_sub(dims.len())];
    inner.extend_from_slice(&dims[split..]);
    let iters = reduce_iterations(&dims[..split]);
    let pass: i64 = iters.iter().map(|d| d.0).product();
    let (outer, last) = match iters.split_last() {
        Some((&last, outer)) => (outer, last),
        None => (&[][..], (1, 0)),
    };
    let pattern = Pattern {
        offsets: [0; 4],
        sizes: [inner[2].0, inner[1].0, inner[0].0, last.0],
        strides: [inner[2].1, inner[1].1, inner[0].1, last.1],
    };
    if outer.is_empty() {
        if task_legal(kind, &pattern, w) {
            let mut written = vec![(1, 0); 4usize.saturating_sub(dims.len())];
            written.extend_from_slice(dims);
            return Ok((dims_of(&pattern) != written).then_some(TaskPlan::One(base, pattern)));
        }
        let Some(mut parts) = task_slices(kind, base, &pattern, w) else {
            return Ok(None);
        };
        if parts.len() == 1 {
            let (at, p) = parts.remove(0);
            return Ok(Some(TaskPlan::One(at, p)));
        }
        let every_run = parts.iter().all(|(_, p)| p.sizes[3] == pattern.sizes[3]);
        if every_run && (parts.len() <= CHAIN_SLICES || runs.is_none()) {
            return Ok((parts.len() <= bds).then_some(TaskPlan::Chain(parts)));
        }
    }
    let Some(runs) = runs else {
        return Ok(None);
    };
    if runs % pass != 0 {
        return Err(format!(
            "runs {runs} times over {pass} iterations: a split transfer runs whole passes"
        ));
    }
    let mut parts = Vec::new();
    let mut index = vec![0i64; outer.len()];
    loop {
        let at = outer
            .iter()
            .zip(&index)
            .try_fold(base, |a, (&(_, t), &i)| a.checked_add(t.checked_mul(i)?));
        let Some(slices) = at.and_then(|at| task_slices(kind, at, &pattern, w)) else {
            return Ok(None);
        };
        parts.extend(slices);
        if parts.len() as i64 > MAX_SLICES {
            return Ok(None);
        }
        // The next index, outermost slowest.
        let Some(d) = (0..outer.len()).rev().find(|&d| index[d] + 1 < outer[d].0) else {
            break;
        };
        index[d] += 1;
        index[d + 1..].fill(0);
    }
    Ok(Some(TaskPlan::Tasks {
        parts,
        passes: runs / pass,
    }))
}

/// Iteration dimensions (outermost first) reduced to the fewest that step
/// through the same offsets run by run.
fn reduce_iterations(dims: &[(i64, i64)]) -> Vec<(i64, i64)> {
    let mut out: Vec<(i64, i64)> = Vec::new();
    for &(s, t) in dims.iter().rev() {
        match out.first_mut() {
            _ if s == 1 => {}
            Some(inner) if inner.1.checked_mul(inner.0) == Some(t) => inner.0 *= s,
            _ => out.insert(0, (s, t)),
        }
    }
    while out.first().is_some_and(|d| d.1 == 0) {
        out.remove(0);
    }
    out
}

/// The dimensions (outermost first) of pattern `p`.
fn dims_of(p: &Pattern) -> Vec<(i64, i64)> {
    (0..4).rev().map(|k| (p.sizes[k], p.strides[k])).collect()
}

/// Whether a task's BD holds the three dimensions `dims` (outermost first)
/// of a BD whose iteration is its own `iteration` attribute.
pub fn task_holds(kind: TileKind, dims: &[(i64, i64)], w: i64) -> bool {
    if dims.len() > 3 {
        return false;
    }
    let mut inner = vec![(1, 0); 3 - dims.len()];
    inner.extend_from_slice(dims);
    let p = Pattern {
        offsets: [0; 4],
        sizes: [inner[2].0, inner[1].0, inner[0].0, 1],
        strides: [inner[2].1, inner[1].1, inner[0].1, 0],
    };
    task_legal(kind, &p, w)
}

/// Whether a task's BD holds `p`: a contiguous one lowers as a plain length,
/// so only its iteration is checked.
fn task_legal(kind: TileKind, p: &Pattern, w: i64) -> bool {
    check(
        kind,
        &p.sizes,
        &p.strides,
        w,
        is_contiguous(&p.sizes, &p.strides),
    )
    .is_ok()
}

/// The parts (flat offset, pattern) pattern `p` at `base` is issued as:
/// itself if legal; an iteration count past the field in chunks of the
/// largest, when that is all; else one iteration at a time, each sliced
/// as [`decompose`] slices.
fn task_slices(kind: TileKind, base: i64, p: &Pattern, w: i64) -> Option<Vec<(i64, Pattern)>> {
    if task_legal(kind, p, w) {
        return Some(vec![(base, p.clone())]);
    }
    let n = p.sizes[3];
    let mut chunk = p.clone();
    chunk.sizes[3] = n.min(ITERATION_MAX + 1);
    let step = if task_legal(kind, &chunk, w) {
        chunk.sizes[3]
    } else {
        1
    };
    let mut out = Vec::new();
    for start in (0..n).step_by(step as usize) {
        let mut slice = p.clone();
        slice.sizes[3] = step.min(n - start);
        let at = base.checked_add(start.checked_mul(p.strides[3])?)?;
        if task_legal(kind, &slice, w) {
            out.push((at, slice));
        } else {
            let parts = decompose(kind, &slice, w)?;
            out.extend(parts.into_iter().map(|q| {
                (
                    q.flat_offset(at),
                    Pattern {
                        offsets: [0; 4],
                        ..q
                    },
                )
            }));
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pattern(sizes: [i64; 4], strides: [i64; 4]) -> Pattern {
        Pattern {
            offsets: [0; 4],
            sizes,
            strides,
        }
    }

    /// The element offsets a pattern visits, in order.
    fn walk(p: &Pattern, base: i64) -> Vec<i64> {
        let mut out = Vec::new();
        let start = p.flat_offset(base);
        for i3 in 0..p.sizes[3] {
            for i2 in 0..p.sizes[2] {
                for i1 in 0..p.sizes[1] {
                    for i0 in 0..p.sizes[0] {
                        let idx = [i0, i1, i2, i3];
                        out.push(start + (0..4).map(|k| idx[k] * p.strides[k]).sum::<i64>());
                    }
                }
            }
        }
        out
    }

    fn same_elements(p: &Pattern, parts: &[Pattern]) {
        let whole = walk(p, 0);
        let joined: Vec<i64> = parts.iter().flat_map(|q| walk(q, 0)).collect();
        assert_eq!(whole, joined);
        for q in parts {
            assert!(legal(TileKind::ShimNoc, q, 32), "{q:?}");
        }
    }

    #[test]
    fn factoring_keeps_one_pattern_and_the_order() {
        // 1080 rows of 1920 words with a row stride of 1921: d0 and d1 too big.
        let p = pattern([1920, 1080, 1, 1], [1, 1921, 0, 0]);
        let parts = decompose(TileKind::ShimNoc, &p, 32).expect("decomposable");
        same_elements(&p, &parts);
    }

    #[test]
    fn a_prime_outer_size_is_sliced() {
        let p = pattern([2, 1031, 1, 1], [1, 3, 0, 0]);
        let parts = decompose(TileKind::ShimNoc, &p, 32).expect("decomposable");
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].sizes, [2, 1023, 1, 1]);
        assert_eq!((parts[1].sizes[1], parts[1].offsets[1]), (8, 1023));
        same_elements(&p, &parts);
    }

    #[test]
    fn an_oversized_stride_is_sliced_into_the_offsets() {
        // Three rows 2^21 words apart on a shim (steps of at most 2^20).
        let p = Pattern {
            offsets: [0, 0, 0, 1],
            sizes: [8, 4, 1, 3],
            strides: [1, 16, 0, 1 << 21],
        };
        let parts = decompose(TileKind::ShimNoc, &p, 32).unwrap();
        let offsets: Vec<i64> = parts.iter().map(|q| q.flat_offset(0)).collect();
        assert_eq!(offsets, [1 << 21, 2 << 21, 3 << 21]);
        for q in &parts {
            assert_eq!((q.sizes, q.strides[3]), ([8, 4, 1, 1], 1));
        }
        // An inner one: the dimension above is peeled an index at a time,
        // its stride kept.
        let inner = Pattern {
            offsets: [0, 1, 0, 0],
            sizes: [2, 2, 1, 2],
            strides: [1, 1 << 21, 0, 64],
        };
        let parts = decompose(TileKind::ShimNoc, &inner, 32).unwrap();
        let at: Vec<(i64, i64)> = parts.iter().map(|q| (q.offsets[3], q.offsets[1])).collect();
        assert_eq!(at, [(0, 1 << 21), (0, 2 << 21), (1, 1 << 21), (1, 2 << 21)]);
        assert!(parts
            .iter()
            .all(|q| q.strides == [1, 1, 0, 64] && q.sizes == [2, 1, 1, 1]));
        // More than 4096 slices: left to the verifier.
        let many = Pattern {
            sizes: [2, 100, 1, 64],
            ..inner
        };
        assert_eq!(decompose(TileKind::ShimNoc, &many, 32), None);
    }

    #[test]
    fn legal_contiguous_and_unsplittable_patterns_are_left() {
        assert_eq!(
            decompose(TileKind::ShimNoc, &pattern([8, 1, 1, 1], [1, 0, 0, 0]), 32),
            None
        );
        assert_eq!(
            decompose(
                TileKind::ShimNoc,
                &pattern([2048, 4, 1, 1], [1, 2048, 0, 0]),
                32
            ),
            None
        );
        // A stride beyond the step field that only single bytes could
        // slice away.
        assert_eq!(
            decompose(
                TileKind::ShimNoc,
                &pattern([2, 1, 1, 1], [1 << 23, 0, 0, 0]),
                8
            ),
            None
        );
    }

    #[test]
    fn bytes_keep_whole_words_in_d0() {
        let p = pattern([4096, 3, 1, 1], [1, 4100, 0, 0]);
        let parts = decompose(TileKind::ShimNoc, &p, 8).expect("decomposable");
        assert!(parts.iter().all(|q| (q.sizes[0] * 8) % 32 == 0));
        let whole = walk(&p, 0);
        let joined: Vec<i64> = parts.iter().flat_map(|q| walk(q, 0)).collect();
        assert_eq!(whole, joined);
    }

    /// The element offsets the runs of a task plan visit, pass by pass.
    fn plan_walk(plan: &TaskPlan, runs: i64) -> Vec<i64> {
        let visit = |at: i64, p: &Pattern, run: i64| {
            let mut q = p.clone();
            q.sizes[3] = 1;
            walk(&q, at + run % p.sizes[3] * p.strides[3])
        };
        match plan {
            TaskPlan::One(at, p) => (0..runs).flat_map(|r| visit(*at, p, r)).collect(),
            TaskPlan::Chain(parts) => (0..runs)
                .flat_map(|r| parts.iter().flat_map(move |(at, p)| visit(*at, p, r)))
                .collect(),
            TaskPlan::Tasks { parts, passes } => (0..*passes)
                .flat_map(|_| {
                    parts
                        .iter()
                        .flat_map(|(at, p)| (0..p.sizes[3]).flat_map(move |r| visit(*at, p, r)))
                })
                .collect(),
        }
    }

    /// The offsets `runs` runs of a task BD of `dims` (outermost first)
    /// visit, one index of the dimensions past the innermost three a run.
    fn task_walk(dims: &[(i64, i64)], runs: i64) -> Vec<i64> {
        let (iters, inner) = dims.split_at(dims.len() - 3);
        let pass: i64 = iters.iter().map(|d| d.0).product();
        let inner = Pattern {
            offsets: [0; 4],
            sizes: [inner[2].0, inner[1].0, inner[0].0, 1],
            strides: [inner[2].1, inner[1].1, inner[0].1, 0],
        };
        (0..runs)
            .flat_map(|r| {
                let (mut k, mut at) = (r % pass, 0);
                for &(s, t) in iters.iter().rev() {
                    at += k % s * t;
                    k /= s;
                }
                walk(&inner, at)
            })
            .collect()
    }

    #[test]
    fn task_plans_visit_what_the_runs_visit() {
        let cases: &[(&[(i64, i64)], i64)] = &[
            (&[(2, 300), (3, 100), (1, 0), (8, 32), (16, 1)], 6),
            (
                &[(3, 20000), (2, 7000), (2, 1000), (1, 0), (8, 16), (16, 1)],
                24,
            ),
            (&[(2, 9000), (2, 3500), (1, 0), (1031, 3), (2, 1)], 8),
            (&[(100, 500), (1, 0), (1, 0), (256, 1)], 100),
            (&[(1, 1), (4099, 3), (2, 1)], 2),
        ];
        for &(dims, runs) in cases {
            let plan = task_plan(TileKind::ShimNoc, 32, dims, 16, Some(runs), 16)
                .expect("whole passes")
                .expect("a plan");
            let want: Vec<i64> = task_walk(dims, runs).iter().map(|o| o + 16).collect();
            assert_eq!(plan_walk(&plan, runs), want, "{dims:?}");
        }
    }

    #[test]
    fn task_plans_keep_legal_patterns_and_refuse_part_passes() {
        let legal: &[(i64, i64)] = &[(4, 64), (1, 0), (4, 16), (16, 1)];
        assert_eq!(
            task_plan(TileKind::ShimNoc, 32, legal, 0, Some(8), 16),
            Ok(None)
        );
        let pieces: &[(i64, i64)] = &[(3, 20000), (4, 100), (1, 0), (4, 16), (16, 1)];
        assert!(task_plan(TileKind::ShimNoc, 32, pieces, 0, Some(10), 16).is_err());
        // A run-time repeat count keeps a chain that fits.
        let long: &[(i64, i64)] = &[(4099, 3), (2, 1)];
        assert!(
            matches!(task_plan(TileKind::ShimNoc, 32, long, 0, None, 16), Ok(Some(TaskPlan::Chain(p))) if p.len() == 5)
        );
    }
}
