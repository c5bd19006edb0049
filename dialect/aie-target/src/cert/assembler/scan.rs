//! Runs of data words (`.long` lines, [`lines::data_words`]) found on a
//! helper thread: a large file's data words are most of its lines, and
//! finding them needs nothing the reader knows. The helper reads the text
//! from its end back, a chunk at a time, while the reader reads it from the
//! start, reading the runs itself until it reaches the chunks found; so
//! neither waits for the other, and they meet where their speeds put them.
//! The reader takes a run found when it reaches its first line, and reads
//! any other line itself.

use super::lines;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// A file smaller than this is read without a helper thread.
pub(super) const MIN_TEXT: usize = 1 << 18;
/// How much of the text the helper reads at once (whole lines).
const CHUNK: usize = 1 << 15;

/// A run of data words: where its lines are in the text, where its first
/// `.long` starts, and its numbers in [`Chunk::words`].
struct Run {
    lines: Range<usize>,
    head: usize,
    words: Range<usize>,
}

/// The runs of the lines up to `end` from the chunk's start.
struct Chunk {
    end: usize,
    runs: Vec<Run>,
    /// The runs' numbers (the reader's program keeps them).
    words: Arc<Vec<u32>>,
}

/// A run found, as the reader takes it: the bytes of its lines, where its
/// first `.long` starts, and its numbers (`range` of a chunk's `words`).
pub(super) struct Taken<'f> {
    pub len: usize,
    pub head: usize,
    pub words: &'f Arc<Vec<u32>>,
    pub range: Range<usize>,
}

/// What the helper and the reader share.
struct Shared {
    /// Where the lowest chunk found starts (the text's length before one).
    frontier: AtomicUsize,
    /// Where the reader is: the helper finds nothing below it.
    reader: AtomicUsize,
    /// The chunks found, from the end of the text down.
    chunks: Mutex<Vec<Chunk>>,
}

/// The runs found, as the reader takes them.
pub(super) struct Found {
    shared: Arc<Shared>,
    /// The chunks found, in text order, once the reader reached them.
    taken: Vec<Chunk>,
    /// The chunk of `taken` the reader is in, and the first of its runs
    /// the reader has not passed.
    chunk: usize,
    next: usize,
}

/// Finds the runs of data words of `text` on a thread of `scope`; `None`
/// if no thread starts.
pub(super) fn start<'s>(scope: &'s std::thread::Scope<'s, '_>, text: &'s str) -> Option<Found> {
    let shared = Arc::new(Shared {
        frontier: AtomicUsize::new(text.len()),
        reader: AtomicUsize::new(0),
        chunks: Mutex::new(Vec::new()),
    });
    let helper = Arc::clone(&shared);
    std::thread::Builder::new()
        .name("aiec-scan".into())
        .spawn_scoped(scope, move || find(text.as_bytes(), &helper))
        .ok()?;
    Some(Found {
        shared,
        taken: Vec::new(),
        chunk: 0,
        next: 0,
    })
}

/// Finds the runs of `text` a chunk at a time from its end, until the
/// chunk to read is below the reader.
fn find(text: &[u8], shared: &Shared) {
    let mut end = text.len();
    while end > shared.reader.load(Ordering::Relaxed) {
        let start = chunk_start(text, end);
        let (mut runs, mut words) = (Vec::new(), Vec::new());
        let mut at = start;
        while at < end {
            let first = words.len();
            let (len, head) = lines::data_words(&text[at..end], &mut words);
            if len > 0 {
                runs.push(Run {
                    lines: at..at + len,
                    head: at + head,
                    words: first..words.len(),
                });
                at += len;
            } else {
                at = memchr::memchr(b'\n', &text[at..end]).map_or(end, |i| at + i + 1);
            }
        }
        let words = Arc::new(words);
        let chunk = Chunk { end, runs, words };
        shared.chunks.lock().expect("no panic holds it").push(chunk);
        shared.frontier.store(start, Ordering::Release);
        end = start;
    }
}

