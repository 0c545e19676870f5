#!/usr/bin/env python3
"""Build a held-out corpus from a Titus checkout's rule examples.

Titus (github.com/praetorian-inc/titus) keeps each rule's `examples` and
`negative_examples` beside its pattern. This turns them into the corpus
format `examples/measure_corpus.rs` reads; no example is copied into this
repository.

    python3 titus.py <titus checkout> <out dir>
    cargo run --release --example measure_corpus -- <out dir>

A positive's `secret` is the part of its example the rule's own pattern
captures: the first named group that is not an identifier (`username`,
`host`, `client_id`, ...), else the last group, else the whole match.
Rules that find identifiers only (categories `identifier` without
`secret`) and helper rules (`visible: false`) are left out. Needs PyYAML.
"""
import glob
import json
import os
import re
import sys

import yaml

# Groups a rule captures beside its secret, which are public.
PUBLIC = {
    "host", "hostname", "client_id", "username", "user", "user_id", "login", "email",
    "account_name", "port", "key_id", "token_id", "domain", "site_domain", "subdomain",
    "checksum", "bucket_url", "url", "webhook_base", "region", "tenant", "app_id",
    "database", "db", "org", "project", "workspace", "instance",
}


def secret_of(rx, example):
    m = rx.search(example)
    if not m:
        return None
    named = {k: v for k, v in m.groupdict().items() if v and k not in PUBLIC}
    if named:
        return named[[n for n in rx.groupindex if n in named][0]]
    if rx.groupindex:
        return None  # only public groups
    groups = [g for g in m.groups() if g]
    return groups[-1] if groups else m.group(0)


def main(checkout, out):
    positives, negatives = [], []
    for path in sorted(glob.glob(os.path.join(checkout, "pkg/rule/rules/*.yml"))):
        for rule in (yaml.safe_load(open(path, encoding="utf-8")) or {}).get("rules") or []:
            categories = set(rule.get("categories") or [])
            if "identifier" in categories and "secret" not in categories:
                continue
            if rule.get("visible") is False:
                continue
            try:
                rx = re.compile(rule.get("pattern", ""))
            except re.error:
                rx = None
            for i, example in enumerate(rule.get("examples") or []):
                secret = secret_of(rx, example) if rx else None
                if secret and secret in example:
                    positives.append({"id": f"{rule['id']}#{i}", "text": example,
                                      "secret": secret, "kind": rule["id"], "lang": "code"})
            for i, example in enumerate(rule.get("negative_examples") or []):
                negatives.append({"id": f"{rule['id']}#n{i}", "text": example,
                                  "kind": rule["id"], "lang": "code"})
    os.makedirs(out, exist_ok=True)
    for name, rows in (("positives.jsonl", positives), ("negatives.jsonl", negatives)):
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    print(f"{len(positives)} positives, {len(negatives)} negatives")


if __name__ == "__main__":
    main(*sys.argv[1:3])
