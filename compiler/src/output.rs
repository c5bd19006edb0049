//! Reading the input and writing the output.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Reads `path`, or standard input for `-`.
pub fn read(path: &str) -> io::Result<Vec<u8>> {
    if path == "-" {
        let mut bytes = Vec::new();
        io::stdin().lock().read_to_end(&mut bytes)?;
        Ok(bytes)
    } else {
        fs::read(path)
    }
}

/// Writes `data` to `path`, or standard output for `-`. A regular file is
/// written atomically (a temporary file in the same directory, then renamed),
/// so a failed write leaves nothing behind; special files such as
/// `/dev/stdout` are written directly.
pub fn write(path: &str, data: &[u8]) -> io::Result<()> {
    if path == "-" {
        let mut out = io::stdout().lock();
        return out.write_all(data).and_then(|()| out.flush());
    }
    let path = Path::new(path);
    if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return fs::write(path, data);
    }
    let tmp = temporary(path)?;
    let result = fs::write(&tmp, data).and_then(|()| fs::rename(&tmp, path));
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// The temporary file a regular file `path` is written through: a hidden
/// name in the same directory, renamed to `path` when complete.
pub fn temporary(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    Ok(path.with_file_name(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    )))
}
