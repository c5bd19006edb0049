//! Runs of data words (`.long` lines, [`lines::data_words`]) found ahead of
//! the reader on a helper thread: a large file's data words are most of
//! its lines, and finding them needs nothing the reader knows. The reader
//! takes a run found here when it reaches its first line, and reads any
//! other line itself.

use super::lines;
use std::ops::Range;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

/// A file smaller than this is read without a helper thread.
pub(super) const MIN_TEXT: usize = 1 << 18;
/// How much of the text the helper hands over at once (whole lines).
const CHUNK: usize = 1 << 16;

/// A run of data words: where its lines are in the text, where its first
/// `.long` starts, and its numbers in [`Chunk::words`].
struct Run {
    lines: Range<usize>,
    head: usize,
    words: Range<usize>,
}

/// The runs of the lines of `..end` not handed over before.
#[derive(Default)]
struct Chunk {
    end: usize,
    runs: Vec<Run>,
    words: Vec<u32>,
}

/// The runs found so far, as the reader takes them.
pub(super) struct Found {
    chunks: Receiver<Chunk>,
    chunk: Chunk,
    /// The first run of `chunk` the reader has not passed.
    next: usize,
}

/// Finds the runs of data words of `text` on a thread of `scope`; `None`
/// if no thread starts.
pub(super) fn start<'s>(scope: &'s std::thread::Scope<'s, '_>, text: &'s str) -> Option<Found> {
    let (send, chunks) = sync_channel(4);
    std::thread::Builder::new()
        .name("aiec-scan".into())
        .spawn_scoped(scope, move || find(text.as_bytes(), &send))
        .ok()?;
    Some(Found {
        chunks,
        chunk: Chunk::default(),
        next: 0,
    })
}

/// Hands over the runs of `text` a chunk at a time, until the reader stops
/// taking them.
fn find(text: &[u8], send: &SyncSender<Chunk>) {
    let mut start = 0;
    while start < text.len() {
        let end = match memchr::memchr(b'\n', text.get(start + CHUNK..).unwrap_or(&[])) {
            Some(i) => start + CHUNK + i + 1,
            None => text.len(),
        };
        let mut chunk = Chunk {
            end,
            ..Chunk::default()
        };
        let mut at = start;
        while at < end {
            let first = chunk.words.len();
            let (len, head) = lines::data_words(&text[at..end], &mut chunk.words);
            if len > 0 {
                chunk.runs.push(Run {
                    lines: at..at + len,
                    head: at + head,
                    words: first..chunk.words.len(),
                });
                at += len;
            } else {
                at = memchr::memchr(b'\n', &text[at..end]).map_or(end, |i| at + i + 1);
            }
        }
        if send.send(chunk).is_err() {
            return;
        }
        start = end;
    }
}

impl Found {
    /// The run that starts at byte `at` of the text: the bytes of its
    /// lines, where its first `.long` starts, and its numbers.
    pub(super) fn at(&mut self, at: usize) -> Option<(usize, usize, &[u32])> {
        while self.chunk.end <= at {
            self.chunk = self.chunks.recv().unwrap_or(Chunk {
                end: usize::MAX,
                ..Chunk::default()
            });
            self.next = 0;
        }
        let runs = &self.chunk.runs;
        while runs.get(self.next).is_some_and(|r| r.lines.start < at) {
            self.next += 1;
        }
        let run = runs.get(self.next).filter(|r| r.lines.start == at)?;
        Some((
            run.lines.len(),
            run.head,
            &self.chunk.words[run.words.clone()],
        ))
    }
}
