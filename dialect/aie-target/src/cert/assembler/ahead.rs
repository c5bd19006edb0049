//! Columns encoded ahead of the end of the input: when the input attaches
//! to another column, the column it leaves is lent out of the program and
//! laid out, encoded and hashed on a helper thread while the reader reads
//! on (a column needs nothing of the others but the names). At the end the
//! columns left are encoded here while the helper finishes, and hashed
//! there while the ELF is written from the bytes kept.
//!
//! The bytes are those of encoding the finished program: a column that the
//! input attaches to again is given back (and nothing is encoded ahead from
//! then on), columns with errors are encoded again with the whole program,
//! and columns whose contents do not come in file order are hashed again.

use super::external::ControlPacket;
use super::pager::{self, Output, Sink};
use crate::cert::elf::UidDigest;
use crate::cert::program::{Column, NameList, Program};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::{Scope, ScopedJoinHandle};

/// Columns are encoded ahead only for an input of at most this many bytes:
/// the encoded contents (about half the input) are kept until the end.
pub(super) const MAX_INPUT: u64 = 16 << 20;

/// The helper that encodes lent columns (its thread started when the
/// first column is lent), and which columns it has.
pub(super) struct Ahead<'s> {
    /// Starts the helper's thread; taken by the first lend.
    spawn: Option<Box<dyn FnOnce() -> Option<Helper<'s>> + 's>>,
    helper: Option<Helper<'s>>,
    lent: Vec<u32>,
    /// The names the helper has.
    names_sent: usize,
    control_packet: Option<&'s ControlPacket>,
}

/// The helper's thread: work to it, columns back from it.
struct Helper<'s> {
    to: Sender<Work>,
    back: Receiver<Lent>,
    thread: ScopedJoinHandle<'s, Option<UidDigest>>,
}

/// What the helper does.
enum Work {
    /// Encodes and hashes a column lent, with the names interned since the
    /// last one.
    Encode(u32, Box<Column>, NameList),
    /// Hashes the next contents of a column encoded elsewhere.
    Hash(u32, Vec<u8>),
}

/// A column lent, with its contents if it encoded.
pub(super) struct Lent {
    pub col: u32,
    pub column: Column,
    pub done: Option<Done>,
}

/// A column encoded by itself.
pub(super) struct Done {
    /// Its content sections' names and sizes, in file order.
    pub sections: Vec<(String, u64)>,
    /// The sections' bytes, one after the other.
    pub bytes: Vec<u8>,
    /// What it gives besides its sections.
    pub out: Output,
}

/// Bytes of contents encoded on the main thread handed to the helper to
/// hash at once.
const HASH_BATCH: usize = 64 << 10;

/// A [`Sink`] keeping the sections' bytes, and handing them in batches to
/// the helper to hash if it is given.
struct Kept<'h> {
    sections: Vec<(String, u64)>,
    bytes: Vec<u8>,
    /// The helper and the column, when the bytes are hashed there.
    hashing: Option<(&'h Sender<Work>, u32)>,
    /// The bytes handed over.
    sent: usize,
}

impl Sink for Kept<'_> {
    fn section(&mut self, name: String, bytes: &[u8]) {
        self.sections.push((name, bytes.len() as u64));
        self.bytes.extend_from_slice(bytes);
        if self.bytes.len() - self.sent >= HASH_BATCH {
            self.hand_over();
        }
    }
}

impl Kept<'_> {
    /// Hands the bytes not handed over yet to the helper, if it hashes them.
    fn hand_over(&mut self) {
        if let Some((to, col)) = self.hashing {
            // The helper runs until it is joined.
            let _ = to.send(Work::Hash(col, self.bytes[self.sent..].to_vec()));
            self.sent = self.bytes.len();
        }
    }
}

/// Lays out and encodes column `col` by itself (its bytes hashed on the
/// helper `hashing` names, if any); `None` if it has errors.
fn encode(
    col: u32,
    column: &Column,
    names: &NameList,
    control_packet: Option<&ControlPacket>,
    hashing: Option<&Sender<Work>>,
) -> Option<Done> {
    let mut kept = Kept {
        sections: Vec::new(),
        bytes: Vec::new(),
        hashing: hashing.map(|to| (to, col)),
        sent: 0,
    };
    let out = pager::encode_column(col, column, names, control_packet, &mut kept)?;
    kept.hand_over();
    Some(Done {
        sections: kept.sections,
        bytes: kept.bytes,
        out,
    })
}

/// The MD5 of columns' contents as they come, while they come in file
/// order (`None` once one does not).
struct InOrder {
    uid: Option<UidDigest>,
    /// The last column with contents.
    last: Option<u32>,
}

impl InOrder {
    fn hash(&mut self, col: u32, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        // A column comes in batches.
        if self.last > Some(col) {
            self.uid = None;
        }
        self.last = Some(col);
        if let Some(uid) = &mut self.uid {
            uid.update(bytes);
        }
    }
}

