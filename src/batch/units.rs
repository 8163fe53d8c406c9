//! The inputs as units of work, made one at a time on a thread of their own: a record file
//! as it is (its worker reads it), an archive unpacked member by member, standard input
//! unpacked or cut into pieces of whole games. Units go to the scorer in chunks; the maker
//! keeps one chunk ready ahead of what the scorer took, so at most a few chunks of members are
//! held.

use std::io::{Read, Seek};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::mpsc::SyncSender;

use super::inputs::{escaped, named_as_record, Input};
use crate::archive::{self, Found, Kind};
use crate::sgf::MAX_SGF_BYTES;

/// What a worker scores.
pub(super) enum Work {
    /// A file it reads itself.
    File(PathBuf),
    /// Bytes already read (an archive's member, a piece of standard input), placed after
    /// `games_before` games and `offset` bytes of the text they come from; or why they could
    /// not be read.
    Bytes {
        bytes: Result<Vec<u8>, String>,
        games_before: usize,
        offset: usize,
    },
}

/// How a unit's rows and annotated copy are named.
#[derive(Clone, Debug)]
pub(super) struct Label {
    /// The file column: the path as given, with `:member` for an archive's member.
    pub(super) shown: String,
    /// Its annotated copy's path under the output folder.
    pub(super) copy: PathBuf,
    /// The copy goes on from the unit before (the pieces of standard input), and the unit is
    /// no file of its own in the summary.
    pub(super) continued: bool,
}

pub(super) struct Unit {
    pub(super) label: Label,
    pub(super) work: Work,
}

/// Units in a chunk at most, and member bytes a chunk holds before it is handed over.
const CHUNK_UNITS: usize = 256;
pub(super) const CHUNK_BYTES: usize = 8 << 20;

/// Pieces of standard input's plain text are cut at about this size.
const PIECE_BYTES: usize = 4 << 20;

/// Makes the units of `inputs` in order and sends them in chunks; stops when the receiver has
/// gone or `cancelled` says so.
pub(super) fn make_units(
    inputs: &[Input],
    to_scorer: &SyncSender<Vec<Unit>>,
    cancelled: &dyn Fn() -> bool,
) {
    let mut chunker = Chunker {
        chunk: Vec::new(),
        bytes: 0,
        to_scorer,
    };
    for input in inputs {
        if cancelled() {
            return;
        }
        let going = match input {
            Input::File { path, name } => file_units(path, name, &mut chunker),
            Input::Stdin => stdin_units(&mut chunker),
        };
        if !going {
            return;
        }
    }
    chunker.send();
}

/// Gathers units into chunks.
struct Chunker<'a> {
    chunk: Vec<Unit>,
    bytes: usize,
    to_scorer: &'a SyncSender<Vec<Unit>>,
}

impl Chunker<'_> {
    /// Adds a unit; hands the chunk over first when the unit's bytes would make it too big,
    /// and after when it is full. `false` when the scorer has gone.
    fn push(&mut self, unit: Unit) -> bool {
        let size = match &unit.work {
            Work::Bytes { bytes: Ok(b), .. } => b.len(),
            _ => 0,
        };
        if self.bytes + size > CHUNK_BYTES && !self.chunk.is_empty() && !self.send() {
            return false;
        }
        self.bytes += size;
        self.chunk.push(unit);
        self.chunk.len() < CHUNK_UNITS || self.send()
    }

    fn send(&mut self) -> bool {
        self.bytes = 0;
        let chunk = std::mem::take(&mut self.chunk);
        chunk.is_empty() || self.to_scorer.send(chunk).is_ok()
    }
}

fn file_units(path: &Path, name: &Path, chunker: &mut Chunker) -> bool {
    let shown = escaped(path);
    let plain = Unit {
        label: Label {
            shown: shown.clone(),
            copy: name.to_path_buf(),
            continued: false,
        },
        work: Work::File(path.to_path_buf()),
    };
    if named_as_record(path) {
        return chunker.push(plain);
    }
    // anything else is sniffed: an archive is unpacked here, a record goes to a worker (which
    // also says why a file cannot be read)
    let Ok((mut file, _)) = crate::sgf::open_record(path) else {
        return chunker.push(plain);
    };
    let mut head = Vec::with_capacity(archive::HEAD);
    if (&mut file)
        .take(archive::HEAD as u64)
        .read_to_end(&mut head)
        .is_err()
    {
        return chunker.push(plain);
    }
    let kind = archive::sniff(&head);
    if kind == Kind::Record {
        return chunker.push(plain);
    }
    let copy_base = copy_folder(name, kind);
    let mut unpacker = Unpacker::new(&shown, copy_base, chunker);
    // from the start again: a zip on disk is read by its central directory, so a corrupt
    // member spoils only itself
    let result = file
        .rewind()
        .map_err(|e| format!("cannot be read again from its start: {e}"))
        .and_then(|()| {
            archive::unpack_seekable(file, kind, MAX_SGF_BYTES, &mut |found| unpacker.take(found))
        });
    unpacker.finish(result)
}

/// The folder an archive's annotated members go under, or the copy of a compressed record:
/// the archive's own path under the output folder (`games.tgz/…`), or for a compressed
/// record its name without the compression's suffix (`g.sgf.gz` → `g.sgf`).
fn copy_folder(name: &Path, kind: Kind) -> PathBuf {
    if !kind.is_compression() {
        return name.to_path_buf();
    }
    let packed = name.extension().is_some_and(|e| {
        ["gz", "bz2", "xz"]
            .iter()
            .any(|x| e.eq_ignore_ascii_case(x))
    });
    let bare = if packed {
        name.with_extension("")
    } else {
        name.to_path_buf()
    };
    let tar = bare
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("tar"));
    if named_as_record(&bare) || tar || !packed {
        bare
    } else {
        // `.tgz`, `games.gz`: a tar's members go under it, a lone record is named `.sgf`
        bare.with_extension("sgf")
    }
}

