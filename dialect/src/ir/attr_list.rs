//! Every op's attributes in one arena: an op holds a run of it, so building
//! an op allocates no heap block for its attribute list.
//!
//! A list that grows is moved to the arena's end unless it is already there
//! (the op just built); the run it leaves holds placeholders until the IR is
//! dropped.

use super::{Attr, AttrName};

/// One attribute of an op: its name and value.
pub type Entry = (AttrName, Attr);

/// An op's attribute list: `len` entries of the arena from `start`; an
/// empty list is `Run::default()`, so no run points past the arena.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Run {
    start: u32,
    len: u32,
}

impl Run {
    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }

    /// The run `by` entries further on (an arena appended after another's).
    pub(crate) fn shifted(self, by: u32) -> Run {
        Run {
            start: self.start + by,
            ..self
        }
    }
}

/// The attribute lists of an IR's ops.
#[derive(Clone, Default)]
pub(crate) struct Arena(Vec<Entry>);

/// What a moved or cleared entry leaves behind.
fn placeholder() -> Entry {
    (AttrName::shared(""), Attr::Unit)
}

impl Arena {
    pub(crate) fn all(&self) -> &[Entry] {
        &self.0
    }

    pub(crate) fn get(&self, run: Run) -> &[Entry] {
        &self.0[run.range()]
    }

    pub(crate) fn get_mut(&mut self, run: Run) -> &mut [Entry] {
        &mut self.0[run.range()]
    }

    /// Room for `n` more entries.
    pub(crate) fn reserve(&mut self, n: usize) {
        self.0.reserve(n);
    }

    /// How many entries the arena holds, runs and placeholders.
    pub(crate) fn len(&self) -> u32 {
        u32::try_from(self.0.len()).expect("fewer than 2^32 attributes")
    }

    /// Whether `run` ends the arena, so it can grow in place.
    fn at_end(&self, run: Run) -> bool {
        (run.start + run.len) as usize == self.0.len()
    }

    /// `run` moved to the arena's end (unless it is there), to grow.
    fn move_to_end(&mut self, run: &mut Run) {
        if self.at_end(*run) {
            return;
        }
        let start = self.len();
        self.0.reserve(run.len as usize + 1);
        for i in run.range() {
            let e = std::mem::replace(&mut self.0[i], placeholder());
            self.0.push(e);
        }
        run.start = start;
    }

    /// Inserts `entry` at position `i` of `run`.
    pub(crate) fn insert(&mut self, run: &mut Run, i: usize, entry: Entry) {
        if run.len == 0 {
            run.start = self.len();
        }
        self.move_to_end(run);
        self.0.insert(run.start as usize + i, entry);
        run.len += 1;
    }

    /// Appends `entries` to `run`.
    pub(crate) fn extend(&mut self, run: &mut Run, entries: impl IntoIterator<Item = Entry>) {
        if run.len == 0 {
            run.start = self.len();
        }
        self.move_to_end(run);
        let before = self.0.len();
        self.0.extend(entries);
        let len = run.len + (self.0.len() - before) as u32;
        self.shrink(run, len);
    }

    /// Removes and returns entry `i` of `run`.
    pub(crate) fn remove(&mut self, run: &mut Run, i: usize) -> Entry {
        let list = self.get_mut(*run);
        list[i..].rotate_left(1);
        let last = list.len() - 1;
        let e = std::mem::replace(&mut list[last], placeholder());
        self.shrink(run, run.len - 1);
        e
    }

    /// Keeps the entries of `run` that `keep` accepts, in order.
    pub(crate) fn retain(&mut self, run: &mut Run, mut keep: impl FnMut(&Entry) -> bool) {
        let list = self.get_mut(*run);
        let mut kept = 0;
        for i in 0..list.len() {
            if keep(&list[i]) {
                list.swap(kept, i);
                kept += 1;
            }
        }
        list[kept..].fill_with(placeholder);
        self.shrink(run, kept as u32);
    }

    /// Takes the entries of `run` out, leaving it empty.
    pub(crate) fn take(&mut self, run: &mut Run) -> Vec<Entry> {
        let list = self.get_mut(*run);
        let out = list
            .iter_mut()
            .map(|e| std::mem::replace(e, placeholder()))
            .collect();
        self.shrink(run, 0);
        out
    }

