//! Issue 29, part 1, through the real binary: archives as collections come (zip, tar, tar
//! compressed with gzip, bzip2 or xz, one compressed record), named, found in a folder, or on
//! standard input; bad archives; `loadsgf` of a compressed record; komi in hundredths. Every
//! archive is built here with the format's own crate (writers, which the reader under test
//! does not use); the records are GNU Go 3.8 self-play games (`tests/data/selfplay-sgf`), whose
//! rows as plain files are the answer each archive must give.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Output;

use common::Session;

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenuki-archives-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// The self-play records: (name, text).
fn records() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/selfplay-sgf");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("records")
        .map(|e| e.expect("entry").path())
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, std::fs::read(p).expect("record"))
        })
        .collect()
}

/// `tenuki-gtp score ARGS` in `dir`, `input` on its standard input.
fn score(dir: &Path, args: &[&str], input: &[u8]) -> Output {
    common::run_score(dir, args, input)
}

/// The csv rows (header left out), each as its fields joined by commas.
fn rows(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(1)
        .map(str::to_string)
        .collect()
}

/// Rows with the archive's name (`NAME:`) taken off the file column, sorted.
fn without_archive(rows: &[String], archive: &str) -> Vec<String> {
    let mut bare: Vec<String> = rows
        .iter()
        .map(|r| {
            r.strip_prefix(&format!("{archive}:"))
                .unwrap_or(r)
                .to_string()
        })
        .collect();
    bare.sort();
    bare
}

fn tar_of(members: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut builder = tar::Builder::new(Vec::new());
    for (name, bytes) in members {
        let mut header = tar::Header::new_gnu();
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        builder
            .append_data(&mut header, name, bytes.as_slice())
            .expect("tar member");
    }
    builder.into_inner().expect("tar")
}

fn zip_of(members: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in members {
        zip.start_file(name.as_str(), options).expect("zip member");
        zip.write_all(bytes).expect("zip data");
    }
    zip.finish().expect("zip").into_inner()
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(bytes).expect("gzip");
    gz.finish().expect("gzip")
}

fn bzip2(bytes: &[u8]) -> Vec<u8> {
    let mut bz = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::fast());
    bz.write_all(bytes).expect("bzip2");
    bz.finish().expect("bzip2")
}

fn xz(bytes: &[u8]) -> Vec<u8> {
    let mut xz = liblzma::write::XzEncoder::new(Vec::new(), 1);
    xz.write_all(bytes).expect("xz");
    xz.finish().expect("xz")
}

