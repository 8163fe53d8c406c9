//! The engine starts the thread that plays a judgement's playouts beside it as it starts
//! (when it is to judge), so that its first judgement does not wait for the thread to begin
//! (`judge::start_playing_ahead`). Read from Linux's list of the process's threads.

#![cfg(target_os = "linux")]

mod common;

use common::Session;

/// The names of the engine's threads, from `/proc`.
fn thread_names(s: &Session) -> Vec<String> {
    let tasks = std::fs::read_dir(format!("/proc/{}/task", s.pid())).expect("the engine's tasks");
    tasks
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("comm")).ok())
        .map(|name| name.trim().to_string())
        .collect()
}

#[test]
fn the_thread_that_plays_ahead_runs_before_the_first_judgement() {
    let mut s = Session::start(&[]);
    // an answer: the engine has read its first command, past its start
    assert_eq!(s.ok("protocol_version"), "2");
    // (a new thread names itself once it runs: on a busy machine, a moment after its start)
    let mut names = thread_names(&s);
    for _ in 0..200 {
        if names.iter().any(|n| n == "playouts-ahead") {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        names = thread_names(&s);
    }
    panic!("no thread playing ahead before any judgement: {names:?}");
}

#[test]
fn with_the_judge_off_no_thread_plays_ahead() {
    let mut s = Session::start(&["--judge", "off"]);
    assert_eq!(s.ok("protocol_version"), "2");
    let names = thread_names(&s);
    assert!(
        !names.iter().any(|n| n == "playouts-ahead"),
        "a thread playing ahead for a judge that is off: {names:?}"
    );
}
