//! The errors of XRT's API: the session's error (its diagnostics, with
//! spans, notes and help, and the source they index) and the C++
//! exception XRT throws for it, which the C interface throws with the
//! error's text ([`compiler::session::Error::plain`]) and `pyxrt` raises.

use compiler::session;

/// An error of XRT's API.
#[derive(Clone, Debug)]
pub struct Error {
    /// The C++ exception it is thrown as.
    pub kind: Kind,
    /// What went wrong.
    pub error: session::Error,
}

/// The C++ exception an [`Error`] is thrown as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `std::runtime_error`.
    Runtime,
    /// `std::out_of_range`: an index past a kernel's arguments (the
    /// range check of XRT's argument vector).
    OutOfRange,
}

/// A result of XRT's API.
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// `message`, thrown as `std::out_of_range`.
    pub fn out_of_range(message: String) -> Error {
        Error {
            kind: Kind::OutOfRange,
            error: session::Error::message(message),
        }
    }

    /// The exception's text.
    pub fn text(&self) -> String {
        self.error.plain()
    }
}

impl From<session::Error> for Error {
    fn from(error: session::Error) -> Error {
        Error {
            kind: Kind::Runtime,
            error,
        }
    }
}

impl From<String> for Error {
    /// A message of XRT's (or aie-sim's) own, thrown as
    /// `std::runtime_error`.
    fn from(message: String) -> Error {
        session::Error::message(message).into()
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Error {
        Error::from(message.to_string())
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}
