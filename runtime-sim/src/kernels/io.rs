//! What a kernel reaches of the simulated array (`aiesim/io.h`): its core's
//! cascade streams, processor bus and instruction events.
//!
//! Every kernel library aie-sim loads gets its `aiesim_io_table` filled with
//! the callbacks below. A kernel of a library that can stall or stop (one
//! holding `aiesim_blocking_io`: it uses a cascade or the processor bus, or
//! may reach a construct that is not simulated, [`super::unsimulated`])
//! runs as a coroutine of its core, a [`Worker`], on the simulator's own
//! thread: each access is a [`Request`] the coroutine suspends with, and the
//! simulator serves it in the core's time; an access that must wait (a full
//! or empty cascade, a processor bus not enabled) stalls the core while the
//! simulator runs the rest of the array, and the core's next step resumes
//! the kernel with the answer. A construct that is not simulated
//! ([`Request::Fail`]) ends the run with an error and leaves the kernel
//! suspended for good. Other kernels run on the simulator's thread as plain
//! calls; their events are recorded and delivered when they return.

use crate::core::CASCADE_BYTES;
use crate::timing::KernelWork;
use corosensei::stack::DefaultStack;
use corosensei::{Coroutine, CoroutineResult, Yielder};
use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_uint, c_void, CStr};
use std::rc::Rc;

/// Version of the table layout (`AIESIM_IO_VERSION`), which a library's
/// table holds until it is filled.
pub(super) const IO_VERSION: c_uint = 3;

/// The symbol of the table in a kernel library.
pub(super) const TABLE_SYMBOL: &str = "aiesim_io_table";
/// The symbol a library holds when its kernels may stall.
pub(super) const BLOCKING_SYMBOL: &str = "aiesim_blocking_io";

/// `struct aiesim_io` of `aiesim/io.h`.
#[repr(C)]
pub(super) struct IoTable {
    pub(super) version: c_uint,
    cascade_put: unsafe extern "C" fn(*const c_void),
    cascade_get: unsafe extern "C" fn(*mut c_void),
    bus_read: extern "C" fn(c_uint) -> c_uint,
    bus_write: extern "C" fn(c_uint, c_uint),
    event: unsafe extern "C" fn(c_uint, *const u64),
    fail: unsafe extern "C" fn(*const c_char),
    cycles: extern "C" fn() -> u64,
}

/// The table aie-sim gives every kernel library.
pub(super) const TABLE: IoTable = IoTable {
    version: IO_VERSION,
    cascade_put,
    cascade_get,
    bus_read,
    bus_write,
    event,
    fail,
    cycles,
};

/// An access a kernel makes of its core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Request {
    /// A word to the output cascade.
    CascadePut(Box<[u8; CASCADE_BYTES]>),
    /// A word from the input cascade.
    CascadeGet,
    /// A processor-bus read of a core address.
    BusRead(u32),
    /// A processor-bus write of a core address.
    BusWrite(u32, u32),
    /// Instruction event 0 or 1, with the work counted before it.
    Event(u32, KernelWork),
    /// The core's cycle count.
    Cycles,
    /// A construct that is not simulated: the run stops with the message.
    Fail(String),
    /// The kernel returned, with the work its AIE API operations did.
    Done(Option<KernelWork>),
}

impl Request {
    /// Whether the kernel needs the simulator's answer. It does not after a
    /// cascade write, an event or a processor-bus write: the simulator
    /// resumes it at once unless the core must wait (a full cascade).
    pub(super) fn is_answered(&self) -> bool {
        !matches!(
            self,
            Request::CascadePut(_) | Request::Event(..) | Request::BusWrite(..)
        )
    }
}

/// The simulator's answer to a [`Request`].
#[derive(Debug)]
pub(super) enum Reply {
    /// Done; nothing to return.
    Done,
    /// The cascade word read.
    Word(Box<[u8; CASCADE_BYTES]>),
    /// The processor-bus word read.
    Value(u32),
    /// The core's cycle count.
    Cycles(u64),
}

/// Where a kernel's accesses go: the context the simulator hands to each
/// call of a kernel ([`during`]).
enum Context {
    /// On the simulator's thread: events and failures recorded, and the
    /// core's cycle at the call.
    Direct(Vec<Request>, u64),
    /// In a worker's coroutine: each request suspends it.
    Worker(Rc<Suspend>),
}

thread_local! {
    /// The context of the kernel call in progress on this thread, for the
    /// callbacks of the table (C functions that take no context of their
    /// own): set by [`during`] for the call alone.
    static CALL: RefCell<Option<Context>> = const { RefCell::new(None) };
}

/// Runs `call` with `context` as its kernel's context; the call's result,
/// and the context given back.
fn during<T>(context: Context, call: impl FnOnce() -> T) -> (T, Context) {
    let outer = CALL.with(|c| c.replace(Some(context)));
    let out = call();
    let context = CALL.with(|c| c.replace(outer));
    (out, context.expect("set for the call"))
}