/// Every kind of archive, named, gives the rows of its records as plain files, each named
/// `ARCHIVE:MEMBER`; found in a folder and piped to standard input, the same.
#[test]
fn every_kind_of_archive_gives_the_rows_of_its_records() {
    let dir = folder("kinds");
    let records = records();
    let members: Vec<(String, Vec<u8>)> = records
        .iter()
        .map(|(name, bytes)| (format!("2005/{name}"), bytes.clone()))
        .collect();
    for (name, bytes) in &members {
        let path = dir.join("plain").join(name);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("folder");
        std::fs::write(path, bytes).expect("record");
    }
    let args = ["--format", "csv", "--dead", "none"];
    let plain = score(&dir, &[&args[..], &["plain"]].concat(), b"");
    assert_eq!(plain.status.code(), Some(0));
    let mut expected: Vec<String> = rows(&plain)
        .iter()
        .map(|r| r.strip_prefix("plain/").expect("under plain/").to_string())
        .collect();
    expected.sort();
    assert_eq!(expected.len(), records.len());

    let tar = tar_of(&members);
    let packed = [
        ("games.tar", tar.clone()),
        ("games.tar.gz", gzip(&tar)),
        ("games.tgz", gzip(&tar)),
        ("games.tar.bz2", bzip2(&tar)),
        ("games.tar.xz", xz(&tar)),
        ("games.zip", zip_of(&members)),
        // named as nothing in particular: told by its content
        ("games.bin", gzip(&tar)),
    ];
    std::fs::create_dir_all(dir.join("packed")).expect("folder");
    for (name, bytes) in &packed {
        std::fs::write(dir.join("packed").join(name), bytes).expect("archive");
        let out = score(&dir.join("packed"), &[&args[..], &[name]].concat(), b"");
        assert_eq!(out.status.code(), Some(0), "{name}");
        let named = rows(&out);
        assert!(
            named[0].starts_with(&format!("{name}:2005/sp")),
            "{name}: {}",
            named[0]
        );
        assert_eq!(without_archive(&named, name), expected, "{name}");
        // the same bytes streamed on standard input
        let out = score(&dir, &[&args[..], &["-"]].concat(), bytes);
        assert_eq!(out.status.code(), Some(0), "{name} on stdin");
        assert_eq!(
            without_archive(&rows(&out), "-"),
            expected,
            "{name} on stdin"
        );
    }
    // a folder walked: the archives it holds by their names (`games.bin` is left alone)
    let out = score(&dir, &[&args[..], &["packed"]].concat(), b"");
    let all = rows(&out);
    assert_eq!(all.len(), 6 * records.len());
    assert!(all.iter().all(|r| !r.starts_with("packed/games.bin")));

    // one compressed record, of each kind, named and found
    let (name, record) = &records[0];
    let one = dir.join("one");
    std::fs::create_dir_all(&one).expect("folder");
    for (suffix, bytes) in [
        ("gz", gzip(record)),
        ("bz2", bzip2(record)),
        ("xz", xz(record)),
    ] {
        std::fs::write(one.join(format!("{name}.{suffix}")), bytes).expect("record");
    }
    let out = score(
        &dir,
        &[&args[..], &["--annotate", "copies", "one"]].concat(),
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    // each copied under its name without the compression's suffix (the three onto one path:
    // the first written, the others noted)
    assert!(dir.join(format!("copies/one/{name}")).is_file());
    assert!(String::from_utf8_lossy(&out.stderr).contains("was written for an earlier record"));
    let want = expected
        .iter()
        .find(|r| r.starts_with(&format!("2005/{name},")))
        .expect("its row")
        .strip_prefix("2005/")
        .expect("prefix")
        .to_string();
    for (row, suffix) in rows(&out).iter().zip(["bz2", "gz", "xz"]) {
        assert_eq!(
            row,
            &want.replacen(name, &format!("one/{name}.{suffix}"), 1),
            "{suffix}"
        );
    }
}

/// Bad archives: each gives an error row naming the archive (and the member, when one is to
/// blame), the rest is scored, the exit status says so, and nothing hangs.
#[test]
fn bad_archives_give_error_rows_and_the_rest_is_scored() {
    let dir = folder("bad");
    let records = records();
    let members: Vec<(String, Vec<u8>)> = records[..10].to_vec();
    let args = ["--format", "csv", "--dead", "none"];

    // a .tar.gz cut in the middle: the members before the cut, then the error
    let whole = gzip(&tar_of(&members));
    std::fs::write(dir.join("cut.tar.gz"), &whole[..whole.len() / 2]).expect("write");
    let out = score(&dir, &[&args[..], &["cut.tar.gz"]].concat(), b"");
    assert_eq!(out.status.code(), Some(1));
    let r = rows(&out);
    let scored = r.iter().filter(|r| r.contains(",none,")).count();
    assert!((1..10).contains(&scored), "{r:?}");
    let last = r.last().expect("rows");
    assert!(
        last.starts_with("cut.tar.gz,0,") && last.contains("cut short"),
        "{last}"
    );

    // a zip whose one member is corrupt, one member that inflates to 70 MiB (a bomb that
    // names its size), and names that climb out of the folder
    let bomb = format!("(;C[{}])", "0".repeat(70 << 20)).into_bytes();
    let zip = zip_of(&[
        (members[0].0.clone(), members[0].1.clone()),
        ("bomb.sgf".to_string(), bomb),
        ("../../escape.sgf".to_string(), members[1].1.clone()),
        ("/absolute.sgf".to_string(), members[2].1.clone()),
        ("corrupt.sgf".to_string(), members[3].1.clone()),
    ]);
    let mut zip = zip;
    // the last member's local header, then its deflated data: flip a byte of that data
    let at = zip
        .windows(4)
        .rposition(|w| w == b"PK\x03\x04")
        .expect("a local header");
    zip[at + 30 + "corrupt.sgf".len() + 5] ^= 0xff;
    std::fs::write(dir.join("bad.zip"), &zip).expect("write");
    let copies = dir.join("copies");
    let out = score(
        &dir,
        &[&args[..], &["--annotate", "copies", "bad.zip"]].concat(),
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    let r = rows(&out);
    assert_eq!(r.len(), 5, "{r:?}");
    assert!(r[0].starts_with(&format!("bad.zip:{},1,9x9", members[0].0)));
    assert!(
        r[1].starts_with("bad.zip:bomb.sgf,0,") && r[1].contains("more than the 64 MiB"),
        "{}",
        r[1]
    );
    assert!(
        r[2].starts_with("bad.zip:../../escape.sgf,1,9x9"),
        "{}",
        r[2]
    );
    assert!(r[3].starts_with("bad.zip:/absolute.sgf,1,9x9"), "{}", r[3]);
    assert!(
        r[4].starts_with("bad.zip:corrupt.sgf,0,") && r[4].contains("corrupt"),
        "{}",
        r[4]
    );
    // the copies stay under the folder: the climbing names lose their `..` and their root
    assert!(copies.join("bad.zip/escape.sgf").is_file());
    assert!(copies.join("bad.zip/absolute.sgf").is_file());
    assert!(
        !dir.join("escape.sgf").exists() && !dir.parent().expect("up").join("escape.sgf").exists()
    );

    // a tar with a symbolic link, a hard link and a device among its records: skipped with a
    // note, the record scored
    let mut builder = tar::Builder::new(Vec::new());
    for (name, kind) in [
        ("link.sgf", tar::EntryType::Symlink),
        ("hard.sgf", tar::EntryType::Link),
        ("device.sgf", tar::EntryType::Char),
    ] {
        let mut header = tar::Header::new_gnu();
        header.set_entry_type(kind);
        header.set_size(0);
        header.set_link_name("/etc/passwd").expect("link name");
        header.set_cksum();
        builder
            .append_data(&mut header, name, std::io::empty())
            .expect("member");
    }
    let mut header = tar::Header::new_gnu();
    header.set_size(members[0].1.len() as u64);
    header.set_cksum();
    builder
        .append_data(&mut header, "game.sgf", members[0].1.as_slice())
        .expect("member");
    std::fs::write(dir.join("links.tar"), builder.into_inner().expect("tar")).expect("write");
    let out = score(&dir, &[&args[..], &["links.tar"]].concat(), b"");
    assert_eq!(out.status.code(), Some(0));
    let r = rows(&out);
    assert_eq!(r.len(), 1);
    assert!(r[0].starts_with("links.tar:game.sgf,1,"));
    let log = String::from_utf8_lossy(&out.stderr);
    for note in [
        "links.tar:link.sgf: a symbolic link, not a record: skipped",
        "links.tar:hard.sgf: a hard link, not a record: skipped",
        "links.tar:device.sgf: a device, not a record: skipped",
    ] {
        assert!(log.contains(note), "{log}");
    }

    // an archive of no record, and a folder of none
    std::fs::write(
        dir.join("none.zip"),
        zip_of(&[("notes.txt".into(), b"hi".to_vec())]),
    )
    .expect("write");
    let out = score(&dir, &[&args[..], &["none.zip"]].concat(), b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(rows(&out)[0].contains("no SGF record (*.sgf) in the archive"));
    std::fs::create_dir_all(dir.join("empty")).expect("folder");
    let out = score(&dir, &[&args[..], &["empty"]].concat(), b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("no SGF record found in empty"));
}

/// A gzip bomb on standard input (a record that inflates to a gigabyte) is read no further
/// than the cap: one error row, and the process's memory stays far below it.
#[test]
fn a_bomb_on_standard_input_is_read_no_further_than_the_cap() {
    let dir = folder("bomb");
    // gzip members one after the other are one stream: `(;C[` and a MiB of zeros, then a
    // member of a MiB of zeros 1,023 times (about a kilobyte each)
    let mib = vec![b'0'; 1 << 20];
    let mut first = b"(;C[".to_vec();
    first.extend_from_slice(&mib);
    let best = |bytes: &[u8]| {
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gz.write_all(bytes).expect("gzip");
        gz.finish().expect("gzip")
    };
    let mut bomb = best(&first);
    let zeros = best(&mib);
    for _ in 1..1024 {
        bomb.extend_from_slice(&zeros);
    }
    assert!(bomb.len() < 2 << 20, "{} bytes", bomb.len());
    let out = score(&dir, &["--format", "csv", "-"], &bomb);
    assert_eq!(out.status.code(), Some(1));
    let r = rows(&out);
    assert_eq!(r.len(), 1);
    assert!(
        r[0].starts_with("-,0,") && r[0].contains("more than the 64 MiB"),
        "{}",
        r[0]
    );
    // the largest resident size of the children waited for so far (this test's only child
    // that unpacks a gigabyte): the cap and a little, never the gigabyte
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage fills the struct it is given and reads nothing else
    assert_eq!(
        unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) },
        0
    );
    let kib = usage.ru_maxrss;
    assert!(kib < 200 << 10, "{kib} KiB");
}

/// `loadsgf` reads a compressed record, and refuses an archive of many with a reason.
#[test]
fn loadsgf_reads_a_compressed_record() {
    let dir = folder("loadsgf");
    let records = records();
    let (_, record) = &records[0];
    std::fs::write(dir.join("g.sgf.gz"), gzip(record)).expect("write");
    std::fs::write(dir.join("g.sgf.xz"), xz(record)).expect("write");
    std::fs::write(dir.join("many.tgz"), gzip(&tar_of(&records[..2]))).expect("write");
    let mut session = Session::start(&[]);
    for name in ["g.sgf.gz", "g.sgf.xz"] {
        // sp09-001 ends with two passes, White's last: Black to move; its RE, W+19.5, is GNU
        // Go's final_score of the same position
        let load = session.send(&format!("loadsgf {}", dir.join(name).display()));
        assert_eq!(load, Ok("black".to_string()), "{name}");
        assert_eq!(session.ok("final_score"), "W+19.5", "{name}");
    }
    let many = session.send(&format!("loadsgf {}", dir.join("many.tgz").display()));
    assert!(
        many.as_ref().is_err_and(|e| e.ends_with(
            "holds more records than one: unpack it, or score it with `tenuki-gtp score`"
        )),
        "{many:?}"
    );
}

/// Komi written in hundredths (the Fox server's `KM[750]`) is read as 7.5, with a note; a
/// komi with a point, or not a multiple of 25, is read as written.
#[test]
fn komi_in_hundredths_is_read_with_a_note() {
    let dir = folder("komi");
    for (name, km) in [
        ("a.sgf", "750"),
        ("b.sgf", "-375"),
        ("c.sgf", "750.0"),
        ("d.sgf", "110"),
    ] {
        std::fs::write(
            dir.join(name),
            format!("(;GM[1]SZ[9]RU[Chinese]KM[{km}]RE[B+73.5];B[ee])"),
        )
        .expect("write");
    }
    let out = score(&dir, &["--format", "csv", "--dead", "none", "."], b"");
    let r = rows(&out);
    assert_eq!(
        r[0],
        "./a.sgf,1,9x9,chinese,7.5,B+73.5,B+73.5,agree,0,none,KM[750] read in hundredths: komi 7.5"
    );
    assert_eq!(
        r[1],
        "./b.sgf,1,9x9,chinese,-3.75,B+73.5,B+84.75,disagree,+11.25,none,KM[-375] read in hundredths: komi -3.75"
    );
    assert!(r[2].starts_with("./c.sgf,1,9x9,chinese,750,"), "{}", r[2]);
    assert!(r[3].starts_with("./d.sgf,1,9x9,chinese,110,"), "{}", r[3]);
}
