//! Unpacking: the decompressor, then a tar's or a zip's members one by one, each record read
//! whole (up to the cap) and handed on before the next is read.

use std::io::{Read, Seek};

use super::kind::{sniff, Kind, HEAD};

/// One record found in packed data.
#[derive(Debug)]
pub struct Member {
    /// Its name in the archive, as stored; empty for the one record of a compressed file.
    pub name: Vec<u8>,
    /// Its bytes, or why they could not be read (too big, corrupt, cut short).
    pub bytes: Result<Vec<u8>, String>,
}

impl Member {
    /// Its bytes as a record, or why not: unreadable, or packed again (a `.sgf` member that
    /// is gzip itself), which is not unpacked further.
    pub fn record(self) -> Result<Vec<u8>, String> {
        let bytes = self.bytes?;
        if sniff(&bytes) != Kind::Record {
            return Err("packed twice: unpack it first".to_string());
        }
        Ok(bytes)
    }
}

/// A member passed over: a link, a device or a pipe is no record (named in a note).
#[derive(Debug)]
pub struct Skipped {
    pub name: Vec<u8>,
    pub what: &'static str,
}

/// What unpacking finds, in order.
#[derive(Debug)]
pub enum Found {
    Member(Member),
    Skipped(Skipped),
}

/// Unpacks `data`, whose first bytes said `kind` (a compression, a tar, a zip read as a
/// stream, or a record): hands `visit` each `*.sgf` member (any case) in order, or the one
/// record of a compressed file, until it answers `false`. Members other than `*.sgf` files
/// and folders are passed over silently; links and devices are handed on as [`Found::Skipped`].
/// Each record is read up to `cap` bytes: past that, its member carries the reason, and
/// reading goes on with the next member.
///
/// # Errors
/// Why the data could not be read further (cut short, corrupt, a kind not read), after the
/// members read before that point were visited.
pub fn unpack(
    data: impl Read,
    kind: Kind,
    cap: u64,
    visit: &mut dyn FnMut(Found) -> bool,
) -> Result<(), String> {
    unpack_at(Box::new(data), kind, cap, visit, 0)
}

/// As [`unpack`], for data that can be read again from its start (a file, bytes in memory):
/// a zip is read by its central directory ([`unpack_zip`]), anything else as a stream.
///
/// # Errors
/// As [`unpack`].
pub fn unpack_seekable(
    data: impl Read + Seek,
    kind: Kind,
    cap: u64,
    visit: &mut dyn FnMut(Found) -> bool,
) -> Result<(), String> {
    if kind == Kind::Zip {
        unpack_zip(data, cap, visit)
    } else {
        unpack(data, kind, cap, visit)
    }
}

/// Compressions inside compressions followed at most (a `.tar.gz` inside a `.gz` is read).
const NESTED: usize = 2;

fn unpack_at(
    data: Box<dyn Read + '_>,
    kind: Kind,
    cap: u64,
    visit: &mut dyn FnMut(Found) -> bool,
    depth: usize,
) -> Result<(), String> {
    match kind {
        Kind::Gzip | Kind::Bzip2 | Kind::Xz => {
            if depth >= NESTED {
                return Err(format!("{} inside {NESTED} compressions", kind.name()));
            }
            let inflated: Box<dyn Read + '_> = match kind {
                Kind::Gzip => Box::new(flate2::read::MultiGzDecoder::new(data)),
                Kind::Bzip2 => Box::new(bzip2::read::MultiBzDecoder::new(data)),
                _ => Box::new(liblzma::read::XzDecoder::new_multi_decoder(data)),
            };
            let (head, rest) = peek(inflated).map_err(|e| inflate_error(kind, &e))?;
            let inner = sniff(&head);
            let joined = std::io::Cursor::new(head).chain(rest);
            unpack_at(Box::new(joined), inner, cap, visit, depth + 1)
                .map_err(|reason| with_kind(kind, reason))
        }
        Kind::Tar => unpack_tar(data, cap, visit),
        Kind::Zip => unpack_zip_stream(data, cap, visit),
        Kind::Zstd => Err("zstd compression is not read: unpack it first".to_string()),
        Kind::Record => {
            visit(Found::Member(Member {
                name: Vec::new(),
                bytes: read_capped(data, cap),
            }));
            Ok(())
        }
    }
}

/// A decompressor's error in words.
fn inflate_error(kind: Kind, e: &std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::UnexpectedEof {
        format!("the {} data is cut short", kind.name())
    } else {
        format!("the {} data is corrupt ({e})", kind.name())
    }
}

/// A reason found below a compression, with the compression named once.
fn with_kind(kind: Kind, reason: String) -> String {
    if reason.contains(kind.name()) {
        reason
    } else {
        format!("{reason} (in {} data)", kind.name())
    }
}

/// The first [`HEAD`] bytes of `data` (fewer at its end), and the rest of it.
fn peek<R: Read>(mut data: R) -> std::io::Result<(Vec<u8>, R)> {
    let mut head = Vec::with_capacity(HEAD);
    (&mut data).take(HEAD as u64).read_to_end(&mut head)?;
    Ok((head, data))
}

