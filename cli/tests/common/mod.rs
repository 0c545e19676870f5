//! Runs the `cu_project` binary that Cargo built for these tests.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

pub fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cu_project"))
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
