//! What data is, told by its first bytes.

/// Bytes enough to tell every kind: a tar's magic stands at offset 257.
pub const HEAD: usize = 512;

/// What the first bytes of some data say it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Anything else: read as an SGF record (or collection).
    Record,
    Gzip,
    Bzip2,
    Xz,
    /// Zstandard: recognised to be named, not read.
    Zstd,
    Zip,
    Tar,
}

impl Kind {
    /// A compression of one stream (its content is sniffed again once inflated).
    pub fn is_compression(self) -> bool {
        matches!(self, Kind::Gzip | Kind::Bzip2 | Kind::Xz)
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Record => "record",
            Kind::Gzip => "gzip",
            Kind::Bzip2 => "bzip2",
            Kind::Xz => "xz",
            Kind::Zstd => "zstd",
            Kind::Zip => "zip",
            Kind::Tar => "tar",
        }
    }
}

/// The kind the bytes `head` (the first [`HEAD`] bytes, or all there are) start like.
pub fn sniff(head: &[u8]) -> Kind {
    const MAGIC: [(&[u8], Kind); 6] = [
        (b"\x1f\x8b", Kind::Gzip),
        (b"BZh", Kind::Bzip2),
        (b"\xfd7zXZ\x00", Kind::Xz),
        (b"\x28\xb5\x2f\xfd", Kind::Zstd),
        (b"PK\x03\x04", Kind::Zip),
        // an empty zip: its end record alone
        (b"PK\x05\x06", Kind::Zip),
    ];
    if let Some(&(_, kind)) = MAGIC.iter().find(|(magic, _)| head.starts_with(magic)) {
        return kind;
    }
    // POSIX `ustar\0` or GNU `ustar  \0` at 257
    if head.get(257..262) == Some(b"ustar") {
        return Kind::Tar;
    }
    Kind::Record
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_told_by_their_magic_numbers() {
        let mut tar = vec![0u8; 512];
        tar[257..263].copy_from_slice(b"ustar\0");
        for (head, kind) in [
            (&b"\x1f\x8b\x08\x00"[..], Kind::Gzip),
            (b"BZh91AY&SY", Kind::Bzip2),
            (b"\xfd7zXZ\x00\x00", Kind::Xz),
            (b"\x28\xb5\x2f\xfd\x00", Kind::Zstd),
            (b"PK\x03\x04\x14\x00", Kind::Zip),
            (b"PK\x05\x06\x00\x00", Kind::Zip),
            (&tar, Kind::Tar),
            (b"(;GM[1]FF[4]SZ[19])", Kind::Record),
            (b"", Kind::Record),
            // a record that happens to start like nothing above, and one word of a tar's
            // magic too early
            (b"BZ(;)", Kind::Record),
            (b"ustar(;)", Kind::Record),
        ] {
            assert_eq!(sniff(head), kind, "{head:?}");
        }
    }
}