/// Where a worker's kernel suspends: its coroutine's yielder, set when the
/// coroutine starts (it lives on the coroutine's stack).
#[derive(Default)]
struct Suspend {
    yielder: Cell<Option<*const Yielder<Reply, Request>>>,
}

/// Sends `req` from the kernel and waits for the answer. A kernel on the
/// simulator's thread as a plain call cannot wait: its accesses other than
/// events are recorded as failures.
fn ask(req: Request) -> Option<Reply> {
    enum Via {
        Direct(Option<Reply>),
        Worker(Rc<Suspend>, Request),
        Elsewhere(Request),
    }
    let via = CALL.with(|c| match &mut *c.borrow_mut() {
        Some(Context::Direct(_, cycle)) if req == Request::Cycles => {
            Via::Direct(Some(Reply::Cycles(*cycle)))
        }
        Some(Context::Direct(log, _)) => {
            log.push(match req {
                Request::Event(..) | Request::Fail(_) => req,
                r => Request::Fail(format!(
                    "{} from a kernel whose library does not hold {BLOCKING_SYMBOL} (include aiesim/io.hpp for cascades and the processor bus)",
                    describe(&r)
                )),
            });
            Via::Direct(None)
        }
        Some(Context::Worker(suspend)) => Via::Worker(suspend.clone(), req),
        None => Via::Elsewhere(req),
    });
    match via {
        Via::Direct(r) => r,
        Via::Worker(suspend, req) => {
            let yielder = suspend.yielder.get().expect("set as the coroutine starts");
            // SAFETY: the yielder lives on this coroutine's stack, below
            // this frame, for as long as the coroutine runs.
            Some(unsafe { &*yielder }.suspend(req))
        }
        Via::Elsewhere(r) => {
            eprintln!(
                "aie-sim kernel: {} from a thread aie-sim did not start; only the kernel's own thread reaches its core",
                describe(&r)
            );
            std::process::abort()
        }
    }
}

/// A request in words (for reports).
pub(super) fn describe(req: &Request) -> String {
    match req {
        Request::CascadePut(_) => "a cascade write".into(),
        Request::CascadeGet => "a cascade read".into(),
        Request::BusRead(a) => format!("a processor-bus read of 0x{a:x}"),
        Request::BusWrite(a, _) => format!("a processor-bus write of 0x{a:x}"),
        Request::Event(n, _) => format!("event{n}()"),
        Request::Cycles => "a cycle count".into(),
        Request::Fail(m) => m.clone(),
        Request::Done(_) => "the kernel's return".into(),
    }
}

unsafe extern "C" fn cascade_put(word: *const c_void) {
    let mut w = Box::new([0u8; CASCADE_BYTES]);
    // SAFETY: io.hpp passes a 64-byte word.
    unsafe { std::ptr::copy_nonoverlapping(word.cast::<u8>(), w.as_mut_ptr(), CASCADE_BYTES) };
    ask(Request::CascadePut(w));
}

unsafe extern "C" fn cascade_get(word: *mut c_void) {
    let w = match ask(Request::CascadeGet) {
        Some(Reply::Word(w)) => w,
        _ => Box::new([0; CASCADE_BYTES]),
    };
    // SAFETY: io.hpp passes room for a 64-byte word.
    unsafe { std::ptr::copy_nonoverlapping(w.as_ptr(), word.cast::<u8>(), CASCADE_BYTES) };
}

extern "C" fn bus_read(address: c_uint) -> c_uint {
    match ask(Request::BusRead(address)) {
        Some(Reply::Value(v)) => v,
        _ => 0,
    }
}

extern "C" fn bus_write(address: c_uint, value: c_uint) {
    ask(Request::BusWrite(address, value));
}

unsafe extern "C" fn event(n: c_uint, work: *const u64) {
    let work = if work.is_null() {
        KernelWork::default()
    } else {
        // SAFETY: io.h passes the six counters of aiesim/work.hpp.
        KernelWork::from_counters(unsafe { &*work.cast::<[u64; 6]>() })
    };
    ask(Request::Event(n, work));
}

extern "C" fn cycles() -> u64 {
    match ask(Request::Cycles) {
        Some(Reply::Cycles(c)) => c,
        _ => 0,
    }
}

unsafe extern "C" fn fail(what: *const c_char) {
    let what = if what.is_null() {
        "a construct that is not simulated".to_string()
    } else {
        // SAFETY: io.hpp passes a NUL-terminated string.
        unsafe { CStr::from_ptr(what) }
            .to_string_lossy()
            .into_owned()
    };
    ask(Request::Fail(what));
}

