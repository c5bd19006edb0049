//! Reading the input and writing the output.

use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

/// Reads `path`, or standard input for `-`, up to the bound every input
/// has ([`aie_target::input::MAX_INPUT`]).
pub fn read(path: impl AsRef<Path>) -> io::Result<Vec<u8>> {
    let path = path.as_ref();
    if path.as_os_str() == "-" {
        aie_target::input::read_stdin()
    } else {
        aie_target::input::read_file(path)
    }
}

pub use aie_target::input::{Input, PrivateMap};

/// An input's bytes known to be UTF-8 text: what a session's
/// [`crate::session::Source`] holds of a file aiec read (mapped, not copied).
pub struct Text(Input);

impl Text {
    /// `input` as text, or where it stops being UTF-8.
    pub fn new(input: Input) -> Result<Text, std::str::Utf8Error> {
        std::str::from_utf8(&input)?;
        Ok(Text(input))
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        // SAFETY: `Text::new` checked that the bytes are UTF-8, and an
        // `Input`'s bytes never change.
        unsafe { std::str::from_utf8_unchecked(&self.0) }
    }
}

/// Whether regular file `path` holds exactly `bytes`, read in chunks (a
/// large expected output is never held whole); `None` for `-` and special
/// files, whose contents [`read`] must give.
pub fn file_equals(path: impl AsRef<Path>, bytes: &[u8]) -> io::Result<Option<bool>> {
    let path = path.as_ref();
    if path.as_os_str() == "-" {
        return Ok(None);
    }
    let mut file = fs::File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Ok(None);
    }
    if meta.len() != bytes.len() as u64 {
        return Ok(Some(false));
    }
    if let Some(same) = mapped_equals(&file, bytes) {
        return Ok(Some(same));
    }
    let mut chunk = vec![0u8; (1 << 20).min(bytes.len())];
    for want in bytes.chunks(chunk.len().max(1)) {
        let got = &mut chunk[..want.len()];
        file.read_exact(got)?;
        if got != want {
            return Ok(Some(false));
        }
    }
    Ok(Some(true))
}

/// Whether `file`, of `bytes.len()` bytes, holds `bytes`, compared in a
/// read-only mapping of it (no copy of the file); `None` if it cannot be
/// mapped.
#[cfg(target_os = "linux")]
fn mapped_equals(file: &fs::File, bytes: &[u8]) -> Option<bool> {
    use std::os::fd::AsRawFd;
    if bytes.is_empty() {
        return None;
    }
    let len = bytes.len();
    // SAFETY: a private read-only mapping of the whole file, populated at
    // once, read only inside this function and unmapped before it returns.
    unsafe {
        let at = libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ,
            libc::MAP_PRIVATE | libc::MAP_POPULATE,
            file.as_raw_fd(),
            0,
        );
        if at == libc::MAP_FAILED {
            return None;
        }
        let same = std::slice::from_raw_parts(at.cast::<u8>(), len) == bytes;
        libc::munmap(at, len);
        Some(same)
    }
}

#[cfg(not(target_os = "linux"))]
fn mapped_equals(_file: &fs::File, _bytes: &[u8]) -> Option<bool> {
    None
}

/// Writes `data` to `path`, or standard output for `-`. A regular file is
/// written atomically (a temporary file in the same directory, then renamed
/// over it), so a failed write leaves nothing behind; special files such as
/// `/dev/stdout` are written directly.
pub fn write(path: impl AsRef<Path>, data: &[u8]) -> io::Result<()> {
    let path = path.as_ref();
    if path.as_os_str() == "-" {
        let mut out = io::stdout().lock();
        return out.write_all(data).and_then(|()| out.flush());
    }
    if written_directly(path) {
        return fs::write(path, data);
    }
    let mut tmp = temporary(path)?;
    tmp.write_all(data)?;
    persist(tmp, path)
}

/// Puts the temporary file `tmp` (from [`temporary`]) at `path` in one
/// step. An existing file is swapped with it (`RENAME_EXCHANGE`) and then
/// removed under the temporary name: renamed over, ext4 would first write
/// the new file's blocks out (its `auto_da_alloc`: 10-20 ms for 20 MB, 0.4
/// ms for 0.5 MB; docs/performance.md, "Replacing the output"). Where the
/// swap is refused (no file there yet, a file system without it), a plain
/// rename.
pub fn persist(tmp: tempfile::NamedTempFile, path: &Path) -> io::Result<()> {
    if exchange(tmp.path(), path) {
        // `tmp` now names the old file; dropped, it is removed.
        return Ok(());
    }
    tmp.persist(path).map(drop).map_err(|e| e.error)
}

