//! What a kernel reaches of the simulated array (`aiesim/io.h`): its core's
//! cascade streams, processor bus and instruction events.
//!
//! Every kernel library aie-sim loads gets its `aiesim_io_table` filled with
//! the callbacks below. A kernel of a library that can stall or stop (one
//! holding `aiesim_blocking_io`: it uses a cascade or the processor bus, or
//! may reach a construct that is not simulated, [`super::unsimulated`])
//! runs on a [`Worker`] thread of the calling core: each access is a
//! [`Request`] the simulator serves on its own thread, in the core's time;
//! an access that must wait (a full or empty cascade, a processor bus not
//! enabled) stalls the core while the simulator runs the rest of the array,
//! and the core's next step goes on with it. A read waits in the callback
//! for its answer; a write or an event does not ([`Request::is_answered`]):
//! the kernel runs on, and its next requests wait in order behind it. A
//! construct that is not simulated ([`Request::Fail`]) ends the run with an
//! error and leaves the kernel in its callback for good. Other kernels run
//! on the simulator's thread; their events are recorded and delivered when
//! they return.

use crate::core::CASCADE_BYTES;
use crate::timing::KernelWork;
use std::cell::RefCell;
use std::ffi::{c_char, c_uint, c_void, CStr};
use std::sync::mpsc::{channel, Receiver, Sender};

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
    /// Whether the kernel waits for the simulator's answer. It does not
    /// after a cascade write, an event or a processor-bus write: the
    /// simulator serves them in order, before the kernel's next request,
    /// and stalls the core there if it must wait (a full cascade); the
    /// kernel's own time is not simulated, and what it writes to its
    /// buffers stays in its blocks until it returns. Each answer is a
    /// switch between the kernel's thread and the simulator's.
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
    /// On a worker: each request answered by the simulator.
    Worker {
        requests: Sender<Request>,
        replies: Receiver<Reply>,
    },
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

/// Sends `req` from the kernel's thread and waits for the answer. A kernel
/// on the simulator's thread cannot wait: its accesses other than events
/// are recorded as failures. A worker whose call was given up (the core was
/// reset or the run ended while the kernel waited) never gets an answer:
/// the thread sleeps for good (foreign code cannot be unwound).
fn ask(req: Request) -> Option<Reply> {
    enum Via {
        Direct(Option<Reply>),
        Worker(Option<Reply>),
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
        Some(Context::Worker { requests, replies }) => {
            let answered = req.is_answered();
            let sent = requests.send(req).ok();
            Via::Worker(sent.and_then(|()| match answered {
                true => replies.recv().ok(),
                false => Some(Reply::Done),
            }))
        }
        None => Via::Elsewhere(req),
    });
    match via {
        Via::Direct(r) | Via::Worker(r @ Some(_)) => r,
        Via::Worker(None) => loop {
            std::thread::park();
        },
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

/// A kernel call for a worker: the entry and its arguments; it returns the
/// work counted.
pub(super) struct Job {
    pub run: Box<dyn FnOnce() -> Option<KernelWork> + Send>,
}

/// The thread one core's stallable kernels run on. Dropped while idle, it
/// ends (its job queue closes); dropped inside a kernel, the thread sleeps
/// for good in its callback ([`ask`]).
pub struct Worker {
    jobs: Sender<Job>,
    requests: Receiver<Request>,
    replies: Sender<Reply>,
}

/// Stack of a worker thread (kernels keep buffers on the stack, as the
/// AIE's stack is theirs).
const WORKER_STACK: usize = 8 << 20;

impl Worker {
    /// A new worker thread, waiting for jobs.
    pub(super) fn spawn() -> Result<Worker, String> {
        let (jobs_tx, jobs_rx) = channel::<Job>();
        let (req_tx, req_rx) = channel();
        let (rep_tx, rep_rx) = channel();
        std::thread::Builder::new()
            .name("aie-sim kernel".into())
            .stack_size(WORKER_STACK)
            .spawn(move || {
                let done = req_tx.clone();
                let mut context = Context::Worker {
                    requests: req_tx,
                    replies: rep_rx,
                };
                for job in jobs_rx {
                    let (work, back) = during(context, job.run);
                    context = back;
                    if done.send(Request::Done(work)).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| format!("cannot start a kernel thread: {e}"))?;
        Ok(Worker {
            jobs: jobs_tx,
            requests: req_rx,
            replies: rep_tx,
        })
    }

    /// Starts `job` on the worker.
    pub(super) fn start(&self, job: Job) -> Result<(), String> {
        self.jobs
            .send(job)
            .map_err(|_| "the kernel thread has stopped".to_string())
    }

    /// The kernel's next request (waits for it).
    pub(super) fn next(&self) -> Result<Request, String> {
        self.requests
            .recv()
            .map_err(|_| "the kernel thread stopped inside a kernel".to_string())
    }

    /// Answers the kernel's request.
    pub(super) fn answer(&self, reply: Reply) -> Result<(), String> {
        self.replies
            .send(reply)
            .map_err(|_| "the kernel thread stopped inside a kernel".to_string())
    }
}

impl std::fmt::Debug for Worker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Worker")
    }
}
