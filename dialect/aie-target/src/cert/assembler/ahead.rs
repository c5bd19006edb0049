//! Columns encoded ahead of the end of the input: when the input attaches
//! to another column, the column it leaves is lent out of the program and
//! laid out, encoded and hashed on a helper thread while the reader reads
//! on (a column needs nothing of the others but the names). At the end the
//! last columns follow; the ELF is then written from the bytes kept here.
//!
//! The bytes are those of encoding the finished program: a column that the
//! input attaches to again is given back (and nothing is encoded ahead from
//! then on), and columns whose contents do not come in file order, or that
//! have errors, are encoded again with the whole program.

use super::external::ControlPacket;
use super::pager::{self, Output, Sink};
use crate::cert::elf::UidDigest;
use crate::cert::program::{Column, NameList};
use std::sync::mpsc::{channel, Sender};
use std::thread::{Scope, ScopedJoinHandle};

/// Columns are encoded ahead only for an input of at most this many bytes:
/// the encoded contents (about half the input) are kept until the end.
pub(super) const MAX_INPUT: u64 = 16 << 20;

/// The helper thread that encodes lent columns, and which columns it has.
pub(super) struct Ahead<'s> {
    to: Sender<(u32, Column, NameList)>,
    thread: ScopedJoinHandle<'s, Encoded>,
    lent: Vec<u32>,
}

/// A lent column, back from the helper, with its contents if it encoded.
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

/// What the helper gives back: the columns in the order they were lent,
/// and the MD5 of their contents if they are in file order.
pub(super) struct Encoded {
    pub columns: Vec<Lent>,
    pub uid: Option<UidDigest>,
}

/// A [`Sink`] keeping the sections' bytes.
#[derive(Default)]
struct Kept {
    sections: Vec<(String, u64)>,
    bytes: Vec<u8>,
}

impl Sink for Kept {
    fn section(&mut self, name: String, bytes: &[u8]) {
        self.sections.push((name, bytes.len() as u64));
        self.bytes.extend_from_slice(bytes);
    }
}

impl<'s> Ahead<'s> {
    /// The helper, on a thread of `scope`; `None` if none starts.
    pub fn start<'e: 's>(
        scope: &'s Scope<'s, 'e>,
        control_packet: Option<&'e ControlPacket>,
    ) -> Option<Ahead<'s>> {
        let (to, columns) = channel::<(u32, Column, NameList)>();
        let thread = std::thread::Builder::new()
            .name("aiec-ahead".into())
            .spawn_scoped(scope, move || {
                let mut encoded = Encoded {
                    columns: Vec::new(),
                    uid: Some(UidDigest::default()),
                };
                // The last column with contents hashed.
                let mut last = None;
                for (col, column, names) in columns {
                    let mut kept = Kept::default();
                    let out = pager::encode_column(col, &column, &names, control_packet, &mut kept);
                    let done = out.map(|out| Done {
                        sections: kept.sections,
                        bytes: kept.bytes,
                        out,
                    });
                    match &done {
                        Some(d) if d.sections.is_empty() => {}
                        Some(d) if last < Some(col) => {
                            last = Some(col);
                            if let Some(uid) = &mut encoded.uid {
                                uid.update(&d.bytes);
                            }
                        }
                        _ => encoded.uid = None,
                    }
                    encoded.columns.push(Lent { col, column, done });
                }
                encoded
            })
            .ok()?;
        Some(Ahead {
            to,
            thread,
            lent: Vec::new(),
        })
    }

    /// Whether column `col` is lent.
    pub fn has(&self, col: u32) -> bool {
        self.lent.contains(&col)
    }

    /// Lends column `col` (with the names it uses) to be encoded.
    pub fn lend(&mut self, col: u32, column: Column, names: NameList) {
        self.lent.push(col);
        // The helper runs until `finish`.
        let _ = self.to.send((col, column, names));
    }

    /// Waits for the helper: the columns lent, encoded.
    pub fn finish(self) -> Encoded {
        drop(self.to);
        self.thread.join().expect("encoding does not panic")
    }
}
