//! The inputs of a run: files as given, folders walked for `*.sgf`, standard input; how rows
//! name them, and where their annotated copies go.

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

/// One input: a file (with the path its annotated copy gets under the output folder) or
/// standard input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    File { path: PathBuf, name: PathBuf },
    Stdin,
}

impl Input {
    /// The input as rows show it: the path as given (for a folder's files, the folder as given
    /// joined with the file's path in it), every byte of a name that is not UTF-8 as `\xNN` and
    /// a backslash doubled, so that the row leads back to the file.
    pub fn shown(&self) -> String {
        match self {
            Input::File { path, .. } => escaped(path),
            Input::Stdin => "-".to_string(),
        }
    }

    /// Where the annotated copy goes, relative to the output folder.
    pub(super) fn annotated_name(&self) -> PathBuf {
        match self {
            Input::File { name, .. } => name.clone(),
            Input::Stdin => PathBuf::from("stdin.sgf"),
        }
    }
}

/// A path as text that leads back to it and keeps to one line: `\xNN` for bytes that are not
/// UTF-8 and for control characters (a line break, a tab), `\\` for `\`.
pub(super) fn escaped(path: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let mut text = String::new();
    for chunk in path.as_os_str().as_bytes().utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\\' => text.push_str("\\\\"),
                c if c.is_ascii_control() => text.push_str(&format!("\\x{:02X}", c as u32)),
                c => text.push(c),
            }
        }
        for byte in chunk.invalid() {
            text.push_str(&format!("\\x{byte:02X}"));
        }
    }
    text
}

/// The path an input's annotated copy gets under the output folder: its path as given, less
/// the root and any `.` or `..` (`a/g.sgf` → `a/g.sgf`, `/data/g.sgf` → `data/g.sgf`).
pub(super) fn relative_name(path: &Path) -> PathBuf {
    let name: PathBuf = path
        .components()
        .filter(|c| matches!(c, Component::Normal(_)))
        .collect();
    if name.as_os_str().is_empty() {
        PathBuf::from("record.sgf")
    } else {
        name
    }
}

/// The inputs of a run ([`collect_inputs`]), and the folders among the arguments in which
/// the walk found nothing to score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collected {
    pub inputs: Vec<Input>,
    pub empty_folders: Vec<PathBuf>,
}

/// The inputs in order: each argument in turn; a directory gives its records and archives
/// ([`is_collected`]), walked recursively and sorted by path; `-` is standard input. A folder
/// giving none is named in [`Collected::empty_folders`].
pub fn collect_inputs(arguments: &[PathBuf]) -> Collected {
    let mut collected = Collected::default();
    for argument in arguments {
        if argument.as_os_str() == "-" {
            collected.inputs.push(Input::Stdin);
        } else if argument.is_dir() {
            let mut found = Vec::new();
            walk(argument, &mut found);
            if found.is_empty() {
                collected.empty_folders.push(argument.clone());
            }
            for path in found {
                let name = relative_name(&path);
                collected.inputs.push(Input::File { path, name });
            }
        } else {
            collected.inputs.push(Input::File {
                path: argument.clone(),
                name: relative_name(argument),
            });
        }
    }
    collected
}

/// What the command line and Python say of folders with nothing to score in them.
pub fn no_record_found(folders: &[PathBuf]) -> String {
    let folders: Vec<String> = folders.iter().map(|p| escaped(p)).collect();
    format!(
        "no SGF record found in {} (records are *.sgf files; archives *.zip, *.tar, *.tar.gz, \
         *.tgz, *.tar.bz2, *.tar.xz, *.sgf.gz, ...)",
        folders.join(", ")
    )
}

/// True for a name that ends in `.sgf`, any case: such a file is read by its worker as a
/// record (and unpacked there if it is packed after all), not sniffed before.
pub(super) fn named_as_record(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
}

/// The files a walk of a folder takes (any case): records `*.sgf`, archives `*.zip`,
/// `*.tar`, `*.tgz`, `*.tbz2`, `*.txz` and `*.tar.gz`, `.bz2`, `.xz`, and compressed records
/// `*.sgf.gz`, `.bz2`, `.xz`. What a file is, is then told by its content; other files (a
/// log's `.gz`, notes) are left alone.
fn is_collected(path: &Path) -> bool {
    let Some(name) = path
        .file_name()
        .map(|n| n.to_string_lossy().to_ascii_lowercase())
    else {
        return false;
    };
    const ENDINGS: [&str; 13] = [
        ".sgf", ".zip", ".tar", ".tgz", ".tbz", ".tbz2", ".txz", ".tar.gz", ".tar.bz2", ".tar.xz",
        ".sgf.gz", ".sgf.bz2", ".sgf.xz",
    ];
    ENDINGS.iter().any(|end| name.ends_with(end))
}

/// Adds the files under `dir` that a walk takes ([`is_collected`]) to `found`, sorted by
/// path: each folder's entries in the order of their names (bytes), a folder's files where
/// its name falls. That is the order of the paths themselves (compared a component at a
/// time), found without comparing whole paths: a sort of 3,150 paths took about 22M
/// instructions.
fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<(std::ffi::OsString, std::fs::DirEntry)> = entries
        .flatten()
        .map(|entry| (entry.file_name(), entry))
        .collect();
    entries.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    for (_, entry) in entries {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            walk(&path, found);
        } else if is_collected(&path) {
            found.push(path);
        }
    }
}

