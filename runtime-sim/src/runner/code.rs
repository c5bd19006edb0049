//! A page's jobs ready to run: the typed instructions of the ISA
//! ([`Instr`]) with their symbolic operands loaded, so that the
//! scheduler's inner loop never looks at mnemonics, field names or
//! relocations.

use aie_target::cert::encoding::{EndJob, Instr};
use aie_target::cert::loader::{Job, Page};

/// One instruction of a job: the instruction as the ELF's loader leaves it,
/// or why it cannot run (a symbolic operand the run has no value for).
pub(crate) type Code = Result<Instr, String>;

/// A job compiled: its code and the body offset and mnemonic of each
/// instruction.
#[derive(Clone, Debug)]
pub(crate) struct JobCode {
    pub id: u32,
    pub deferred: bool,
    pub code: Vec<Code>,
    pub at: Vec<usize>,
    pub mnemonics: Vec<&'static str>,
}

/// The value of a relocation symbol, as the ELF's loader gives it: a
/// runtime-sequence argument's (`arg<n>`), `None` for one it has not.
pub(crate) type Symbols<'a> = &'a dyn Fn(&str) -> Option<u32>;

/// Compiles the jobs of `page`, with its symbolic operands' values.
pub(crate) fn compile_page(page: &Page, symbols: Symbols) -> Vec<JobCode> {
    page.jobs
        .iter()
        .map(|j| compile_job(page, j, symbols))
        .collect()
}

fn compile_job(page: &Page, job: &Job, symbols: Symbols) -> JobCode {
    let mut out = JobCode {
        id: job.id,
        deferred: job.deferred,
        code: Vec::with_capacity(job.instrs.len()),
        at: Vec::with_capacity(job.instrs.len()),
        mnemonics: Vec::with_capacity(job.instrs.len()),
    };
    // Skip the START_JOB; the END_JOB is part of the code.
    for (at, instr) in job.instrs.iter().skip(1) {
        let loaded = page.loaded(*at, instr, symbols).map_err(|(field, symbol)| {
            format!(
                "{} operand '{}' is the symbol '{symbol}', whose value the run was not given",
                instr.op().mnemonic,
                field.name
            )
        });
        out.code.push(loaded);
        out.at.push(*at);
        out.mnemonics.push(instr.op().mnemonic);
    }
    if out.code.is_empty() {
        let end = Instr::EndJob(EndJob {});
        out.code.push(Ok(end));
        out.at.push(0);
        out.mnemonics.push(end.op().mnemonic);
    }
    out
}