/// A record read whole, or why not: past `cap` bytes it is read no further. It is read in
/// pieces of their own size and joined once (a growing buffer doubles past the cap, and holds
/// both copies while it does).
fn read_capped(mut data: impl Read, cap: u64) -> Result<Vec<u8>, String> {
    const PIECE: u64 = 4 << 20;
    let mut pieces: Vec<Vec<u8>> = Vec::new();
    let mut total = 0u64;
    loop {
        let mut piece = Vec::new();
        let read = (&mut data).take(PIECE).read_to_end(&mut piece);
        match read {
            Ok(0) => break,
            Ok(n) => total += n as u64,
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                return Err("cut short: the archive ends inside it".to_string())
            }
            Err(e) => return Err(format!("corrupt ({e})")),
        }
        if total > cap {
            return Err(too_big(cap));
        }
        pieces.push(piece);
    }
    if pieces.len() == 1 {
        return Ok(pieces.remove(0));
    }
    let mut bytes = Vec::with_capacity(total as usize);
    for piece in pieces {
        bytes.extend_from_slice(&piece);
    }
    Ok(bytes)
}

fn too_big(cap: u64) -> String {
    format!(
        "unpacks to more than the {} MiB a record may have: read no further",
        cap >> 20
    )
}

/// True for a member name that ends in `.sgf`, any case.
fn is_record_name(name: &[u8]) -> bool {
    name.len() > 4 && name[name.len() - 4..].eq_ignore_ascii_case(b".sgf")
}

fn unpack_tar(
    data: impl Read,
    cap: u64,
    visit: &mut dyn FnMut(Found) -> bool,
) -> Result<(), String> {
    let mut archive = tar::Archive::new(data);
    let entries = archive.entries().map_err(|e| tar_error(&e))?;
    for entry in entries {
        let mut entry = entry.map_err(|e| tar_error(&e))?;
        let name = entry.path_bytes().into_owned();
        let kind = entry.header().entry_type();
        let not_a_file = if kind.is_symlink() {
            Some("a symbolic link")
        } else if kind.is_hard_link() {
            Some("a hard link")
        } else if kind.is_character_special() || kind.is_block_special() {
            Some("a device")
        } else if kind.is_fifo() {
            Some("a named pipe")
        } else {
            None
        };
        let found = if let Some(what) = not_a_file {
            Found::Skipped(Skipped { name, what })
        } else if !kind.is_file() || !is_record_name(&name) {
            continue;
        } else if entry.size() > cap {
            // not read: the tar reader passes over its bytes
            Found::Member(Member {
                bytes: Err(format!(
                    "has {} bytes, more than the {} MiB a record may have",
                    entry.size(),
                    cap >> 20
                )),
                name,
            })
        } else {
            Found::Member(Member {
                bytes: read_capped(&mut entry, cap),
                name,
            })
        };
        if !visit(found) {
            break;
        }
    }
    Ok(())
}

fn tar_error(e: &std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::UnexpectedEof {
        "the tar archive is cut short".to_string()
    } else {
        format!("the tar archive is corrupt ({e})")
    }
}

/// A zip member: handed on when it is a record, a link noted, anything else passed over.
/// Returns `None` when it is passed over silently.
fn zip_member<R: Read>(mut file: zip::read::ZipFile<'_, R>, cap: u64) -> Option<Found> {
    let name = file.name_raw().to_vec();
    if file.is_symlink() {
        return Some(Found::Skipped(Skipped {
            name,
            what: "a symbolic link",
        }));
    }
    if file.is_dir() || !is_record_name(&name) {
        return None;
    }
    let bytes = if file.size() > cap {
        Err(format!(
            "has {} bytes, more than the {} MiB a record may have",
            file.size(),
            cap >> 20
        ))
    } else {
        read_capped(&mut file, cap)
    };
    Some(Found::Member(Member { name, bytes }))
}

/// A zip read from its local headers, front to back (standard input, or inside a
/// compression): no seeking back.
fn unpack_zip_stream(
    mut data: impl Read,
    cap: u64,
    visit: &mut dyn FnMut(Found) -> bool,
) -> Result<(), String> {
    loop {
        let file = zip::read::read_zipfile_from_stream(&mut data).map_err(|e| match e {
            zip::result::ZipError::Io(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => {
                "the zip archive is cut short".to_string()
            }
            e => format!("the zip archive cannot be read further ({e})"),
        })?;
        let Some(file) = file else {
            return Ok(());
        };
        if let Some(found) = zip_member(file, cap) {
            if !visit(found) {
                return Ok(());
            }
        }
    }
}

/// A zip file read by its central directory (a file on disk, or bytes in memory): a corrupt
/// member spoils only its own record. A zip without its directory (cut short) is read from its
/// local headers as far as they go.
///
/// # Errors
/// The directory cannot be read (no zip, cut short), after the members before the cut.
pub fn unpack_zip(
    mut data: impl Read + Seek,
    cap: u64,
    visit: &mut dyn FnMut(Found) -> bool,
) -> Result<(), String> {
    let mut archive = match zip::ZipArchive::new(&mut data) {
        Ok(archive) => archive,
        Err(e) => {
            data.rewind().map_err(|e| e.to_string())?;
            let mut going = true;
            let streamed = unpack_zip_stream(&mut data, cap, &mut |found| {
                going = visit(found);
                going
            });
            return match streamed {
                Ok(()) if !going => Ok(()),
                Ok(()) => Err(format!("the zip archive's directory cannot be read ({e})")),
                Err(reason) => Err(reason),
            };
        }
    };
    for i in 0..archive.len() {
        let name = archive
            .name_for_index(i)
            .and_then(Result::ok)
            .map_or_else(|| format!("#{}", i + 1), |name| name.to_string());
        let found = match archive.by_index(i) {
            Ok(file) => zip_member(file, cap),
            Err(e) => Some(Found::Member(Member {
                name: name.into_bytes(),
                bytes: Err(format!("corrupt ({e})")),
            })),
        };
        if let Some(found) = found {
            if !visit(found) {
                break;
            }
        }
    }
    Ok(())
}
