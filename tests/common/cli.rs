//! Runs the `cu_project` example binary. `cargo test` builds the examples
//! before it runs integration tests; the binary sits next to the test
//! executable.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

pub fn binary() -> PathBuf {
    let mut dir = std::env::current_exe().expect("test executable path");
    dir.pop(); // the test binary
    if dir.ends_with("deps") {
        dir.pop();
    }
    let exe = dir
        .join("examples")
        .join(format!("cu_project{}", std::env::consts::EXE_SUFFIX));
    assert!(exe.exists(), "build the example first: {}", exe.display());
    exe
}

pub fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(binary())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn cu_project");
    // Write from another thread: a large input would otherwise fill the
    // output pipe while this thread is still writing, and both would wait.
    let mut pipe = child.stdin.take().unwrap();
    let input = stdin.to_vec();
    let writer = std::thread::spawn(move || pipe.write_all(&input));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    out
}

pub fn answers(out: &Output) -> Vec<Value> {
    String::from_utf8(out.stdout.clone())
        .expect("answers are UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("each answer line is JSON"))
        .collect()
}
