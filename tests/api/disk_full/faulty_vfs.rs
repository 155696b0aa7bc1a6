//! An SQLite VFS named `faulty`: the default one, whose writes and syncs answer a chosen error
//! code instead while [`fail_writes_with`] says so. A test's database URL picks it with
//! `vfs=faulty`; nothing else in the process uses it.

use std::{
    ffi::{c_int, c_void},
    sync::{
        Mutex, Once, OnceLock,
        atomic::{AtomicI32, Ordering},
    },
};

use rusqlite::ffi;

/// What writes and syncs answer; `SQLITE_OK` passes them on.
static FAULT: AtomicI32 = AtomicI32::new(ffi::SQLITE_OK);

/// Each of the default VFS's tables of file methods (the main database's locks, other files'
/// none), and its copy whose writes and syncs may fail (held as addresses: raw pointers are not
/// `Sync`).
static METHODS: Mutex<Vec<(usize, usize)>> = Mutex::new(Vec::new());
static REAL_VFS: OnceLock<usize> = OnceLock::new();

/// From now on every write and sync of a `faulty` file answers `code` (`SQLITE_OK`: none fail).
pub fn fail_writes_with(code: c_int) {
    FAULT.store(code, Ordering::SeqCst);
}

/// Registers the `faulty` VFS (once per process).
pub fn register() {
    static REGISTER: Once = Once::new();
    REGISTER.call_once(|| unsafe {
        let real = ffi::sqlite3_vfs_find(std::ptr::null());
        assert!(!real.is_null(), "SQLite has a default VFS");
        REAL_VFS.set(real as usize).unwrap();
        let mut faulty = *real;
        faulty.zName = c"faulty".as_ptr();
        faulty.pNext = std::ptr::null_mut();
        faulty.xOpen = Some(open);
        let faulty = Box::leak(Box::new(faulty));
        assert_eq!(ffi::sqlite3_vfs_register(faulty, 0), ffi::SQLITE_OK);
    });
}

fn real_vfs() -> *mut ffi::sqlite3_vfs {
    *REAL_VFS.get().expect("registered") as *mut ffi::sqlite3_vfs
}

/// The default VFS's methods of `file`, whose methods are a faulty copy.
fn original_methods(file: *mut ffi::sqlite3_file) -> *const ffi::sqlite3_io_methods {
    let faulty = unsafe { (*file).pMethods } as usize;
    let tables = METHODS.lock().unwrap();
    tables.iter().find(|(_, copy)| *copy == faulty).expect("a faulty file").0
        as *const ffi::sqlite3_io_methods
}

/// Opens the file with the default VFS, then gives it the methods whose writes may fail.
unsafe extern "C" fn open(
    _vfs: *mut ffi::sqlite3_vfs,
    name: ffi::sqlite3_filename,
    file: *mut ffi::sqlite3_file,
    flags: c_int,
    out_flags: *mut c_int,
) -> c_int {
    let real = real_vfs();
    let code = unsafe { ((*real).xOpen.unwrap())(real, name, file, flags, out_flags) };
    let opened = unsafe { (*file).pMethods };
    if code != ffi::SQLITE_OK || opened.is_null() {
        return code;
    }
    let mut tables = METHODS.lock().unwrap();
    let faulty = match tables.iter().find(|(original, _)| *original == opened as usize) {
        Some(&(_, faulty)) => faulty,
        None => {
            let mut faulty = unsafe { *opened };
            faulty.xWrite = Some(write);
            faulty.xSync = Some(sync);
            let faulty = Box::leak(Box::new(faulty)) as *const ffi::sqlite3_io_methods as usize;
            tables.push((opened as usize, faulty));
            faulty
        }
    };
    unsafe { (*file).pMethods = faulty as *const ffi::sqlite3_io_methods };
    code
}

unsafe extern "C" fn write(
    file: *mut ffi::sqlite3_file,
    data: *const c_void,
    amount: c_int,
    offset: i64,
) -> c_int {
    match FAULT.load(Ordering::SeqCst) {
        ffi::SQLITE_OK => unsafe { ((*original_methods(file)).xWrite.unwrap())(file, data, amount, offset) },
        fault => fault,
    }
}

unsafe extern "C" fn sync(file: *mut ffi::sqlite3_file, flags: c_int) -> c_int {
    match FAULT.load(Ordering::SeqCst) {
        ffi::SQLITE_OK => unsafe { ((*original_methods(file)).xSync.unwrap())(file, flags) },
        fault => fault,
    }
}
