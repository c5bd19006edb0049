//! Reading input files with a bound: every file aiec and aie-sim read (a
//! design, an ELF, asm and its includes and pad files, JSON) holds at most
//! [`MAX_INPUT`] bytes, so that a stream (a pipe, `/dev/zero`) is an error
//! once that much is read, not a read until memory runs out. A regular
//! file is mapped rather than read ([`Input`]): its pages are the page
//! cache's, not copied into fresh memory.

use std::io::{self, Read};
use std::path::Path;

/// The most bytes an input file may hold (1 GiB).
pub const MAX_INPUT: u64 = 1 << 30;

/// The bytes of file `path`: at most [`MAX_INPUT`].
pub fn read_file(path: &Path) -> io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    let len = file.metadata()?.len();
    if len > MAX_INPUT {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(MAX_INPUT + 1).read_to_end(&mut bytes)?;
    bounded(bytes)
}

/// The bytes of standard input: at most [`MAX_INPUT`].
pub fn read_stdin() -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)?;
    bounded(bytes)
}

fn bounded(bytes: Vec<u8>) -> io::Result<Vec<u8>> {
    if bytes.len() as u64 > MAX_INPUT {
        return Err(too_large());
    }
    Ok(bytes)
}

fn too_large() -> io::Error {
    io::Error::other(format!(
        "larger than {MAX_INPUT} bytes, the most an input may hold"
    ))
}

/// An input's bytes: a regular file mapped (its cached pages, neither
/// copied nor zeroed first; [`PrivateMap`]), else read ([`read_file`],
/// [`read_stdin`]).
pub enum Input {
    /// Read into memory of its own.
    Read(Vec<u8>),
    /// A regular file's pages, mapped.
    #[cfg(target_os = "linux")]
    Mapped(PrivateMap),
}

impl Input {
    /// The bytes of `path`, or of standard input for `-`, up to the bound
    /// every input has ([`MAX_INPUT`]).
    pub fn of(path: &Path) -> io::Result<Input> {
        if path.as_os_str() == "-" {
            return read_stdin().map(Input::Read);
        }
        Input::file(path)
    }

    /// The bytes of file `path` (`-` is a file's name here), up to
    /// [`MAX_INPUT`].
    pub fn file(path: &Path) -> io::Result<Input> {
        Input::mapped(path, true)
    }

    /// [`Input::file`] for a file whose pages are better faulted in by the
    /// threads that read it than all at once before (the assembler's
    /// includes: a helper reads a large one from its end).
    pub fn file_faulted_in(path: &Path) -> io::Result<Input> {
        Input::mapped(path, false)
    }

    /// The bytes of file `path`, mapped if it is a regular file (its pages
    /// mapped at once if `populate`), else read.
    fn mapped(path: &Path, populate: bool) -> io::Result<Input> {
        #[cfg(target_os = "linux")]
        {
            let file = std::fs::File::open(path)?;
            let small = file.metadata().is_ok_and(|m| m.len() <= MAX_INPUT);
            if let Some(map) = PrivateMap::map(&file, populate).filter(|_| small) {
                return Ok(Input::Mapped(map));
            }
        }
        #[cfg(not(target_os = "linux"))]
        let _ = populate;
        read_file(path).map(Input::Read)
    }

    /// The bytes, owned.
    pub fn into_vec(self) -> Vec<u8> {
        match self {
            Input::Read(bytes) => bytes,
            #[cfg(target_os = "linux")]
            Input::Mapped(map) => map.to_vec(),
        }
    }
}

impl std::ops::Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Read(bytes) => bytes,
            #[cfg(target_os = "linux")]
            Input::Mapped(map) => map,
        }
    }
}

/// A private, writable mapping of a whole regular file: its pages are the
/// file's cached pages until written (copy-on-write), so the file is never
/// copied up front and a write never reaches it. Like every mapped file,
/// its bytes are only as stable as the file: another process writing it
/// meanwhile may be seen in pages not yet written, and one truncating it
/// ends the process with `SIGBUS`.
#[cfg(target_os = "linux")]
pub struct PrivateMap {
    at: std::ptr::NonNull<u8>,
    len: usize,
}