/// Where the chunk that ends at `end` (a line start, or the text's end)
/// starts: the first line start after `end - CHUNK`, or the line start
/// before it when no line starts there.
fn chunk_start(text: &[u8], end: usize) -> usize {
    let low = end.saturating_sub(CHUNK);
    if low == 0 {
        return 0;
    }
    match memchr::memchr(b'\n', &text[low..end - 1]) {
        Some(i) => low + i + 1,
        None => memchr::memrchr(b'\n', &text[..low]).map_or(0, |i| i + 1),
    }
}

impl Found {
    /// The run that starts at byte `at` of the text, if the helper found
    /// it; `Err` with the byte up to which the reader reads runs itself if
    /// the helper has not reached `at`.
    pub(super) fn at(&mut self, at: usize) -> Result<Option<Taken<'_>>, usize> {
        if self.taken.is_empty() && !self.take(at) {
            return Err(self.shared.frontier.load(Ordering::Acquire));
        }
        while self.taken.get(self.chunk).is_some_and(|c| c.end <= at) {
            (self.chunk, self.next) = (self.chunk + 1, 0);
        }
        let Some(chunk) = self.taken.get(self.chunk) else {
            return Ok(None);
        };
        while chunk
            .runs
            .get(self.next)
            .is_some_and(|r| r.lines.start < at)
        {
            self.next += 1;
        }
        let run = chunk.runs.get(self.next).filter(|r| r.lines.start == at);
        Ok(run.map(|run| Taken {
            len: run.lines.len(),
            head: run.head,
            words: &chunk.words,
            range: run.words.clone(),
        }))
    }

    /// Takes the chunks found if the helper has reached byte `at` (and
    /// stops it); else says where the reader is.
    fn take(&mut self, at: usize) -> bool {
        self.shared.reader.store(at, Ordering::Relaxed);
        if at < self.shared.frontier.load(Ordering::Acquire) {
            return false;
        }
        self.shared.reader.store(usize::MAX, Ordering::Relaxed);
        let mut chunks =
            std::mem::take(&mut *self.shared.chunks.lock().expect("no panic holds it"));
        chunks.reverse();
        self.taken = chunks;
        true
    }
}

impl Drop for Found {
    /// Stops the helper after the chunk it is reading.
    fn drop(&mut self) {
        self.shared.reader.store(usize::MAX, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of `text` found down to byte `low` (the helper run to the
    /// end before the reader starts).
    fn found_down_to(text: &str, low: usize) -> Found {
        let shared = Arc::new(Shared {
            frontier: AtomicUsize::new(text.len()),
            reader: AtomicUsize::new(low),
            chunks: Mutex::new(Vec::new()),
        });
        find(text.as_bytes(), &shared);
        shared.reader.store(0, Ordering::Relaxed);
        Found {
            shared,
            taken: Vec::new(),
            chunk: 0,
            next: 0,
        }
    }

    /// The numbers of `text`'s data lines read as the reader reads them:
    /// runs found where the helper found them, the others read here.
    fn read_words(text: &str, found: &mut Found) -> Vec<u32> {
        let (mut words, mut at) = (Vec::new(), 0);
        while at < text.len() {
            let until = match found.at(at) {
                Ok(Some(run)) => {
                    words.extend_from_slice(&run.words[run.range]);
                    at += run.len;
                    continue;
                }
                Ok(None) => text.len(),
                Err(frontier) => frontier.max(at + 1).min(text.len()),
            };
            let (len, _) = lines::data_words(&text.as_bytes()[at..until], &mut words);
            at = match len {
                0 => {
                    memchr::memchr(b'\n', &text.as_bytes()[at..]).map_or(text.len(), |i| at + i + 1)
                }
                len => at + len,
            };
        }
        words
    }

    #[test]
    fn the_reader_meets_the_helper_anywhere_with_the_same_words() {
        let mut text = String::new();
        for l in 0..3000u32 {
            text += &format!("d{l}:\n");
            for w in 0..(l % 37) {
                text += &format!("  .long 0x{:08x}\n", l * 64 + w);
            }
        }
        assert!(text.len() > 4 * CHUNK);
        let mut all = Vec::new();
        for line in text.lines() {
            lines::data_words(format!("{line}\n").as_bytes(), &mut all);
        }
        for low in [0, text.len() / 3, text.len() - 1, text.len()] {
            let words = read_words(&text, &mut found_down_to(&text, low));
            assert_eq!(words, all, "helper stopped at {low}");
        }
    }
}
