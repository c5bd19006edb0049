//! The library every tool of aiec is a command line over, and the Python
//! package binds: typed values, no global state, nothing printed.
//!
//! - [`Source`]: a design's text and the name diagnostics give it.
//! - [`Pipeline`]: the passes a design runs, composed in one place from the
//!   default pipeline (to a stage), the passes given, and the options of
//!   aiec's tools (the deadlock check, aiecc's control-packet overlay and
//!   `-O3` hoisting, ...).
//! - [`Design`]: a module parsed and verified (its warnings kept), run
//!   through pipelines, translated (NPU instruction words, control code,
//!   ...), asked what a host passes it (its devices, tiles, runtime
//!   sequences: [`Sequence`]), and packaged as aiecc packages it
//!   ([`Design::package`] with [`PackageOptions`] to [`Artifacts`]: NPU
//!   instructions, xclbin, ELFs, ...).
//! - [`Simulation`]: the simulator's one driver: an array with the design
//!   whose cores run, kept from run to run (XRT's hardware context), on
//!   which control code runs with host buffers; [`Launch`]: a control-code
//!   ELF run on a new one to an [`Outcome`] (cycles, how it ended, the
//!   deadlock report, the buffers and trace events), as aie-sim runs it.
//! - [`Error`]: the one error type: diagnostics with spans and help, and the
//!   source they index. Command lines render it (plain, fancy, JSON) at
//!   their edge; the Python package hands it to Python.

pub(crate) mod array;
pub mod artifacts;
mod design;
mod error;
mod hwtrace;
mod objects;
mod package;
mod pipeline;
mod query;
mod run;
mod simulate;

pub use design::{
    cdo, control_packet_words, ctrl_elf, from_transaction, le_bytes, npu_words, CtrlFormat, Design,
    DeviceReport, FrontEnd, Translation,
};
pub use error::Error;
pub use hwtrace::read_words as trace_words;
pub use package::{
    sequence_file, Artifacts, ControlCode, ControlPackets, PackageOptions, Products, SequenceWords,
    Snapshot, Taken, XclbinKernel,
};
pub use passes::cdo::{CdoFile, CdoOptions};
pub use passes::npu::binary::Select;
pub use pipeline::{Overlay, Pipeline, Stage};
pub use query::{DeviceOf, Sequence};
pub use run::{Observer, PrintIr};
pub use simulate::{
    Ending, EntryConfig, Launch, Outcome, Ran, Setup, SimOptions, Simulation, Start,
};

use std::sync::Arc;

/// A design's text and the name diagnostics give it (a path, `<stdin>`).
/// The text is held as given: a `String`, or a caller's own buffer (a
/// mapped file) that derefs to it.
pub struct Source {
    name: String,
    text: Box<dyn AsRef<str> + Send + Sync>,
}

impl Source {
    /// The source `name` holding `text`.
    pub fn new(
        name: impl Into<String>,
        text: impl AsRef<str> + Send + Sync + 'static,
    ) -> Arc<Source> {
        Arc::new(Source {
            name: name.into(),
            text: Box::new(text),
        })
    }

    /// The name diagnostics give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        (*self.text).as_ref()
    }
}

/// `source` from byte `base` as the printer and renderers see it.
fn view(source: &Option<(Arc<Source>, usize)>) -> Option<dialect::syntax::Source<'_>> {
    source.as_ref().map(|(s, base)| dialect::syntax::Source {
        file: s.name(),
        text: s.text(),
        base: *base,
    })
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Source({:?}, {} bytes)", self.name, self.text().len())
    }
}

/// Whether any of `diagnostics` is an error.
pub fn has_error(diagnostics: &[dialect::Diagnostic]) -> bool {
    passes::manager::has_error(diagnostics)
}

/// Verifies `ir` (built in memory, or edited): its warnings, or an error
/// with every diagnostic.
pub fn verify(ir: &dialect::Ir) -> Result<Vec<dialect::Diagnostic>, Error> {
    let ds = dialect::verify(ir);
    match has_error(&ds) {
        true => Err(Error::from_diagnostics(ds)),
        false => Ok(ds),
    }
}
