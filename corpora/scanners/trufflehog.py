#!/usr/bin/env python3
"""Build a held-out corpus from a TruffleHog checkout's pattern tests.

Each detector's `*_test.go` (github.com/trufflesecurity/trufflehog,
`pkg/detectors/`) has a table of `input` texts and the secrets the
detector must `want` from them. This turns the inputs that want
something into positives in the corpus format `examples/measure_corpus.rs`
reads; no input is copied into this repository.

    python3 trufflehog.py <trufflehog checkout> <out dir>
    cargo run --release --example measure_corpus -- <out dir>

Inputs are raw or quoted Go strings, or constants holding one; inputs
built by `fmt.Sprintf` are skipped. A wanted string that is not in its
input (a detector's `id:secret` pair) counts by its longest part of eight
characters or more that is. The tests' "invalid" inputs are a pattern's
near misses, most still a secret to a person, so there are no negatives.
"""
import codecs
import glob
import json
import os
import re
import sys

STRING = r'(`[^`]*`|"(?:[^"\\\n]|\\.)*")'


def go_string(token, consts):
    token = token.strip()
    if token.startswith("`") and token.endswith("`"):
        return token[1:-1]
    if token.startswith('"') and token.endswith('"'):
        try:
            return codecs.decode(token[1:-1].encode("latin1", "backslashreplace"), "unicode_escape")
        except (UnicodeDecodeError, ValueError):
            return None
    if re.fullmatch(r"[A-Za-z_]\w*", token):
        return consts.get(token)
    return None


def main(checkout, out):
    positives = []
    tests = glob.glob(os.path.join(checkout, "pkg/detectors/**/*_test.go"), recursive=True)
    for path in sorted(t for t in tests if not t.endswith("_integration_test.go")):
        source = open(path, encoding="utf-8", errors="replace").read()
        detector = os.path.relpath(os.path.dirname(path), os.path.join(checkout, "pkg/detectors"))
        consts = {}
        for m in re.finditer(r"(?m)^\s*([A-Za-z_]\w*)\s*=\s*" + STRING, source):
            value = go_string(m.group(2), {})
            if value is not None:
                consts[m.group(1)] = value
        for i, m in enumerate(re.finditer(r"input:\s*(" + STRING[1:-1] + r"|[A-Za-z_]\w*)\s*,", source)):
            text = go_string(m.group(1), consts)
            want = re.match(r"\s*want:\s*\[\]string\{(.*?)\}\s*,", source[m.end():m.end() + 3000], re.S)
            if not text or not want:
                continue
            wanted = [go_string(x, consts) for pair in re.findall(STRING + r"|([A-Za-z_]\w*)", want.group(1))
                      for x in pair if x]
            for j, secret in enumerate(w for w in wanted if w):
                if secret not in text:
                    parts = [p for p in re.split(r"[:;|]", secret) if len(p) >= 8 and p in text]
                    if not parts:
                        continue
                    secret = max(parts, key=len)
                positives.append({"id": f"{detector}#{i}.{j}", "text": text.strip("\n"),
                                  "secret": secret, "kind": detector, "lang": "code"})
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "positives.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in positives)
    open(os.path.join(out, "negatives.jsonl"), "w", encoding="utf-8").close()
    print(f"{len(positives)} positives")


if __name__ == "__main__":
    main(*sys.argv[1:3])
