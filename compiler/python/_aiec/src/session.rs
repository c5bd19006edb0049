//! The compiler's session for the Python layer, in typed calls: a design
//! packaged as aiecc packages it ([`package`]: `@iron.jit` and
//! `compile_mlir_module`), a control-code ELF simulated ([`simulate`]), a
//! design's runtime sequences with their arguments and trace buffers
//! ([`sequences`]), its devices with their geometry ([`devices`]) and tiles
//! ([`tiles`]), a hardware trace decoded ([`decode_trace`]); the device
//! table's NPU generations ([`npus`]) and the prefix of aie-sim's kernel
//! compilers ([`peano_prefix`]). A design aiec refuses raises `AiecError`
//! with its diagnostics.

use crate::diag;
use compiler::session::{self, Design, Error, Launch, SimOptions, Source};
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use runtime_sim::bus::{HostMemory, Region};
use std::path::PathBuf;

/// `e` raised as `AiecError`: its text as aiec prints it (each diagnostic
/// at file:line:col with its source line, help and notes) and its
/// diagnostics.
fn raised(py: Python<'_>, e: &Error) -> PyErr {
    diag::error(py, &e.plain(), e.diagnostics())
}

/// What [`package`] made: the files aiecc writes, as bytes, and what a
/// host program needs to run the design.
#[pyclass(module = "aie._aiec", frozen, get_all)]
pub struct Artifacts {
    /// Per runtime sequence: `(device, sequence, instruction words)`, the
    /// words little-endian as `insts.bin` holds them.
    insts: Vec<(String, String, Py<PyBytes>)>,
    /// Per device: `(device, xclbin)`.
    xclbins: Vec<(String, Py<PyBytes>)>,
    /// Per device: `(device, PDI image)`, the image its xclbin carries.
    pdis: Vec<(String, Py<PyBytes>)>,
    /// The control-code ELF, if asked for.
    elf: Option<Py<PyBytes>>,
    /// The full ELF, if asked for.
    full_elf: Option<Py<PyBytes>>,
    /// The stages of the design asked for: `(name, text)`.
    snapshots: Vec<(String, String)>,
    /// The design's runtime sequences, lowered to NPU ops.
    sequences: Vec<Sequence>,
}

/// A runtime sequence: what a host passes it and where its trace lands.
#[pyclass(module = "aie._aiec", frozen, get_all)]
#[derive(Clone)]
pub struct Sequence {
    /// The `sym_name` of its device.
    device: String,
    /// Its `sym_name`.
    name: String,
    /// Its arguments: `(bytes, element type, scalar, elements)`, the
    /// elements of a statically shaped buffer (else `None`).
    args: Vec<(u64, String, bool, Option<u64>)>,
    /// `(argument index, offset, size, dedicated)` of its trace buffer.
    trace_buffer: Option<(u32, u64, u64, bool)>,
    /// `(device, sequence, offset, size)` of each part of the trace buffer
    /// a traced sequence writes, in buffer order.
    trace_slices: Vec<(String, String, u64, u64)>,
    /// Whether another sequence runs it (`aiex.run`): not a host's entry.
    called: bool,
}

impl From<session::Sequence> for Sequence {
    fn from(s: session::Sequence) -> Sequence {
        Sequence {
            args: s
                .args
                .into_iter()
                .zip(s.elements)
                .map(|(a, n)| (a.size, a.element_type, a.scalar, n))
                .collect(),
            trace_buffer: s
                .trace
                .map(|t| (t.arg_index, t.offset, t.size, t.dedicated)),
            trace_slices: s
                .trace_slices
                .into_iter()
                .map(|t| (t.device, t.sequence, t.offset, t.size))
                .collect(),
            called: s.called,
            device: s.device,
            name: s.name,
        }
    }
}

