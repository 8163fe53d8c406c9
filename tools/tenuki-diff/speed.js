// Times Tenuki 0.3.1's territory score and `tenuki-gtp`'s `final_score` (through the binary,
// dead stones marked with `tenuki-set_board`) on three 19x19 positions, in one run:
// - a finished game: FSGCBot-dr from GNU Go's regression games (benches/data/fsgcbot-dr.txt);
// - many neutral points and a corner seki (benches/data/neutral-seki.txt);
// - a real online game: the first 19x19 end position of tests/data/ogs-positions.jsonl (from
//   online-go/score-estimator), its removed stones dead.
//
//   cargo build --release && cd tools/tenuki-diff && npm install && node speed.js
//   (TENUKI_GTP=path/to/tenuki-gtp times another build)
//
// Each side scores its position over and over for at least a second, three times, and the
// fastest of the three is kept (the machine's noise only ever slows a run); the time per
// score is reported, and the ratio. The binary's time includes the GTP round trip through its
// pipes.
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");
const tenuki = require("tenuki");

const root = path.join(__dirname, "..", "..");
const bin = process.env.TENUKI_GTP || path.join(root, "target", "release", "tenuki-gtp");

function finishedGame() {
  return fs.readFileSync(path.join(root, "benches", "data", "fsgcbot-dr.txt"), "utf8")
    .split("\n").map((r) => r.trim()).filter((r) => r.length > 0);
}

function neutralAndSeki() {
  return fs.readFileSync(path.join(root, "benches", "data", "neutral-seki.txt"), "utf8")
    .split("\n").map((r) => r.trim()).filter((r) => r.length > 0);
}

function onlineGame() {
  const lines = fs.readFileSync(path.join(root, "tests", "data", "ogs-positions.jsonl"), "utf8")
    .split("\n").filter((l) => l.trim());
  for (const line of lines) {
    const v = JSON.parse(line);
    if (v.board.length !== 19) continue;
    const rows = v.board.map((r) => [...r].map((c) => (c === "X" ? "x" : c === "O" ? "o" : ".")));
    for (const e of v.expected_removed) {
      if (e.on === ".") continue;
      rows[e.y][e.x] = rows[e.y][e.x] === "x" ? "b" : "w";
    }
    return { id: v.id, rows: rows.map((r) => r.join("")) };
  }
  throw new Error("no 19x19 position");
}

// Tenuki: the stones played in (passing between colours), two passes, the dead marked.
function tenukiGame(rows) {
  const game = new tenuki.Game({ boardSize: rows.length, scoring: "territory", komi: 0 });
  const stones = [];
  for (const colour of ["black", "white"]) {
    rows.forEach((row, y) => [...row].forEach((c, x) => {
      const black = c === "x" || c === "b";
      const white = c === "o" || c === "w";
      if ((colour === "black" && black) || (colour === "white" && white)) stones.push([y, x, colour]);
    }));
  }
  for (const [y, x, colour] of stones) {
    if (game.currentPlayer() !== colour) game.pass();
    if (!game.playAt(y, x)) throw new Error(`tenuki refused ${colour} at ${y},${x}`);
  }
  game.pass();
  game.pass();
  rows.forEach((row, y) => [...row].forEach((c, x) => {
    if ((c === "b" || c === "w") && !game._isDeadAt(y, x)) game.markDeadAt(y, x, { render: false });
  }));
  return game;
}

const TRIES = 3;

function timeTenuki(rows) {
  let best = null;
  for (let i = 0; i < TRIES; i++) {
    const t = timeTenukiOnce(rows);
    if (best === null || t.perScore < best.perScore) best = t;
  }
  return best;
}

function timeTenukiOnce(rows) {
  const game = tenukiGame(rows);
  let score = game.score();
  let n = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < 1_000_000_000n) {
    for (let i = 0; i < 20; i++) score = game.score();
    n += 20;
    elapsed = process.hrtime.bigint() - start;
  }
  return { perScore: Number(elapsed) / n / 1000, score };
}

// The binary: one session, `tenuki-set_board`, then `final_score` n times; the same session
// with `name` in place of `final_score` is timed too and its time taken off (starting the
// process and reading the commands).
function timeBinary(rows) {
  const n = 20000;
  const run = (command) => {
    const input = [`tenuki-set_board ${rows.join("|")}`, "komi 0"]
      .concat(Array(n).fill(command)).concat(["quit"]).join("\n") + "\n";
    const start = process.hrtime.bigint();
    const out = spawnSync(bin, [], { input, maxBuffer: 1 << 28 });
    const elapsed = process.hrtime.bigint() - start;
    if (out.status !== 0) throw new Error(`the binary failed: ${out.stderr}`);
    const answers = out.stdout.toString().split("\n\n");
    return { elapsed, last: answers[answers.length - 3] };
  };
  // the fastest of three runs each
  const fastest = (command) => {
    let best = null;
    for (let i = 0; i < TRIES; i++) {
      const r = run(command);
      if (best === null || r.elapsed < best.elapsed) best = r;
    }
    return best;
  };
  const scored = fastest("final_score");
  const named = fastest("name");
  return {
    perScore: Number(scored.elapsed - named.elapsed) / n / 1000,
    withRoundTrip: Number(scored.elapsed) / n / 1000,
    answer: scored.last,
  };
}

const positions = [
  { name: "finished 19x19 game (FSGCBot-dr)", rows: finishedGame() },
  { name: "neutral points and a seki", rows: neutralAndSeki() },
];
const online = onlineGame();
positions.push({ name: `online game (${online.id.split("/").pop()})`, rows: online.rows });

for (const { name, rows } of positions) {
  const t = timeTenuki(rows);
  const b = timeBinary(rows);
  console.log(
    `${name}: Tenuki ${t.perScore.toFixed(1)} µs, tenuki-gtp final_score ` +
      `${b.perScore.toFixed(2)} µs (${b.withRoundTrip.toFixed(2)} µs with its GTP round trip): ` +
      `${(t.perScore / b.perScore).toFixed(0)}x (${(t.perScore / b.withRoundTrip).toFixed(0)}x); ` +
      `answers ${JSON.stringify(t.score)} / ${b.answer.trim()}`,
  );
}