impl<'s> Ahead<'s> {
    /// The helper, its thread to start on `scope` when a column is lent.
    pub fn new<'e: 's>(
        scope: &'s Scope<'s, 'e>,
        control_packet: Option<&'e ControlPacket>,
    ) -> Ahead<'s> {
        Ahead {
            spawn: Some(Box::new(move || Helper::start(scope, control_packet))),
            helper: None,
            lent: Vec::new(),
            names_sent: 0,
            control_packet,
        }
    }

    /// Whether column `col` is lent.
    pub fn has(&self, col: u32) -> bool {
        self.lent.contains(&col)
    }

    /// Starts the helper's thread if it has not started; whether it runs.
    pub fn start(&mut self) -> bool {
        if self.helper.is_none() {
            self.helper = self.spawn.take().and_then(|spawn| spawn());
        }
        self.helper.is_some()
    }

    /// Lends column `col` (of a program with `names`) to be encoded by the
    /// helper [`Ahead::start`] started.
    pub fn lend(&mut self, col: u32, column: Column, names: &NameList) {
        let Some(helper) = &self.helper else {
            unreachable!("a column is lent once the helper runs");
        };
        self.lent.push(col);
        let new = names.since(self.names_sent);
        self.names_sent = names.len();
        // The helper runs until it is joined.
        let _ = helper.to.send(Work::Encode(col, Box::new(column), new));
    }

    /// Stops: the columns lent, back from the helper.
    pub fn give_back(self) -> Vec<Lent> {
        let Some(Helper { to, back, thread }) = self.helper else {
            return Vec::new();
        };
        drop(to);
        let lent: Vec<Lent> = back.iter().collect();
        back_from(thread.join(), lent, self.lent.len())
    }

    /// At the end of the input: the columns still in `program` encoded
    /// here while the helper finishes the columns lent, and hashed there
    /// in batches as they are encoded.
    /// Every column encoded, in column order; or `None` if one has errors,
    /// with every column back in `program`, or if none was lent (the
    /// program is then better encoded straight into the file: nothing kept).
    pub fn finish(self, program: &mut Program) -> Option<Encoded<'s>> {
        let Helper { to, back, thread } = self.helper?;
        let mut columns = Vec::new();
        for (col, column) in std::mem::take(&mut program.columns) {
            let names = program.names.list();
            let done = encode(col, &column, names, self.control_packet, Some(&to));
            columns.push(Lent { col, column, done });
        }
        drop(to);
        let lent: Vec<Lent> = back.iter().take(self.lent.len()).collect();
        if lent.len() < self.lent.len() {
            back_from(thread.join(), lent, self.lent.len());
            unreachable!("a column lent is back or the helper panicked");
        }
        columns.extend(lent);
        columns.sort_by_key(|lent| lent.col);
        if columns.iter().any(|lent| lent.done.is_none()) {
            let _ = thread.join();
            for lent in columns {
                program.columns.insert(lent.col, lent.column);
            }
            return None;
        }
        let done = columns.into_iter().flat_map(|l| l.done.map(|d| (l.col, d)));
        Some(Encoded {
            columns: done.collect(),
            thread,
        })
    }
}

impl<'s> Helper<'s> {
    /// The helper's thread on `scope`; `None` if it does not start.
    fn start<'e: 's>(
        scope: &'s Scope<'s, 'e>,
        control_packet: Option<&'e ControlPacket>,
    ) -> Option<Helper<'s>> {
        let (to, work) = channel::<Work>();
        let (give_back, back) = channel();
        let thread = std::thread::Builder::new()
            .name("aiec-ahead".into())
            .spawn_scoped(scope, move || {
                let mut hashed = InOrder {
                    uid: Some(UidDigest::default()),
                    last: None,
                };
                let mut names = NameList::default();
                for w in work {
                    match w {
                        Work::Encode(col, column, new) => {
                            names.extend(new);
                            let done = encode(col, &column, &names, control_packet, None);
                            match &done {
                                Some(d) => hashed.hash(col, &d.bytes),
                                None => hashed.uid = None,
                            }
                            // The reader may have stopped.
                            let column = *column;
                            let _ = give_back.send(Lent { col, column, done });
                        }
                        Work::Hash(col, bytes) => hashed.hash(col, &bytes),
                    }
                }
                hashed.uid
            })
            .ok()?;
        Some(Helper { to, back, thread })
    }
}

/// `lent`, the `n` columns lent back from the helper that ended with
/// `joined`; the helper's panic, if it lost any.
fn back_from<T>(joined: std::thread::Result<T>, lent: Vec<Lent>, n: usize) -> Vec<Lent> {
    match joined {
        Err(panic) if lent.len() < n => std::panic::resume_unwind(panic),
        _ => lent,
    }
}

/// Every column encoded, and the helper hashing the last ones.
pub(super) struct Encoded<'s> {
    /// The columns' contents, in column order.
    pub columns: Vec<(u32, Done)>,
    thread: ScopedJoinHandle<'s, Option<UidDigest>>,
}

impl Encoded<'_> {
    /// The MD5 of the contents: the helper's, or hashed again here if
    /// they did not come in file order.
    pub fn uid(self) -> UidDigest {
        if let Ok(Some(uid)) = self.thread.join() {
            return uid;
        }
        let mut uid = UidDigest::default();
        for (_, done) in &self.columns {
            uid.update(&done.bytes);
        }
        uid
    }
}