/// Swaps the files at `a` and `b` (both must exist); whether it did.
#[cfg(target_os = "linux")]
fn exchange(a: &Path, b: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let (Ok(a), Ok(b)) = (
        std::ffi::CString::new(a.as_os_str().as_bytes()),
        std::ffi::CString::new(b.as_os_str().as_bytes()),
    ) else {
        return false;
    };
    // SAFETY: two NUL-terminated paths that outlive the call; the call
    // only renames.
    let done = unsafe {
        libc::syscall(
            libc::SYS_renameat2,
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    done == 0
}

#[cfg(not(target_os = "linux"))]
fn exchange(_a: &Path, _b: &Path) -> bool {
    false
}

/// Whether `path` is standard output or a special file (written directly,
/// not through a temporary file).
fn written_directly(path: &Path) -> bool {
    path.as_os_str() == "-" || fs::metadata(path).is_ok_and(|m| !m.is_file())
}

/// An output written as it is made and kept only when the run succeeds: a
/// regular file through its temporary file ([`temporary`]), standard output
/// and special files in memory, written by [`Pending::finish`].
pub enum Pending {
    File(tempfile::NamedTempFile, std::path::PathBuf),
    Memory(Vec<u8>, std::path::PathBuf),
}

impl Pending {
    /// The output for `path`, written nowhere yet.
    pub fn new(path: &Path) -> io::Result<Pending> {
        Ok(if written_directly(path) {
            Pending::Memory(Vec::new(), path.to_path_buf())
        } else {
            Pending::File(temporary(path)?, path.to_path_buf())
        })
    }

    /// Puts what was written in place, as [`write`] does.
    pub fn finish(self) -> io::Result<()> {
        match self {
            Pending::File(tmp, path) => persist(tmp, &path),
            Pending::Memory(data, path) => write(path, &data),
        }
    }
}

impl Write for Pending {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Pending::File(tmp, _) => tmp.write(buf),
            Pending::Memory(data, _) => data.write(buf),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match self {
            Pending::File(tmp, _) => tmp.write_all(buf),
            Pending::Memory(data, _) => data.write_all(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Pending::File(tmp, _) => tmp.flush(),
            Pending::Memory(..) => Ok(()),
        }
    }
}

/// Whether [`write`] can write `path`, checked before any work: standard
/// output, a special file that opens for writing, or a regular file (new
/// or not) whose temporary file can be made beside it. Nothing is left
/// behind.
pub fn check_writable(path: &Path) -> io::Result<()> {
    writable(path).map(drop)
}

/// [`check_writable`], keeping the temporary file it made for a regular
/// file (dropped, it is removed).
pub fn writable(path: &Path) -> io::Result<Option<tempfile::NamedTempFile>> {
    if path.as_os_str() == "-" {
        return Ok(None);
    }
    match fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(io::Error::new(
            io::ErrorKind::IsADirectory,
            "is a directory",
        )),
        Ok(m) if !m.is_file() => fs::OpenOptions::new().append(true).open(path).map(|_| None),
        _ => match path.parent().filter(|d| !d.as_os_str().is_empty()) {
            Some(dir) if !dir.is_dir() => Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!("no directory '{}'", dir.display()),
            )),
            // The error without the temporary file's name.
            _ => temporary(path)
                .map(Some)
                .map_err(|e| io::Error::from(e.kind())),
        },
    }
}

/// The temporary file a regular file `path` is written through: a hidden
/// file in the same directory, to be persisted as `path` when complete
/// (dropped, it is removed). It is created as `fs::write` would create
/// `path`: 0666 less the umask.
pub fn temporary(path: &Path) -> io::Result<tempfile::NamedTempFile> {
    if path.file_name().is_none() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a file name",
        ));
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".aiec");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names in `dir`, sorted.
    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn persist_replaces_an_existing_file_and_leaves_no_other() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.elf");
        fs::write(&path, b"old contents").unwrap();
        let mut tmp = temporary(&path).unwrap();
        tmp.write_all(b"new").unwrap();
        persist(tmp, &path).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new");
        assert_eq!(names(dir.path()), ["out.elf"]);
    }

    #[test]
    fn persist_makes_a_new_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.elf");
        let mut tmp = temporary(&path).unwrap();
        tmp.write_all(b"first").unwrap();
        persist(tmp, &path).unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"first");
        assert_eq!(names(dir.path()), ["new.elf"]);
    }

    #[cfg(unix)]
    #[test]
    fn persist_replaces_a_link_not_its_target() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("target.elf");
        let link = dir.path().join("link.elf");
        fs::write(&target, b"kept").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let mut tmp = temporary(&link).unwrap();
        tmp.write_all(b"new").unwrap();
        persist(tmp, &link).unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"kept");
        assert_eq!(fs::read(&link).unwrap(), b"new");
        assert!(!fs::symlink_metadata(&link).unwrap().is_symlink());
        assert_eq!(names(dir.path()), ["link.elf", "target.elf"]);
    }
}
