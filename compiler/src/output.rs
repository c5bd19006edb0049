//! Reading the input and writing the output.

use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

/// Reads `path`, or standard input for `-`.
pub fn read(path: impl AsRef<Path>) -> io::Result<Vec<u8>> {
    let path = path.as_ref();
    if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        io::stdin().lock().read_to_end(&mut bytes)?;
        Ok(bytes)
    } else {
        fs::read(path)
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
    if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return fs::write(path, data);
    }
    let mut tmp = temporary(path)?;
    tmp.write_all(data)?;
    tmp.persist(path).map(drop).map_err(|e| e.error)
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