/// The design `text` (named `name` in diagnostics) packaged as aiecc
/// packages it: the products asked for, the stages of the design named in
/// `snapshots` (aiecc's `--get=<name>` stages), with the options the
/// user's aiecc flags `aiecc_flags` give (its option table read in Rust:
/// no command line is built here); its kernel objects are found beside
/// `design_path`. A failure raises `AiecError` whose diagnostics' spans
/// are `(file, line, column)` in the design's text.
#[pyfunction]
#[pyo3(signature = (
    text, name, design_path, *, aiecc_flags=Vec::new(), npu_insts=false, xclbin=false,
    elf=false, full_elf=false, pdi=false, snapshots=Vec::new(), fold_ddr_addr_offset=true,
))]
#[allow(clippy::too_many_arguments)]
fn package(
    py: Python<'_>,
    text: String,
    name: String,
    design_path: PathBuf,
    aiecc_flags: Vec<String>,
    npu_insts: bool,
    xclbin: bool,
    elf: bool,
    full_elf: bool,
    pdi: bool,
    snapshots: Vec<String>,
    fold_ddr_addr_offset: bool,
) -> PyResult<Artifacts> {
    let mut options = compiler::aiecc::package_flags(&aiecc_flags, &design_path)
        .map_err(|e| diag::located(py, &e))?;
    let p = &mut options.products;
    p.npu_insts |= npu_insts;
    p.xclbin |= xclbin;
    p.elf |= elf;
    p.full_elf |= full_elf;
    p.pdi |= pdi;
    options.fold_ddr_addr_offset &= fold_ddr_addr_offset;
    for wanted in &snapshots {
        let snapshot = compiler::aiecc::snapshot(wanted).ok_or_else(|| {
            diag::value_error(format!("no stage of the design is named '{wanted}'"))
        })?;
        options.snapshots.push(snapshot);
    }
    let made = py.detach(|| Design::parse(Source::new(name, text))?.package(&options));
    let made = made.map_err(|e| diag::located(py, &e))?;
    let bytes = |b: &[u8]| PyBytes::new(py, b).unbind();
    Ok(Artifacts {
        insts: made
            .insts
            .iter()
            .map(|s| {
                let words = session::le_bytes(&s.words);
                (s.device.clone(), s.sequence.clone(), bytes(&words))
            })
            .collect(),
        xclbins: made
            .xclbins
            .iter()
            .map(|(d, x)| (d.clone(), bytes(&x.write())))
            .collect(),
        pdis: made
            .pdis
            .iter()
            .map(|(d, image)| (d.clone(), bytes(image)))
            .collect(),
        elf: made
            .control_code
            .as_ref()
            .and_then(|c| c.elf.as_deref())
            .map(bytes),
        full_elf: made
            .control_code
            .as_ref()
            .and_then(|c| c.full_elf.as_deref())
            .map(bytes),
        snapshots: made
            .snapshots
            .into_iter()
            .map(|(i, text)| (options.snapshots[i].name.clone(), text))
            .collect(),
        sequences: made.sequences.into_iter().map(Sequence::from).collect(),
    })
}

/// The runtime sequences of the design `text` (read as aiec prints it,
/// not verified: a design whose trace is lowered), in order.
#[pyfunction]
fn sequences(py: Python<'_>, text: String, name: String) -> PyResult<Vec<Sequence>> {
    let design = Design::read_unverified(Source::new(name, text)).map_err(|e| raised(py, &e))?;
    Ok(design.sequences().into_iter().map(Sequence::from).collect())
}

/// The devices of the design `text` (read as aiec prints it, not
/// verified), in order: `(sym_name, device, columns, rows)`, the device's
/// geometry from the device table.
#[pyfunction]
fn devices(
    py: Python<'_>,
    text: String,
    name: String,
) -> PyResult<Vec<(String, &'static str, u32, u32)>> {
    let design = Design::read_unverified(Source::new(name, text)).map_err(|e| raised(py, &e))?;
    Ok(design
        .devices()
        .iter()
        .map(|d| {
            (
                d.name.to_string(),
                d.model.name,
                d.model.columns,
                d.model.rows,
            )
        })
        .collect())
}

/// The tiles of device `device` (its `sym_name`; `None`: the first) of the
/// design `text` (read as aiec prints it, not verified), as `(column,
/// row)`, in order.
#[pyfunction]
#[pyo3(signature = (text, name, device=None))]
fn tiles(
    py: Python<'_>,
    text: String,
    name: String,
    device: Option<&str>,
) -> PyResult<Vec<(i64, i64)>> {
    let design = Design::read_unverified(Source::new(name, text)).map_err(|e| raised(py, &e))?;
    Ok(design.tiles(device))
}

/// The Chrome trace events (as JSON) of the trace buffer `words` the
/// design `text` (its trace lowered) wrote; `colshift`: the columns it ran
/// shifted by (default: found from the words); the warnings of the
/// decoding.
#[pyfunction]
#[pyo3(signature = (text, name, words, colshift=None))]
fn decode_trace(
    py: Python<'_>,
    text: String,
    name: String,
    words: Vec<u32>,
    colshift: Option<i64>,
) -> PyResult<(String, Vec<String>)> {
    let design = Design::read_unverified(Source::new(name, text)).map_err(|e| raised(py, &e))?;
    let mut warnings = Vec::new();
    let events = design.decode_trace(&words, colshift, &mut |w| warnings.push(w));
    let json = serde_json::to_string(&events).expect("JSON values print");
    Ok((json, warnings))
}

