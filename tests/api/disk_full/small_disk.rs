//! A small filesystem of the test's own (a tmpfs, which needs root, as CI runs), and a file
//! that fills it to within a few hundred kilobytes, so a test fills the rest in seconds.

use std::{path::PathBuf, process::Command};

pub struct SmallDisk {
    dir: tempfile::TempDir,
}

impl SmallDisk {
    /// Mounts a tmpfs of `megabytes`; `None` (saying the test is skipped) where mounting is not
    /// allowed.
    pub fn mount(megabytes: u32) -> Option<Self> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={megabytes}m,mode=0777"), "tmpfs"])
            .arg(dir.path())
            .output()
            .is_ok_and(|output| output.status.success());
        if !mounted {
            eprintln!("skipped: mounting a small tmpfs needs root (CI runs as root)");
            return None;
        }
        Some(SmallDisk { dir })
    }

    pub fn path(&self) -> PathBuf {
        self.dir.path().to_path_buf()
    }

    fn filler(&self) -> PathBuf {
        self.dir.path().join("filler")
    }

    /// Bytes free on the filesystem.
    pub fn free_bytes(&self) -> u64 {
        let output =
            Command::new("df").args(["--output=avail", "-B1"]).arg(self.dir.path()).output().unwrap();
        let text = String::from_utf8_lossy(&output.stdout);
        text.lines().nth(1).and_then(|line| line.trim().parse().ok()).expect("df prints the free bytes")
    }

    /// Fills the filesystem so that `left` bytes stay free (whatever filler was there before goes).
    pub fn fill_leaving(&self, left: u64) {
        self.free_space();
        let fill = self.free_bytes().saturating_sub(left);
        std::fs::write(self.filler(), vec![0u8; fill as usize]).unwrap();
    }

    /// Removes the filler.
    pub fn free_space(&self) {
        let _ = std::fs::remove_file(self.filler());
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(self.dir.path()).status();
    }
}
