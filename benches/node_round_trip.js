// The Node.js baseline for the CLI benchmark: JSON.parse and JSON.stringify
// every line of a JSON Lines file, streamed, no projection at all.
// Usage: node benches/node_round_trip.js FILE > /dev/null
const fs = require("fs");
const readline = require("readline");
const rl = readline.createInterface({ input: fs.createReadStream(process.argv[2]), crlfDelay: Infinity });
const out = [];
let pending = 0;
rl.on("line", (line) => {
  if (line.trim() === "") return;
  out.push(JSON.stringify(JSON.parse(line)));
  if (++pending === 1000) {
    process.stdout.write(out.join("\n") + "\n");
    out.length = 0;
    pending = 0;
  }
});
rl.on("close", () => {
  if (out.length) process.stdout.write(out.join("\n") + "\n");
});
