//! Memory left to the process's exit. A command line that exits right
//! after its work gains nothing from freeing that work's large values
//! block by block first: the exit takes the whole address space back at
//! once, while freeing unmaps each block (and, with helper threads, stops
//! the other cores to flush their address caches). clang's driver does the
//! same (`-disable-free`). A command line says so once
//! ([`leave_memory_to_exit`]); libraries (the Python bindings, the tests)
//! never do, and [`release`] then drops as usual.

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether this process exits right after its work.
static LEAVE: AtomicBool = AtomicBool::new(false);

/// Says that this process exits right after its work: from now on,
/// [`release`] leaves values to the exit.
pub fn leave_memory_to_exit() {
    LEAVE.store(true, Ordering::Relaxed);
}

/// Drops `value`, or leaves its memory to the process's exit when the
/// process said it exits right after its work ([`leave_memory_to_exit`]).
/// For a run's large values at the end of their use, whose `Drop` only
/// frees memory (no file or thread waits on it).
pub fn release<T>(value: T) {
    release_as(LEAVE.load(Ordering::Relaxed), value);
}

/// [`release`], leaving the memory to the exit when `leave`.
fn release_as<T>(leave: bool, value: T) {
    if leave {
        std::mem::forget(value);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn release_drops_unless_memory_is_left_to_exit() {
        // The process-wide flag stays unset here: other tests drop.
        let counted = std::rc::Rc::new(());
        super::release(counted.clone());
        super::release_as(false, counted.clone());
        assert_eq!(std::rc::Rc::strong_count(&counted), 1);
        super::release_as(true, counted.clone());
        assert_eq!(std::rc::Rc::strong_count(&counted), 2);
    }
}
