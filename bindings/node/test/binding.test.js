'use strict';
// The binding against the crate: the fixtures are the crate's own answers
// (tests/bindings_fixtures.rs keeps them so), and bad input of every kind
// is a typed JavaScript error, never a crash.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const cu = require('..');

const fixtures = path.join(__dirname, '..', '..', 'fixtures');
const lines = (name) => fs.readFileSync(path.join(fixtures, name), 'utf8').split('\n').filter((l) => l !== '');
const calls = lines('calls.jsonl');
const splits = lines('split.jsonl');
const parses = lines('parse.jsonl');

test('splitJson answers every fixture line as the crate does', () => {
  assert.equal(calls.length, splits.length);
  calls.forEach((line, i) => assert.equal(cu.splitJson(line), splits[i], line));
});

test('split on objects answers the same object', () => {
  let compared = 0;
  calls.forEach((line, i) => {
    const expected = JSON.parse(splits[i]);
    if (expected.error) return;
    assert.deepEqual(cu.split(JSON.parse(line)), expected, line);
    compared += 1;
  });
  assert.ok(compared > 500, `${compared}`);
});

test('parse gives the canonical call or the same error code', () => {
  let refused = 0;
  calls.forEach((line, i) => {
    const expected = JSON.parse(parses[i]);
    if (expected.error) {
      refused += 1;
      assert.throws(() => cu.parse(line), (e) => {
        assert.ok(e instanceof cu.CuProjectionError);
        assert.equal(e.code, expected.error.code);
        assert.equal(e.message, expected.error.message);
        assert.equal(e.pointer, expected.error.pointer === undefined ? null : expected.error.pointer);
        return true;
      });
    } else {
      assert.deepEqual(cu.parse(line), expected.call, line);
    }
  });
  assert.ok(refused > 100);
});

test('providers, schemas and renderings', () => {
  const block = { type: 'tool_use', id: 'toolu_1', name: 'maka_computer', input: { action: 'list_apps' } };
  assert.deepEqual(cu.fromToolUse(block), { id: 'toolu_1', call: { action: 'list_apps' } });
  const strict = cu.fromStrictArguments({ action: 'list_apps', app: null });
  assert.deepEqual(strict.call, { action: 'list_apps' });
  const item = { type: 'computer_call', call_id: 'c1', actions: [{ type: 'click', button: 'left', x: 1, y: 2 }] };
  assert.equal(cu.validateNativeBatch(item).error.code, 'policy_denied');
  assert.ok(cu.validateNativeBatch(item, ['coordinate_pointer']).actions);
  assert.equal(cu.schema('anthropic').name, 'maka_computer');
  const obs = { observation_id: 'obs-1', elements: [{ element_id: 'e1', role: 'AXButton', label: 'Send 4417' }] };
  const r = cu.renderObservation(obs);
  assert.ok(r.modelText.includes('Send 4417'));
  assert.equal(r.transcriptText, 'observation obs-1 elements 1\ne1 AXButton <text>');
  const t = cu.renderToolResult('set_value', { outcome: 'completed', readback: 'Dear Ada' });
  assert.equal(t.transcriptText, 'completed readback <text>');
  const bad = cu.renderToolResult('set_value', { outcome: 'completed', note: 'x' });
  assert.equal(bad.transcriptText, '<value>');
  assert.equal(bad.error.code, 'invalid_arguments');
});

test('the ledger answers host events as the crate does', () => {
  const log = lines('../../examples/data/ledger.jsonl');
  const ledger = new cu.Ledger('demo');
  const answers = log.map((l) => ledger.apply(JSON.parse(l)));
  assert.equal(answers[2].observation_id, 'obs-demo-1');
  assert.ok(answers.some((a) => a.error && a.error.code === 'outcome_pending'));
  assert.equal(answers[answers.length - 1].state, 'ended');
  const again = new cu.Ledger('demo');
  assert.equal(again.applyJson(log[2]), '{"state":"observed","observation_id":"obs-demo-1"}');
  assert.throws(() => new cu.Ledger('a b'), (e) => e instanceof cu.CuProjectionError && e.code === 'invalid_arguments');
});

test('bad input is a typed error, never a crash', () => {
  const deep = '['.repeat(100000) + ']'.repeat(100000);
  const huge = 'x'.repeat(16 * 1024 * 1024);
  const lone = '{"action":"type","observation_id":"o","text":"\ud800"}';
  // Text functions answer errors as the crate writes them.
  for (const line of [deep, '', 'null', '[]', '{"action":', lone, `{"action":"type","text":"${huge}"}`, '\ud800']) {
    const answer = JSON.parse(cu.splitJson(line));
    assert.ok(answer.model || answer.error, line.slice(0, 40));
  }
  const throwsTyped = (f) =>
    assert.throws(f, (e) => e instanceof cu.CuProjectionError || e instanceof TypeError || e instanceof RangeError);
  for (const v of [undefined, null, 5, 'x', [], {}, { action: 5 }, Symbol('s'), () => 1, 10n]) {
    throwsTyped(() => cu.parse(v));
    throwsTyped(() => cu.schema(v));
    throwsTyped(() => cu.fromToolUse(v === undefined ? () => 1 : v));
    throwsTyped(() => cu.fromStrictArguments(typeof v === 'string' ? '{' : v === undefined ? () => 1 : v));
    throwsTyped(() => cu.validateNativeBatch({ actions: v === undefined ? () => 1 : v }, ['nope']));
    throwsTyped(() => cu.renderObservation(v === undefined ? () => 1 : v));
    throwsTyped(() => new cu.Ledger(v === 'x' ? 'x y' : v));
  }
  const cyclic = {};
  cyclic.self = cyclic;
  throwsTyped(() => cu.split(cyclic));
  throwsTyped(() => cu.split(JSON.parse('['.repeat(5000) + ']'.repeat(5000))));
  // A lone surrogate has no UTF-8 form: it crosses as U+FFFD, as Node.js
  // writes any such string to UTF-8.
  assert.equal(cu.parse(lone).text, '\ufffd');
  const r = cu.renderToolResult('list_apps', { apps: [{ name: '\ud800', windows: [] }] });
  assert.equal(typeof r.transcriptText, 'string');
  const ledger = new cu.Ledger('t');
  assert.equal(ledger.apply({ event: 'reboot' }).error.code, 'invalid_arguments');
  assert.equal(JSON.parse(ledger.applyJson('{oops')).error.code, 'invalid_json');
});
