//! Upstream MLIR through melior (cargo feature `mlir`; docs/mlir-interop.md).
//! aiec's generic-form text (`--mlir-print-op-generic`) is parsed by an
//! upstream context with every upstream dialect and pass registered and
//! unregistered dialects (`aie`, `aiex`) allowed; it is verified there, or run
//! through an upstream pass pipeline and printed back in generic form for
//! aiec to parse again.

use aie_target::diag::Span;
use dialect::{Diagnostic, Ir, Severity};
use melior::{
    dialect::DialectRegistry,
    ir::{operation::OperationPrintingFlags, Module},
    pass::PassManager,
    utility::{parse_pass_pipeline, register_all_dialects, register_all_passes},
    Context,
};
use std::{cell::RefCell, rc::Rc};

/// Where aiec's reader looks for ops it can read back.
const READ_BACK_HELP: &str =
    "aiec reads back only the ops of its op table (docs/dialect.md): choose upstream passes that lower to them";

/// An upstream MLIR context that collects its diagnostics as text.
struct Upstream {
    context: Context,
    messages: Rc<RefCell<Vec<String>>>,
}

impl Upstream {
    fn new() -> Upstream {
        let registry = DialectRegistry::new();
        register_all_dialects(&registry);
        register_all_passes();
        let context = Context::new();
        context.append_dialect_registry(&registry);
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        context.enable_multi_threading(false);
        let messages = Rc::new(RefCell::new(Vec::new()));
        let sink = Rc::clone(&messages);
        context.attach_diagnostic_handler(move |d| {
            sink.borrow_mut().push(format!("{}: {d}", d.location()));
            true
        });
        Upstream { context, messages }
    }

    /// The diagnostics so far, or `fallback` if upstream reported none.
    fn failure(&self, fallback: impl Into<String>) -> Vec<String> {
        let mut messages = self.messages.take();
        if messages.is_empty() {
            messages.push(fallback.into());
        }
        messages
    }

    /// Parses and verifies `text`.
    fn parse(&self, text: &str) -> Result<Module<'_>, Vec<String>> {
        let module = Module::parse(&self.context, text)
            .ok_or_else(|| self.failure("upstream MLIR could not parse the module"))?;
        if !module.as_operation().verify() {
            return Err(self.failure("the module does not verify in upstream MLIR"));
        }
        Ok(module)
    }
}

/// Parses `generic` (aiec's generic-form output) in upstream MLIR and
/// verifies it; the error holds upstream's diagnostics.
pub fn verify(generic: &str) -> Result<(), Vec<String>> {
    Upstream::new().parse(generic).map(drop)
}

/// Runs the upstream `pipeline` on `generic` (aiec's generic-form output) and
/// returns the result in upstream's generic form. A pipeline not anchored on
/// `builtin.module` is nested in it.
pub fn run_pipeline(generic: &str, pipeline: &str) -> Result<String, Vec<String>> {
    let upstream = Upstream::new();
    let mut module = upstream.parse(generic)?;
    let manager = PassManager::new(&upstream.context);
    let anchored = if pipeline.trim_start().starts_with("builtin.module(") {
        pipeline.to_string()
    } else {
        format!("builtin.module({pipeline})")
    };
    parse_pass_pipeline(manager.as_operation_pass_manager(), &anchored)
        .map_err(|e| upstream.failure(e.to_string()))?;
    manager
        .run(&mut module)
        .map_err(|_| upstream.failure("the upstream pipeline failed"))?;
    module
        .as_operation()
        .to_string_with_flags(OperationPrintingFlags::new().print_generic_operation_form())
        .map_err(|e| upstream.failure(e.to_string()))
}

/// `--upstream-pipeline`: `ir` printed in generic form, run through the
/// upstream `pipeline`, parsed and verified by aiec again. Failures are
/// whole-input errors whose notes carry upstream's (or aiec's reader's)
/// diagnostics.
pub(crate) fn round_trip(ir: &Ir, pipeline: &str) -> Result<Ir, Vec<Diagnostic>> {
    let style = dialect::syntax::Style {
        generic: true,
        ..Default::default()
    };
    let generic = dialect::syntax::print_styled(ir, ir.top, style);
    let text = run_pipeline(&generic, pipeline).map_err(|messages| {
        vec![whole_input_error(
            format!("upstream pipeline '{pipeline}' failed"),
            messages,
            "check the pipeline with `mlir-opt-19 --allow-unregistered-dialect` on aiec's --mlir-print-op-generic output",
        )]
    })?;
    let read_back = |diagnostics: Vec<Diagnostic>| {
        let rendered = diagnostics
            .iter()
            .map(|d| dialect::diag::render_plain("<upstream output>", &text, 0, d))
            .collect();
        vec![whole_input_error(
            format!("aiec cannot read back the output of upstream pipeline '{pipeline}'"),
            rendered,
            READ_BACK_HELP,
        )]
    };
    let mut ir = crate::compile::design(&text, None, &[], &mut crate::compile::verified_each)
        .map_err(read_back)?
        .ir;
    forget_spans(&mut ir);
    Ok(ir)
}

/// Empties the spans of `ir`, which index upstream's output, not the input
/// file; later diagnostics then name ops without a source line.
fn forget_spans(ir: &mut Ir) {
    let ops: Vec<_> = ir.op_ids().collect();
    for op in ops {
        ir[op].span = Span::default();
    }
    let regions: Vec<_> = ir.region_ids().collect();
    for r in regions {
        for b in ir[r].blocks.clone() {
            ir[b].span = Span::default();
        }
    }
}

/// An error about the whole input with `notes` and a help line.
fn whole_input_error(message: String, notes: Vec<String>, help: &str) -> Diagnostic {
    let mut d = Diagnostic {
        severity: Severity::Error,
        span: None,
        op: None,
        message,
        notes: Vec::new(),
        help: Some(help.to_string()),
    };
    for note in notes {
        d = d.with_note(None, note.trim_end().to_string());
    }
    d
}
