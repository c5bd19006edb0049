//! Reading input files with a bound: every file aiec and aie-sim read (a
//! design, an ELF, asm and its includes and pad files, JSON) holds at most
//! [`MAX_INPUT`] bytes, so that a stream (a pipe, `/dev/zero`) is an error
//! once that much is read, not a read until memory runs out.

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
}