/// What [`simulate`] returns: `(verdict, cycles, the buffers as the run
/// left them, the report of a run that did not finish)`.
type Simulated = (String, u64, Vec<Option<Py<PyBytes>>>, Option<String>);

/// The control-code ELF `elf` (named `name`) run on a new simulated array,
/// the cores of the design `cores` (its MLIR text, lowered) running, with
/// `buffers` as its runtime sequence's arguments (`None`: zeros of the
/// size its note declares): `(verdict, cycles, buffers as the run left
/// them, the report of a run that did not finish)`.
#[pyfunction]
#[pyo3(signature = (elf, name, buffers, cores=None, max_cycles=None))]
fn simulate(
    py: Python<'_>,
    elf: &[u8],
    name: String,
    buffers: Vec<Option<Vec<u8>>>,
    cores: Option<String>,
    max_cycles: Option<u64>,
) -> PyResult<Simulated> {
    let ran = py.detach(|| -> Result<_, Error> {
        let ctrl = aie_target::cert::elf::read(elf)
            .map_err(|e| Error::message(format!("'{name}': {e}")))?;
        let design = cores
            .map(|text| Design::parse(Source::new(name.clone(), text)))
            .transpose()?;
        let launch = Launch::new(&name, ctrl, design.as_ref(), &[])?;
        let declared = launch.note().map_or(0, |n| n.args.len());
        let mut host = HostMemory::default();
        for i in 0..buffers.len().max(declared) {
            let given = buffers.get(i).cloned().flatten();
            let size = launch.note().and_then(|n| n.args.get(i)).map(|a| a.size);
            match (given, size) {
                (Some(bytes), _) => host.add_arg(i, Region::from(bytes)),
                (None, Some(size)) => host.add_arg(i, Region::from(vec![0; size as usize])),
                (None, None) => {}
            }
        }
        let mut options = SimOptions::default();
        if let Some(limit) = max_cycles {
            options.max_cycles = limit;
        }
        let outcome = launch.run(host, &options, None)?;
        let back: Vec<Option<Vec<u8>>> = (0..buffers.len().max(declared))
            .map(|i| outcome.host.arg(i).map(<[u8]>::to_vec))
            .collect();
        Ok((outcome.verdict(), outcome.cycles, back, outcome.report()))
    });
    let (verdict, cycles, back, report) = ran.map_err(|e| raised(py, &e))?;
    let back = back
        .into_iter()
        .map(|b| b.map(|b| PyBytes::new(py, &b).unbind()))
        .collect();
    Ok((verdict.to_string(), cycles, back, report))
}

/// An NPU generation of the device table: `(generation, xrt_name,
/// models, clock_hz)` (`aie_target::device::NPUS`).
#[pyfunction]
fn npus() -> Vec<(&'static str, &'static str, Vec<&'static str>, u64)> {
    aie_target::device::NPUS
        .iter()
        .map(|n| (n.generation, n.xrt_name, n.models.to_vec(), n.clock_hz))
        .collect()
}

/// The prefix of aie-sim's kernel compilers (`aie-sim --peano-prefix`),
/// made beside the aie-sim `program` (its links resolved) and linking to
/// it (`None`: this process's executable).
#[pyfunction]
#[pyo3(signature = (program=None))]
fn peano_prefix(program: Option<PathBuf>) -> PyResult<PathBuf> {
    let install = compiler::host::prefix::Install {
        program: program.map(|p| p.canonicalize().unwrap_or(p)),
        ..Default::default()
    };
    compiler::host::prefix::peano(Some(&install)).map_err(pyo3::exceptions::PyRuntimeError::new_err)
}

/// Adds the session's calls to module `m`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Artifacts>()?;
    m.add_class::<Sequence>()?;
    m.add_function(wrap_pyfunction!(package, m)?)?;
    m.add_function(wrap_pyfunction!(sequences, m)?)?;
    m.add_function(wrap_pyfunction!(devices, m)?)?;
    m.add_function(wrap_pyfunction!(tiles, m)?)?;
    m.add_function(wrap_pyfunction!(decode_trace, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(npus, m)?)?;
    m.add_function(wrap_pyfunction!(peano_prefix, m)?)?;
    Ok(())
}
