//! Memory left to the process's exit. A command line that exits right
//! after its work gains nothing from freeing that work's large values
//! block by block first: the exit takes the whole address space back at
//! once, while freeing unmaps each block (and, with helper threads, stops
//! the other cores to flush their address caches). clang's driver does the
//! same (`-disable-free`). The command line's entry point says so
//! (`compiler::main`, the assembler's `Options::leave_memory_to_exit`);
//! libraries (the Python bindings, the tests) never do, and [`release`]
//! then drops as usual.

/// Drops `value`, or leaves its memory to the process's exit when the
/// process exits right after its work (`leave_to_exit`). For a run's large
/// values at the end of their use, whose `Drop` only frees memory (no file
/// or thread waits on it).
pub fn release<T>(leave_to_exit: bool, value: T) {
    if leave_to_exit {
        std::mem::forget(value);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn release_drops_unless_memory_is_left_to_exit() {
        let counted = std::rc::Rc::new(());
        super::release(false, counted.clone());
        assert_eq!(std::rc::Rc::strong_count(&counted), 1);
        super::release(true, counted.clone());
        assert_eq!(std::rc::Rc::strong_count(&counted), 2);
    }
}
