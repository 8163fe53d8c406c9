//! A Sabaki-style session driven by Sabaki's own GTP library (`@sabaki/gtp`, npm), headless
//! with node: tests/sabaki/replay.js checks every answer. The npm package is installed into
//! tests/sabaki/node_modules on first use (`npm ci`, from the committed lock file).

mod common;

use std::path::Path;
use std::process::Command;

#[test]
fn a_sabaki_session_syncs_and_scores() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki");
    if !dir.join("node_modules/@sabaki/gtp").exists() {
        let status = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&dir)
            .status()
            .unwrap_or_else(|e| {
                panic!(
                    "the Sabaki replay needs npm (and node) to install @sabaki/gtp: {e}; \
                     on Debian: apt-get install nodejs npm"
                )
            });
        assert!(status.success(), "npm ci failed in {}", dir.display());
    }
    let out = Command::new("node")
        .arg(dir.join("replay.js"))
        .arg(common::BIN)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "the Sabaki replay needs node to run Sabaki's @sabaki/gtp: {e}; \
                 on Debian: apt-get install nodejs npm"
            )
        });
    assert!(
        out.status.success(),
        "replay failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("all answers as expected"));
}