#[cfg(target_os = "linux")]
impl PrivateMap {
    /// Maps `file` whole; `None` unless it is a regular file of at least
    /// one byte whose size fits in memory and the mapping succeeds.
    pub fn new(file: &std::fs::File) -> Option<Self> {
        PrivateMap::map(file, true)
    }

    /// [`PrivateMap::new`], the cached pages mapped at once if `populate`.
    fn map(file: &std::fs::File, populate: bool) -> Option<Self> {
        use std::os::fd::AsRawFd;
        let meta = file.metadata().ok().filter(std::fs::Metadata::is_file)?;
        let len = usize::try_from(meta.len()).ok().filter(|&n| n > 0)?;
        // SAFETY: a fresh mapping chosen by the kernel (no address given),
        // private to this process; nothing else refers to its range.
        let at = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if at == libc::MAP_FAILED {
            return None;
        }
        // Maps the cached pages now, in one call, for reading (writes still
        // copy a page first): faulting them in one by one as the simulator
        // first reads each costs far more. Best effort: pages it leaves out
        // are faulted in when read.
        if populate {
            // SAFETY: advice on the mapping just made, which holds `len` bytes.
            unsafe { libc::madvise(at, len, libc::MADV_POPULATE_READ) };
        }
        Some(PrivateMap {
            at: std::ptr::NonNull::new(at.cast())?,
            len,
        })
    }
}

#[cfg(target_os = "linux")]
impl std::ops::Deref for PrivateMap {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        // SAFETY: `len` readable bytes at `at`, mapped until `drop`.
        unsafe { std::slice::from_raw_parts(self.at.as_ptr(), self.len) }
    }
}

#[cfg(target_os = "linux")]
impl std::ops::DerefMut for PrivateMap {
    fn deref_mut(&mut self) -> &mut [u8] {
        // SAFETY: `len` writable bytes at `at`, mapped until `drop` and
        // reached only through this value.
        unsafe { std::slice::from_raw_parts_mut(self.at.as_ptr(), self.len) }
    }
}

// SAFETY: a `PrivateMap` owns its mapping as a `Box<[u8]>` owns its
// bytes: shared references read them, only a unique one writes.
#[cfg(target_os = "linux")]
unsafe impl Send for PrivateMap {}
// SAFETY: as for `Send`.
#[cfg(target_os = "linux")]
unsafe impl Sync for PrivateMap {}

#[cfg(target_os = "linux")]
impl Drop for PrivateMap {
    fn drop(&mut self) {
        // SAFETY: the mapping `new` made, no longer borrowed.
        unsafe { libc::munmap(self.at.as_ptr().cast(), self.len) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_stream_is_an_error() {
        let e = read_file(Path::new("/dev/zero")).unwrap_err();
        assert!(e.to_string().contains("the most an input may hold"), "{e}");
    }

    #[test]
    fn a_file_is_read_whole() {
        let path = std::env::temp_dir().join(format!("aiec-input-{}", std::process::id()));
        std::fs::write(&path, b"abc").unwrap();
        let bytes = read_file(&path);
        let _ = std::fs::remove_file(&path);
        assert_eq!(bytes.unwrap(), b"abc");
    }

    #[cfg(target_os = "linux")]
    fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("aiec-input-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn private_map_writes_never_reach_the_file() {
        let path = temp_file("map", &[1, 2, 3, 4]);
        let mut map = PrivateMap::new(&std::fs::File::open(&path).unwrap()).unwrap();
        assert_eq!(&map[..], [1, 2, 3, 4]);
        map[1] = 9;
        assert_eq!(&map[..], [1, 9, 3, 4]);
        drop(map);
        let bytes = std::fs::read(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(bytes, [1, 2, 3, 4]);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn private_map_needs_a_non_empty_regular_file() {
        let path = temp_file("empty", &[]);
        let empty = std::fs::File::open(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert!(PrivateMap::new(&empty).is_none());
        let dir = std::fs::File::open(std::env::temp_dir()).unwrap();
        assert!(PrivateMap::new(&dir).is_none());
    }

    #[test]
    fn a_file_named_dash_is_a_file() {
        assert!(Input::file(Path::new("-")).is_err_and(|e| e.kind() == io::ErrorKind::NotFound));
    }
}
