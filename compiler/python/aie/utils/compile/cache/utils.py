"""Keys of the compile cache and the lock that serializes compiles of one
cache entry across processes.

:func:`file_lock` holds an exclusive ``flock`` (``msvcrt.locking`` on
Windows) on a lock file. A lock held by another process is waited for on a
helper thread blocked in the kernel, so the wait burns no CPU and ends as
soon as the holder lets go; a waiter that times out never keeps the lock.
"""

import contextlib
import hashlib
import os
import pickle
import threading
import time

if os.name == "nt":
    import msvcrt
else:
    import fcntl

from aie.utils.hostruntime.tensor_class import NpuTensor

# Windows' locking cannot block indefinitely: it waits by retrying this often.
_LOCK_POLL_SECONDS = 0.005


def _cell_val_to_key(val):
    """A stable key for a closure's captured value: its hash when its type
    defines one, else a digest of its pickle, else of its ``__dict__``'s
    pickle, else its ``repr``; tagged with which."""
    hash_method = type(val).__hash__
    if hash_method is not None and hash_method is not object.__hash__:
        try:
            return ("hash", hash(val))
        except Exception:
            pass
    for tag, part in (("pickle", lambda: val), ("pickle_dict", lambda: val.__dict__)):
        try:
            return (tag, hashlib.sha256(pickle.dumps(part())).hexdigest())
        except Exception:
            pass
    return ("repr", repr(val))


def _closure_key(fn):
    """``((name, key), ...)`` of ``fn``'s captured variables (``"<empty>"``
    for a cell not yet set), ``()`` without a closure."""
    if not fn.__closure__:
        return ()
    parts = []
    for name, cell in zip(fn.__code__.co_freevars, fn.__closure__):
        try:
            parts.append((name, _cell_val_to_key(cell.cell_contents)))
        except ValueError:
            parts.append((name, "<empty>"))
    return tuple(parts)


def _callable_hash(fn):
    """The hash of a function by what it does: its code, constants, names,
    file, qualified name, defaults and captured values; other callables
    by ``hash``."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return hash(fn)
    return hash(
        (
            code.co_code,
            code.co_consts,
            code.co_names,
            code.co_filename,
            getattr(code, "co_qualname", code.co_name),
            getattr(fn, "__defaults__", None),
            _closure_key(fn),
        )
    )


def _value_part(value, *, keyword):
    """The signature part of an argument: a tensor by shape and dtype, a
    callable by :func:`_callable_hash`, anything else by type and hash (a
    keyword argument that cannot be hashed by the digest of its pickle)."""
    if isinstance(value, NpuTensor):
        return f"tensor_{value.shape}_{value.dtype}"
    if callable(value):
        return f"function_{_callable_hash(value)}"
    if not keyword:
        return f"{type(value).__name__}_{hash(value)}"
    try:
        digest = hash(value)
    except TypeError:
        digest = hashlib.sha256(pickle.dumps(value)).hexdigest()
    return f"{type(value).__name__}_{digest}"


def _create_function_cache_key(function, args, kwargs, *, extra_key=()):
    """The cache key of calling ``function`` with ``args`` and ``kwargs``:
    ``(name, signature)``, plus ``extra_key`` (the caller's own immutable
    discriminator, kept apart from the keyword names) when not empty."""
    parts = [_value_part(arg, keyword=False) for arg in args]
    parts += [
        f"{key}_{_value_part(value, keyword=True)}"
        for key, value in sorted(kwargs.items())
    ]
    key = (function.__name__, "_".join(parts))
    return (*key, extra_key) if extra_key else key


def _try_acquire_lock(lock_file) -> bool:
    """Takes the lock on ``lock_file`` if it is free; whether it did."""
    try:
        if os.name == "nt":
            lock_file.seek(0)
            msvcrt.locking(lock_file.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(lock_file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False


def _release_lock(lock_file) -> None:
    """Lets go of the lock on ``lock_file`` (errors ignored)."""
    try:
        if os.name == "nt":
            lock_file.seek(0)
            msvcrt.locking(lock_file.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            fcntl.flock(lock_file.fileno(), fcntl.LOCK_UN)
    except OSError:
        pass


def _blocking_acquire(lock_file_path):
    """Opens ``lock_file_path`` and blocks until its lock is ours (POSIX);
    returns the open file."""
    lock_file = open(lock_file_path, "a+")
    try:
        fcntl.flock(lock_file.fileno(), fcntl.LOCK_EX)
    except OSError:
        lock_file.close()
        raise
    return lock_file


class _Waiter:
    """A helper thread blocked on the lock, and the hand-over of what it
    gets: to the caller if it is still waiting, else released at once."""

    def __init__(self, lock_file_path):
        self._path = lock_file_path
        self._guard = threading.Lock()
        self._arrived = threading.Event()
        self._file = None
        self._abandoned = False
        threading.Thread(
            target=self._wait, name="aie-jit-cache-lock", daemon=True
        ).start()

    def _wait(self):
        try:
            lock_file = _blocking_acquire(self._path)
        except OSError:
            return
        with self._guard:
            if not self._abandoned:
                self._file = lock_file
                self._arrived.set()
                return
        _release_lock(lock_file)
        lock_file.close()

    def take(self, timeout_seconds):
        """The locked file, or None after ``timeout_seconds`` (the thread
        then releases the lock should it still get it)."""
        self._arrived.wait(timeout_seconds)
        with self._guard:
            if self._file is None:
                self._abandoned = True
            return self._file


def _wait_for_lock(lock_file_path, timeout_seconds):
    """Waits for the lock on ``lock_file_path`` and returns the locked file;
    ``TimeoutError`` after ``timeout_seconds``."""
    if os.name == "nt":
        deadline = time.monotonic() + timeout_seconds
        lock_file = open(lock_file_path, "a+")
        while not _try_acquire_lock(lock_file):
            if time.monotonic() > deadline:
                lock_file.close()
                lock_file = None
                break
            time.sleep(_LOCK_POLL_SECONDS)
    else:
        lock_file = _Waiter(lock_file_path).take(timeout_seconds)
    if lock_file is None:
        raise TimeoutError(
            f"Could not acquire lock on {lock_file_path} within {timeout_seconds} seconds"
        )
    return lock_file


@contextlib.contextmanager
def file_lock(lock_file_path, timeout_seconds=60):
    """Holds the exclusive lock on ``lock_file_path`` (made, with its
    directories, if missing) for the ``with`` block, waiting at most
    ``timeout_seconds`` for another holder (then ``TimeoutError``). The
    lock is released however the block ends; the file is yielded."""
    os.makedirs(os.path.dirname(os.path.abspath(lock_file_path)), exist_ok=True)
    lock_file = open(lock_file_path, "a+")
    if not _try_acquire_lock(lock_file):
        lock_file.close()
        lock_file = _wait_for_lock(lock_file_path, timeout_seconds)
    try:
        yield lock_file
    finally:
        _release_lock(lock_file)
        lock_file.close()
