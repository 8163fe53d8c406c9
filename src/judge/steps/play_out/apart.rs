//! The thread that plays ahead (`ahead.rs`) kept off the core of the judgement it plays
//! beside. Woken for a reading after the engine sat idle (a GTP client's command), the thread
//! was often put on the core the judgement runs on, and both shared it for several
//! milliseconds before the scheduler moved one: the two threads' playouts then took as long
//! as one thread's. Each reading's job now first leaves the judgement's core out of the
//! thread's own cores (the cores it was allowed when it began, less that one), so the two run
//! side by side from the first playout. The answers cannot change: which thread plays a
//! playout never does (`ahead.rs`). Measured in `docs/performance.md` (eighty-sixth entry).
//! Only on Linux; elsewhere, and where no other core is allowed, the thread goes where the
//! scheduler puts it.

/// The core the calling thread runs on now, where the system tells it.
pub(super) fn current_core() -> Option<usize> {
    imp::current_core()
}

/// Keeps the calling thread off `core`: it may run on the cores it was allowed at its first
/// call, less that one (unchanged when `core` is unknown, is the one it was last kept off, or
/// is the only one it has).
pub(super) fn keep_off(core: Option<usize>) {
    if let Some(core) = core {
        imp::keep_off(core);
    }
}

#[cfg(target_os = "linux")]
mod imp {
    use std::cell::Cell;
    use std::mem::{size_of, zeroed};

    thread_local! {
        /// The cores this thread was allowed at its first call to [`keep_off`].
        static ALLOWED: Cell<Option<libc::cpu_set_t>> = const { Cell::new(None) };
        /// The core it was last kept off.
        static KEPT_OFF: Cell<Option<usize>> = const { Cell::new(None) };
    }

    pub(super) fn current_core() -> Option<usize> {
        // SAFETY: no arguments; it returns -1 where the core cannot be told
        let core = unsafe { libc::sched_getcpu() };
        usize::try_from(core).ok()
    }

    pub(super) fn keep_off(core: usize) {
        if KEPT_OFF.with(Cell::get) == Some(core) || core >= libc::CPU_SETSIZE as usize {
            return;
        }
        let Some(mut cores) = allowed() else {
            return;
        };
        // SAFETY: `core` is below CPU_SETSIZE, the set's size; `cores` is a plain copy
        unsafe {
            libc::CPU_CLR(core, &mut cores);
            if libc::CPU_COUNT(&cores) == 0 {
                return;
            }
            // (a refusal leaves the thread where it was: nothing to undo)
            libc::sched_setaffinity(0, size_of::<libc::cpu_set_t>(), &cores);
        }
        KEPT_OFF.with(|kept| kept.set(Some(core)));
    }

    /// The cores this thread was allowed at its first call (read then, kept).
    fn allowed() -> Option<libc::cpu_set_t> {
        if let Some(cores) = ALLOWED.with(Cell::get) {
            return Some(cores);
        }
        let cores = allowed_now()?;
        ALLOWED.with(|allowed| allowed.set(Some(cores)));
        Some(cores)
    }

    /// The cores the calling thread may run on now.
    pub(super) fn allowed_now() -> Option<libc::cpu_set_t> {
        // SAFETY: a zeroed cpu_set_t is an empty set; the call writes at most its size
        unsafe {
            let mut cores: libc::cpu_set_t = zeroed();
            let read = libc::sched_getaffinity(0, size_of::<libc::cpu_set_t>(), &mut cores);
            (read == 0).then_some(cores)
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod imp {
    pub(super) fn current_core() -> Option<usize> {
        None
    }

    pub(super) fn keep_off(_core: usize) {}
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn a_thread_kept_off_a_core_runs_elsewhere_and_keeps_its_other_cores() {
        std::thread::spawn(|| {
            let before = cores_allowed_now();
            let Some(core) = current_core() else {
                return;
            };
            keep_off(Some(core));
            if before < 2 {
                // one core: nowhere else to go, the thread stays
                assert_eq!(cores_allowed_now(), before);
                return;
            }
            assert_eq!(cores_allowed_now(), before - 1);
            // the scheduler moves it at once: it no longer runs there
            std::thread::yield_now();
            assert_ne!(current_core(), Some(core));
            // kept off another core: the first is allowed again
            let other = current_core().expect("a core");
            keep_off(Some(other));
            assert_eq!(cores_allowed_now(), before - 1);
            assert_ne!(current_core(), Some(other));
        })
        .join()
        .expect("the thread ran");
    }

    /// How many cores the calling thread may run on now.
    fn cores_allowed_now() -> i32 {
        let cores = imp::allowed_now().expect("the thread's cores");
        // SAFETY: counts the bits of a set read whole
        unsafe { libc::CPU_COUNT(&cores) }
    }
}
