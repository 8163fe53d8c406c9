//! Records as collections come packed: a `.zip`, a `.tar` (plain or compressed with gzip,
//! bzip2 or xz), one compressed record (`.sgf.gz`, `.sgf.bz2`, `.sgf.xz`), or plain SGF text of
//! any length on standard input. Each is read as a stream, one record at a time, so memory
//! stays flat whatever the archive's size.
//!
//! The steps, a file each:
//! ```text
//! sniff          kind.rs: what the first bytes say the data is (magic numbers, never the name)
//! unpack         unpack.rs: the decompressor, then the tar or zip members one by one; each
//!                member read up to the per-record cap (a bigger one, a zip bomb, is read no
//!                further and named); links, devices and folders passed over
//! split_text     pieces.rs: plain SGF text from a stream cut into pieces of whole games
//! ```
//! Crates: `flate2` (gzip, on the pure-Rust `zlib-rs` back end, the fastest of its back ends),
//! `bzip2` and `liblzma` (xz; the reference C library, built from source by the crate), `tar`
//! (streams a tar, long names and pax headers included) and `zip` (central directory for files,
//! local headers for a stream); each is the most used crate for its format.

mod kind;
mod pieces;
mod unpack;

pub use kind::{sniff, Kind, HEAD};
pub use pieces::{split_text, Piece};
pub use unpack::{unpack, unpack_seekable, unpack_zip, Found, Member, Skipped};

use std::path::{Component, Path, PathBuf};

use crate::sgf::{read_record_bytes, record_text, MAX_SGF_BYTES};

/// The text of one record file for `loadsgf`: plain, or packed with one record in it (a
/// `.sgf.gz`, a zip or tar of one `*.sgf`); a UTF-8 byte-order mark is dropped.
///
/// # Errors
/// Why not: unreadable (see [`read_record_bytes`]), corrupt or cut short, bigger than the cap
/// once unpacked, or an archive of more records than one (named: give one of them, or score
/// it with `tenuki-gtp score`).
pub fn read_record(path: &Path) -> Result<String, String> {
    read_record_or_advise(path, "`tenuki-gtp score`")
}

/// [`read_record`], whose answer to an archive of more records than one names `scorer`, the
/// tool of the caller's own that scores them all (Python's `tenuki.score_many`).
pub fn read_record_or_advise(path: &Path, scorer: &str) -> Result<String, String> {
    let shown = path.display();
    let mut bytes = Vec::new();
    read_record_bytes(path, &mut bytes)?;
    let kind = sniff(&bytes);
    if kind != Kind::Record {
        let mut records: Vec<Member> = Vec::new();
        let mut visit = |found| {
            if let Found::Member(member) = found {
                records.push(member);
            }
            records.len() < 2
        };
        unpack_seekable(
            std::io::Cursor::new(&bytes),
            kind,
            MAX_SGF_BYTES,
            &mut visit,
        )
        .map_err(|reason| format!("{shown}: {reason}"))?;
        bytes = match records.len() {
            0 => {
                return Err(format!(
                    "{shown}: no SGF record (*.sgf) in the {}",
                    kind.name()
                ))
            }
            1 => records
                .remove(0)
                .record()
                .map_err(|reason| format!("{shown}: the record: {reason}"))?,
            _ => {
                return Err(format!(
                    "{shown} holds more records than one: unpack it, or score it with {scorer}"
                ))
            }
        };
    }
    let text = record_text(&bytes);
    Ok(text.strip_prefix('\u{feff}').unwrap_or(&text).to_string())
}

/// A member's name as the path its annotated copy takes: its plain parts only (no root, no
/// `.` or `..`), so that a copy never lands outside the folder it is written under.
pub fn safe_relative(name: &[u8]) -> PathBuf {
    use std::os::unix::ffi::OsStrExt;
    Path::new(std::ffi::OsStr::from_bytes(name))
        .components()
        .filter_map(|c| match c {
            Component::Normal(part) => Some(part),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn member_names_never_leave_the_copy_folder() {
        for (name, safe) in [
            ("2020/05/x.sgf", "2020/05/x.sgf"),
            ("../../etc/x.sgf", "etc/x.sgf"),
            ("/abs/x.sgf", "abs/x.sgf"),
            ("a/./../b.sgf", "a/b.sgf"),
        ] {
            assert_eq!(
                safe_relative(name.as_bytes()),
                PathBuf::from(safe),
                "{name}"
            );
        }
    }
}