    /// Makes `run` hold `entries` instead of what it held.
    pub(crate) fn replace(&mut self, run: &mut Run, entries: impl IntoIterator<Item = Entry>) {
        self.clear(run);
        self.extend(run, entries);
    }

    /// Empties `run`, dropping its values.
    pub(crate) fn clear(&mut self, run: &mut Run) {
        self.get_mut(*run).fill_with(placeholder);
        self.shrink(run, 0);
    }

    /// Cuts `run` to its first `len` entries, whose values are kept; the
    /// rest are placeholders already. At the arena's end they are dropped.
    /// An empty run starts at 0, which the arena never cuts below.
    fn shrink(&mut self, run: &mut Run, len: u32) {
        if self.at_end(*run) {
            self.0.truncate((run.start + len) as usize);
        }
        *run = match len {
            0 => Run::default(),
            len => Run { len, ..*run },
        };
    }

    /// Appends `other`'s entries; `other`'s runs are then shifted by the
    /// returned count ([`Run::shifted`]).
    pub(crate) fn append(&mut self, other: Arena) -> u32 {
        let by = self.len();
        self.0.extend(other.0);
        by
    }
}

impl std::fmt::Debug for Arena {
    /// The entries only: where placeholders are depends on the order of
    /// edits, not on what the IR holds (runs are printed with their ops).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Arena({} entries)", self.0.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(n: i128) -> Attr {
        Attr::Int(n, crate::ir::IntType::I32)
    }

    fn values(a: &Arena, run: Run) -> Vec<(String, Option<i128>)> {
        a.get(run)
            .iter()
            .map(|(k, v)| (k.as_str().to_string(), v.as_int()))
            .collect()
    }

    /// A list at the arena's end grows in place; one before it moves to the
    /// end, leaving placeholders, and keeps its order.
    #[test]
    fn lists_grow_in_place_at_the_end_else_move() {
        let mut a = Arena::default();
        let (mut x, mut y) = (Run::default(), Run::default());
        a.extend(&mut x, [(AttrName::shared("a"), int(1))]);
        a.insert(&mut x, 1, (AttrName::shared("b"), int(2)));
        assert_eq!(a.len(), 2);
        a.extend(&mut y, [(AttrName::shared("c"), int(3))]);
        a.insert(&mut x, 0, (AttrName::shared("0"), int(0)));
        assert_eq!(
            values(&a, x),
            [
                ("0".into(), Some(0)),
                ("a".into(), Some(1)),
                ("b".into(), Some(2))
            ]
        );
        assert_eq!(values(&a, y), [("c".into(), Some(3))]);
        assert_eq!(a.len(), 6);
        assert_eq!(a.remove(&mut x, 1).1.as_int(), Some(1));
        assert_eq!(
            values(&a, x),
            [("0".into(), Some(0)), ("b".into(), Some(2))]
        );
        assert_eq!(a.len(), 5, "the end's freed entry is dropped");
    }

    #[test]
    fn retain_take_and_replace_keep_order() {
        let mut a = Arena::default();
        let (mut x, mut y) = (Run::default(), Run::default());
        let entries = (0..5).map(|i| (AttrName::shared("k"), int(i)));
        a.extend(&mut x, entries);
        a.extend(&mut y, [(AttrName::shared("y"), int(9))]);
        a.retain(&mut x, |e| e.1.as_int().is_some_and(|n| n % 2 == 0));
        assert_eq!(
            values(&a, x).iter().map(|v| v.1).collect::<Vec<_>>(),
            [Some(0), Some(2), Some(4)]
        );
        let taken = a.take(&mut x);
        assert_eq!(taken.len(), 3);
        assert!(a.get(x).is_empty());
        a.replace(&mut x, taken.into_iter().rev());
        assert_eq!(
            values(&a, x).iter().map(|v| v.1).collect::<Vec<_>>(),
            [Some(4), Some(2), Some(0)]
        );
        a.clear(&mut y);
        assert!(a.get(y).is_empty());
        // Emptied from the end back: no run points past the arena.
        a.clear(&mut x);
        assert!(a.get(x).is_empty() && a.get(y).is_empty());
        assert_eq!(a.len(), 6, "x was at the end: its entries are dropped");
    }

    #[test]
    fn runs_emptied_at_the_end_stay_readable() {
        let mut a = Arena::default();
        let (mut x, mut y) = (Run::default(), Run::default());
        a.extend(&mut x, [(AttrName::shared("a"), int(1))]);
        a.extend(&mut y, [(AttrName::shared("b"), int(2))]);
        a.clear(&mut y);
        a.clear(&mut x);
        assert_eq!(a.len(), 0);
        assert!(a.get(x).is_empty() && a.get(y).is_empty());
        let mut z = Run::default();
        a.extend(&mut x, [(AttrName::shared("a"), int(1))]);
        a.extend(&mut z, []);
        a.clear(&mut x);
        assert!(a.get(z).is_empty(), "an empty list added at the end");
    }

    /// An edit of one of a few lists, as the IR makes them.
    #[derive(Clone, Debug)]
    enum Edit {
        Insert(usize, usize, i128),
        Extend(usize, Vec<i128>),
        Remove(usize, usize),
        KeepEven(usize),
        Take(usize),
        Replace(usize, Vec<i128>),
        Clear(usize),
    }

    fn edit() -> impl proptest::strategy::Strategy<Value = Edit> {
        use proptest::prelude::*;
        let list = 0..4usize;
        let values = proptest::collection::vec(-9i128..9, 0..5);
        prop_oneof![
            (list.clone(), any::<usize>(), -9i128..9).prop_map(|(l, i, v)| Edit::Insert(l, i, v)),
            (list.clone(), values.clone()).prop_map(|(l, v)| Edit::Extend(l, v)),
            (list.clone(), any::<usize>()).prop_map(|(l, i)| Edit::Remove(l, i)),
            list.clone().prop_map(Edit::KeepEven),
            list.clone().prop_map(Edit::Take),
            (list.clone(), values).prop_map(|(l, v)| Edit::Replace(l, v)),
            list.prop_map(Edit::Clear),
        ]
    }

    proptest::proptest! {
        /// Any edits leave every run holding what a list of its own would,
        /// and the arena no larger than all lists ever made.
        #[test]
        fn runs_hold_what_lists_of_their_own_would(edits in proptest::collection::vec(edit(), 0..40)) {
            let mut a = Arena::default();
            let mut runs = [Run::default(); 4];
            let mut model: [Vec<i128>; 4] = Default::default();
            let mut made = 0usize;
            let entry = |v: i128| (AttrName::shared("k"), int(v));
            for e in edits {
                match e {
                    Edit::Insert(l, i, v) => {
                        let i = i % (model[l].len() + 1);
                        a.insert(&mut runs[l], i, entry(v));
                        model[l].insert(i, v);
                        made += model[l].len();
                    }
                    Edit::Extend(l, vs) => {
                        a.extend(&mut runs[l], vs.iter().map(|&v| entry(v)));
                        model[l].extend(vs);
                        made += model[l].len();
                    }
                    Edit::Remove(l, i) if !model[l].is_empty() => {
                        let i = i % model[l].len();
                        proptest::prop_assert_eq!(a.remove(&mut runs[l], i).1.as_int(), Some(model[l].remove(i)));
                    }
                    Edit::Remove(..) => {}
                    Edit::KeepEven(l) => {
                        a.retain(&mut runs[l], |e| e.1.as_int().is_some_and(|n| n % 2 == 0));
                        model[l].retain(|n| n % 2 == 0);
                    }
                    Edit::Take(l) => {
                        let taken: Vec<_> = a.take(&mut runs[l]).iter().map(|e| e.1.as_int()).collect();
                        let expected: Vec<_> = model[l].drain(..).map(Some).collect();
                        proptest::prop_assert_eq!(taken, expected);
                    }
                    Edit::Replace(l, vs) => {
                        a.replace(&mut runs[l], vs.iter().map(|&v| entry(v)));
                        model[l] = vs;
                        made += model[l].len();
                    }
                    Edit::Clear(l) => {
                        a.clear(&mut runs[l]);
                        model[l].clear();
                    }
                }
                for (run, list) in runs.iter().zip(&model) {
                    let held: Vec<_> = a.get(*run).iter().map(|e| e.1.as_int()).collect();
                    let expected: Vec<_> = list.iter().map(|&n| Some(n)).collect();
                    proptest::prop_assert_eq!(held, expected);
                }
                proptest::prop_assert!(a.len() as usize <= made);
            }
        }
    }
}