/// Turns what unpacking finds into units named after the archive.
struct Unpacker<'a, 'b> {
    archive: &'a str,
    copy_base: PathBuf,
    chunker: &'a mut Chunker<'b>,
    records: usize,
    going: bool,
}

impl<'a, 'b> Unpacker<'a, 'b> {
    fn new(archive: &'a str, copy_base: PathBuf, chunker: &'a mut Chunker<'b>) -> Self {
        Unpacker {
            archive,
            copy_base,
            chunker,
            records: 0,
            going: true,
        }
    }

    fn take(&mut self, found: Found) -> bool {
        match found {
            Found::Skipped(skipped) => {
                log::warn!(
                    "{}: {}, not a record: skipped",
                    member_shown(self.archive, &skipped.name),
                    skipped.what
                );
            }
            Found::Member(member) => {
                self.records += 1;
                let shown = member_shown(self.archive, &member.name);
                // the one record of a compressed file is copied as the file's own name
                let relative = archive::safe_relative(&member.name);
                let copy = if relative.as_os_str().is_empty() {
                    self.copy_base.clone()
                } else {
                    self.copy_base.join(relative)
                };
                let unit = Unit {
                    label: Label {
                        shown,
                        copy,
                        continued: false,
                    },
                    work: Work::Bytes {
                        bytes: member.bytes,
                        games_before: 0,
                        offset: 0,
                    },
                };
                self.going = self.chunker.push(unit);
            }
        }
        self.going
    }

    /// After unpacking: an error unit when the archive broke off or held no record.
    fn finish(self, result: Result<(), String>) -> bool {
        if !self.going {
            return false;
        }
        let reason = match result {
            Err(reason) => Some(reason),
            Ok(()) if self.records == 0 => Some("no SGF record (*.sgf) in the archive".to_string()),
            Ok(()) => None,
        };
        match reason {
            Some(reason) => self.chunker.push(Unit {
                label: Label {
                    shown: self.archive.to_string(),
                    copy: self.copy_base.clone(),
                    continued: false,
                },
                work: Work::Bytes {
                    bytes: Err(reason),
                    games_before: 0,
                    offset: 0,
                },
            }),
            None => true,
        }
    }
}

/// How rows name an archive's member: `ARCHIVE:MEMBER` (its name escaped as a path is), or
/// the archive alone for the one record of a compressed file.
pub(super) fn member_shown(archive: &str, member: &[u8]) -> String {
    if member.is_empty() {
        archive.to_string()
    } else {
        let name = Path::new(std::ffi::OsStr::from_bytes(member));
        format!("{archive}:{}", escaped(name))
    }
}

/// Standard input, streamed: unpacked when it is packed, else cut into pieces of whole games.
fn stdin_units(chunker: &mut Chunker) -> bool {
    let stdin = std::io::stdin();
    let mut data = stdin.lock();
    let mut head = Vec::with_capacity(archive::HEAD);
    if let Err(e) = (&mut data)
        .take(archive::HEAD as u64)
        .read_to_end(&mut head)
    {
        return chunker.push(Unit {
            label: stdin_label(false),
            work: Work::Bytes {
                bytes: Err(format!("standard input: {e}")),
                games_before: 0,
                offset: 0,
            },
        });
    }
    let kind = archive::sniff(&head);
    let data = std::io::Cursor::new(head).chain(data);
    if kind == Kind::Record {
        let mut first = true;
        let mut going = true;
        let result = archive::split_text(data, PIECE_BYTES, MAX_SGF_BYTES as usize, &mut |p| {
            going = chunker.push(Unit {
                label: stdin_label(!first),
                work: Work::Bytes {
                    bytes: Ok(p.bytes),
                    games_before: p.games_before,
                    offset: p.offset,
                },
            });
            first = false;
            going
        });
        if let Err(reason) = result {
            going = chunker.push(Unit {
                label: stdin_label(!first),
                work: Work::Bytes {
                    bytes: Err(format!("standard input {reason}")),
                    games_before: 0,
                    offset: 0,
                },
            });
        } else if first {
            // nothing at all on standard input: read as an empty file is ("no record found")
            going = chunker.push(Unit {
                label: stdin_label(false),
                work: Work::Bytes {
                    bytes: Ok(Vec::new()),
                    games_before: 0,
                    offset: 0,
                },
            });
        }
        return going;
    }
    let mut unpacker = Unpacker::new("-", PathBuf::from("stdin"), chunker);
    let result = archive::unpack(data, kind, MAX_SGF_BYTES, &mut |found| unpacker.take(found));
    unpacker.finish(result)
}

fn stdin_label(continued: bool) -> Label {
    Label {
        shown: "-".to_string(),
        copy: PathBuf::from("stdin.sgf"),
        continued,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_of_packed_inputs_are_named_after_them() {
        for (name, kind, copy) in [
            ("a/g.sgf.gz", Kind::Gzip, "a/g.sgf"),
            ("g.SGF.bz2", Kind::Bzip2, "g.SGF"),
            ("games.gz", Kind::Gzip, "games.sgf"),
            ("games.tgz", Kind::Gzip, "games.tgz"),
            ("2020.tar.gz", Kind::Gzip, "2020.tar"),
            ("2020.tar.xz", Kind::Xz, "2020.tar"),
            ("games.zip", Kind::Zip, "games.zip"),
            ("games.tar", Kind::Tar, "games.tar"),
        ] {
            assert_eq!(
                copy_folder(Path::new(name), kind),
                PathBuf::from(copy),
                "{name}"
            );
        }
    }
}