/// Leaves out the inputs that are the annotated copy, under `dir`, of another input (written
/// by an earlier run into a folder that is walked again); returns how many.
pub fn leave_out_copies(inputs: &mut Vec<Input>, dir: &Path) -> usize {
    // where each input's copy would go (the copies that exist), and whose it is
    let copies: HashMap<PathBuf, usize> = inputs
        .iter()
        .enumerate()
        .filter_map(|(i, input)| {
            let real = std::fs::canonicalize(dir.join(input.annotated_name())).ok()?;
            Some((real, i))
        })
        .collect();
    let before = inputs.len();
    let mut index = 0;
    inputs.retain(|input| {
        let i = index;
        index += 1;
        let Input::File { path, .. } = input else {
            return true;
        };
        // an input that is its own copy's path is refused later (check_annotated)
        std::fs::canonicalize(path)
            .ok()
            .and_then(|real| copies.get(&real))
            .is_none_or(|&of| of == i)
    });
    before - inputs.len()
}

/// Checks, before anything is scored, that the annotated copies under `dir` each have a path
/// of their own and that none would overwrite an input.
///
/// # Errors
/// What would go wrong, naming the inputs.
pub fn check_annotated(inputs: &[Input], dir: &Path) -> Result<(), String> {
    let real = |p: &Path| std::fs::canonicalize(p).ok();
    let sources: HashMap<PathBuf, String> = inputs
        .iter()
        .filter_map(|input| match input {
            Input::File { path, .. } => real(path).map(|r| (r, input.shown())),
            Input::Stdin => None,
        })
        .collect();
    let mut taken: HashMap<PathBuf, String> = HashMap::new();
    for input in inputs {
        let target = dir.join(input.annotated_name());
        if let Some(first) = taken.insert(target.clone(), input.shown()) {
            return Err(format!(
                "{first} and {} would both be annotated as {}",
                input.shown(),
                escaped(&target)
            ));
        }
        if let Some(source) = real(&target).and_then(|t| sources.get(&t)) {
            return Err(format!(
                "the annotated copy {} would overwrite the input {source}",
                escaped(&target)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lead_back_to_their_files() {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::OsStr::from_bytes(b"d/g\xff\xfe\\.sgf");
        assert_eq!(escaped(Path::new(name)), r"d/g\xFF\xFE\\.sgf");
        assert_eq!(escaped(Path::new("köln/g.sgf")), "köln/g.sgf");
        assert_eq!(
            escaped(Path::new("two\nlines\t.sgf")),
            r"two\x0Alines\x09.sgf"
        );
    }

    #[test]
    fn a_walk_takes_records_and_archives_only() {
        for (name, taken) in [
            ("a/g.sgf", true),
            ("a/G.SGF", true),
            ("kgs-2020.tar.gz", true),
            ("kgs-2020.TGZ", true),
            ("cgos.tar.bz2", true),
            ("games.zip", true),
            ("g.sgf.xz", true),
            ("server.log.gz", false),
            ("notes.txt", false),
            ("sgf", false),
        ] {
            assert_eq!(is_collected(Path::new(name)), taken, "{name}");
        }
    }

    #[test]
    fn a_folder_s_records_come_in_the_order_of_their_paths() {
        // names whose bytes, read as whole paths, sort otherwise: `-` and `.` come before
        // `/`, so "a-b/c.sgf" and "a.sgf" sort before "a/z.sgf" as strings, after it as paths
        let dir = std::env::temp_dir().join(format!("tenuki-inputs-order-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let files = [
            "b.sgf",
            "a.sgf",
            "a-b/c.sgf",
            "a/z.sgf",
            "a/b/c.sgf",
            "A.sgf",
        ];
        for file in files {
            let path = dir.join(file);
            std::fs::create_dir_all(path.parent().expect("a file in a folder"))
                .expect("make folder");
            std::fs::write(&path, "(;)").expect("write record");
        }
        let found: Vec<PathBuf> = collect_inputs(std::slice::from_ref(&dir))
            .inputs
            .into_iter()
            .map(|input| match input {
                Input::File { path, .. } => path,
                Input::Stdin => panic!("no standard input here"),
            })
            .collect();
        let _ = std::fs::remove_dir_all(&dir);
        let names: Vec<String> = found
            .iter()
            .map(|p| {
                let rest = p.strip_prefix(&dir).expect("under the folder");
                rest.to_string_lossy().replace('\\', "/")
            })
            .collect();
        assert_eq!(
            names,
            [
                "A.sgf",
                "a/b/c.sgf",
                "a/z.sgf",
                "a-b/c.sgf",
                "a.sgf",
                "b.sgf"
            ]
        );
        // the order std gives paths
        let mut sorted = found.clone();
        sorted.sort();
        assert_eq!(found, sorted);
    }

    #[test]
    fn annotated_copies_keep_the_path_as_given() {
        for (given, name) in [
            ("a/g.sgf", "a/g.sgf"),
            ("/data/x/g.sgf", "data/x/g.sgf"),
            ("./a/../g.sgf", "a/g.sgf"),
            ("..", "record.sgf"),
        ] {
            assert_eq!(
                relative_name(Path::new(given)),
                PathBuf::from(name),
                "{given}"
            );
        }
    }
}