/// Runs `call` on this (the simulator's) thread for a core at `cycle`,
/// returning what the kernel recorded (events, failures) in order.
pub(super) fn direct(cycle: u64, call: impl FnOnce()) -> Vec<Request> {
    match during(Context::Direct(Vec::new(), cycle), call) {
        ((), Context::Direct(log, _)) => log,
        _ => Vec::new(),
    }
}

/// A kernel call for a worker: the entry and its arguments, returning the
/// work counted; and its library's `aiesim_swap_state`, where it has one.
pub(super) struct Job {
    pub run: Box<dyn FnOnce() -> Option<KernelWork>>,
    pub swap_state: Option<super::SwapState>,
}

/// A core's kernel that may stall, as a coroutine on the simulator's
/// thread: started with a [`Job`], resumed by [`Worker::next`] until it
/// returns. Its kernel state (the AIE API work counted, the rounding and
/// saturation modes: thread-local in the kernel library) is its own, given
/// to the thread while it runs. Dropped inside a kernel (the call was given
/// up: the core was reset or the run ended), its stack is let go without
/// unwinding (foreign code cannot be unwound).
#[derive(Default)]
pub struct Worker {
    run: Option<Running>,
}

/// A started kernel: its coroutine, where it suspends, its state while it
/// is suspended, the answer it gets when resumed (`None`: it waits for
/// one) and the thread it runs on.
struct Running {
    coroutine: Coroutine<Reply, Request, Option<KernelWork>, DefaultStack>,
    suspend: Rc<Suspend>,
    swap_state: Option<super::SwapState>,
    state: [u64; 8],
    answer: Option<Reply>,
    thread: std::thread::ThreadId,
}

// SAFETY: a worker's coroutine is resumed only on the thread it started on
// (`Worker::next` checks); between kernel calls the worker holds nothing.
unsafe impl Send for Worker {}

/// Stack of a kernel's coroutine (kernels keep buffers on the stack, as the
/// AIE's stack is theirs).
const WORKER_STACK: usize = 8 << 20;

impl Worker {
    /// Starts `job` (it runs at the first [`Worker::next`]).
    pub(super) fn start(&mut self, job: Job) -> Result<(), String> {
        let stack = DefaultStack::new(WORKER_STACK)
            .map_err(|e| format!("cannot make a kernel's stack: {e}"))?;
        let suspend = Rc::new(Suspend::default());
        let at = suspend.clone();
        let run = job.run;
        let coroutine =
            Coroutine::with_stack(stack, move |yielder: &Yielder<Reply, Request>, _| {
                at.yielder.set(Some(yielder as *const _));
                run()
            });
        self.run = Some(Running {
            coroutine,
            suspend,
            swap_state: job.swap_state,
            state: [0; 8],
            answer: Some(Reply::Done),
            thread: std::thread::current().id(),
        });
        Ok(())
    }

    /// Resumes the kernel with its answer: its next request, or
    /// [`Request::Done`] when it returns.
    pub(super) fn next(&mut self) -> Result<Request, String> {
        let Some(r) = self.run.as_mut() else {
            return Err("no kernel call in progress".into());
        };
        if r.thread != std::thread::current().id() {
            return Err("the kernel was suspended on another thread".into());
        }
        let answer = r
            .answer
            .take()
            .ok_or("the kernel's request was not answered")?;
        let outer = CALL.with(|c| c.replace(Some(Context::Worker(r.suspend.clone()))));
        r.swap();
        let out = r.coroutine.resume(answer);
        r.swap();
        CALL.with(|c| c.replace(outer));
        Ok(match out {
            CoroutineResult::Yield(req) => {
                r.answer = (!req.is_answered()).then_some(Reply::Done);
                req
            }
            CoroutineResult::Return(work) => {
                self.run = None;
                Request::Done(work)
            }
        })
    }

    /// Answers the kernel's request (it gets it when resumed).
    pub(super) fn answer(&mut self, reply: Reply) -> Result<(), String> {
        match self.run.as_mut() {
            Some(r) => {
                r.answer = Some(reply);
                Ok(())
            }
            None => Err("no kernel call in progress".into()),
        }
    }
}

impl Running {
    /// Exchanges the thread's kernel state with the coroutine's.
    fn swap(&mut self) {
        if let Some(swap) = self.swap_state {
            // SAFETY: `aiesim_swap_state` of aiesim/base.hpp exchanges
            // eight words.
            unsafe { swap(self.state.as_mut_ptr()) };
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if self.coroutine.started() && !self.coroutine.done() {
            // SAFETY: the suspended kernel is given up; what its stack
            // holds (foreign frames, the call's closure) is let go without
            // running, as a thread that never returns would keep it.
            unsafe { self.coroutine.force_reset() };
        }
    }
}

impl std::fmt::Debug for Worker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Worker")
    }
}
