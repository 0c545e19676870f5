'use strict';
// `npm run bench`: the binding against a bare JSON round trip of the same
// lines, timed in the same run; ratios printed (lower is better).
const fs = require('node:fs');
const path = require('node:path');
const cu = require('.');

const lines = fs
  .readFileSync(path.join(__dirname, '..', 'fixtures', 'calls.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => {
    // Lines JSON.parse reads, so the baseline runs on the same ones.
    try {
      JSON.parse(l);
      return true;
    } catch {
      return false;
    }
  });
const objects = lines.map((l) => JSON.parse(l));

function time(f, rounds) {
  f(); // warm up
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t = process.hrtime.bigint();
    f();
    best = Math.min(best, Number(process.hrtime.bigint() - t));
  }
  return best;
}

let sink = 0;
const baseline = time(() => { for (const l of lines) sink += JSON.stringify({ model: JSON.parse(l) }).length; }, 30);
const splitJson = time(() => { for (const l of lines) sink += cu.splitJson(l).length; }, 30);
const baselineObj = time(() => { for (const o of objects) sink += JSON.stringify({ model: o }).length; }, 30);
const split = time(() => { for (const o of objects) sink += Object.keys(cu.split(o)).length; }, 30);
console.log(`lines: ${lines.length}`);
console.log(`ratio splitJson / JSON.stringify({model: JSON.parse(line)}) = ${(splitJson / baseline).toFixed(2)}`);
console.log(`ratio split(object) / JSON.stringify({model: JSON.parse(line)}) = ${(split / baseline).toFixed(2)}`);
console.log(`ratio split(object) / JSON.stringify({model: object}) = ${(split / baselineObj).toFixed(2)}`);
if (sink < 0) console.log(sink);
