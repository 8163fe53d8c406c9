// Differential check: scores random finished-like positions with tenuki-gtp and with the real
// Tenuki 0.3.1 (npm), and sorts every disagreement into a category:
//   hang    Tenuki did not answer within the time limit (its false-eye loop)
//   corner  Tenuki with its corner boundary-length slip fixed agrees with us
//   phase   Tenuki with the other phase of its checkered fill (and the corner fix) agrees with
//           us: the answer hangs on that arbitrary choice, which our rule does not make
//   phase, neither
//           Tenuki's two phases disagree with each other and we agree with neither: we connect
//           only what both phases connect (see fill_neutral_points)
//   phase, per region
//           Tenuki picks the phase of each neutral region on its own; with some combination of
//           per-region phases (random tries) it agrees with us
//   other   none of the known faults explains it (should be 0)
//
// Usage: npm install && node diff.js [--engine PATH] [--count N] [--seed S] [--show K]
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");
const { Worker } = require("worker_threads");

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), [])
);
const engine = args.engine || path.join(__dirname, "../../target/release/tenuki-gtp");
const count = Number(args.count || 3000);
let seed = Number(args.seed || 1);
const show = Number(args.show || 3);
const timeoutMs = Number(args.timeout || 3000);

// ---- Tenuki variants: the package as published, and with its faults patched out ----
const original = path.dirname(require.resolve("tenuki/package.json"));
function variant(name, patches) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tenuki-${name}-`));
  fs.cpSync(original, dir, { recursive: true });
  for (const [file, from, to] of patches) {
    const p = path.join(dir, "lib", file);
    const text = fs.readFileSync(p, "utf8");
    if (!text.includes(from)) throw new Error(`patch for ${file} no longer applies`);
    fs.writeFileSync(p, text.split(from).join(to));
  }
  return dir;
}
const cornerFix = [
  "region.js",
  "i.y % _this3.boardState.boardSize - 1 === 0 && i.x % _this3.boardState.boardSize - 1 === 0",
  "i.y % (_this3.boardState.boardSize - 1) === 0 && i.x % (_this3.boardState.boardSize - 1) === 0",
];
const phaseFlip = ["scorer.js", '["black", "white"][manhattanDistance % 2]', '["white", "black"][manhattanDistance % 2]'];
// each neutral region gets its own random phase (Tenuki's phase is per region, tied to where
// the region starts; this explores the combinations)
const randomPhase = [
  [
    "scorer.js",
    "var startingX = null;",
    "var startingX = null; var regionPhase = Math.random() < 0.5 ? 0 : 1;",
  ],
  ["scorer.js", '["black", "white"][manhattanDistance % 2]', '["black", "white"][(manhattanDistance + regionPhase) % 2]'],
];
const variants = {
  published: variant("published", []),
  corner: variant("corner", [cornerFix]),
  flipped: variant("flipped", [cornerFix, phaseFlip]),
  random: variant("random", [cornerFix, ...randomPhase]),
};
const randomTries = 32;

class TenukiRunner {
  constructor(dir) {
    this.dir = dir;
    this.start();
  }
  start() {
    this.worker = new Worker(path.join(__dirname, "tenuki-worker.js"), { workerData: { variant: this.dir } });
  }
  score(rows) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.worker.removeAllListeners("message");
        this.worker.terminate();
        this.start();
        resolve({ hang: true });
      }, timeoutMs);
      this.worker.once("message", (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      this.worker.postMessage(rows);
    });
  }
}

// ---- our engine, over GTP ----
class Engine {
  constructor(cmd) {
    this.proc = spawn(cmd, [], { stdio: ["pipe", "pipe", "inherit"] });
    this.buffer = "";
    this.waiting = [];
    this.proc.stdout.on("data", (d) => {
      this.buffer += d;
      let i;
      while ((i = this.buffer.indexOf("\n\n")) >= 0) {
        const answer = this.buffer.slice(0, i);
        this.buffer = this.buffer.slice(i + 2);
        const waiter = this.waiting.shift();
        if (!waiter) throw new Error(`unexpected answer from tenuki-gtp: ${JSON.stringify(answer)}`);
        waiter(answer);
      }
    });
  }
  send(command) {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.proc.stdin.write(command + "\n");
    });
  }
  async scoreMap(rows) {
    await this.send("tenuki-set_board " + rows.join("|"));
    const answer = await this.send("tenuki-score_map");
    if (!answer.startsWith("= ")) throw new Error(answer);
    return answer.slice(2).trim().split("\n");
  }
}

// ---- finished-like random positions (every block keeps a liberty, so Tenuki can play them) ----
// mulberry32: a small seeded generator in 32-bit integer arithmetic
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function position() {
  const size = 5 + Math.floor(random() * 15);
  const seeds = Array.from({ length: 2 + Math.floor(random() * 6) }, () => [
    Math.floor(random() * size), Math.floor(random() * size), random() < 0.5,
  ]);
  const owner = (x, y) => {
    let best = null, tie = false;
    for (const [sx, sy, black] of seeds) {
      const d = Math.abs(x - sx) + Math.abs(y - sy);
      if (!best || d < best[0]) { best = [d, black]; tie = false; }
      else if (d === best[0] && black !== best[1]) tie = true;
    }
    return tie ? null : best[1];
  };
  const grid = [];
  for (let y = 0; y < size; y++) {
    const row = [];
    for (let x = 0; x < size; x++) {
      const mine = owner(x, y);
      const border = [[0, 1], [1, 0], [0, -1], [-1, 0]].some(([dx, dy]) => {
        const nx = x + dx, ny = y + dy;
        return nx >= 0 && ny >= 0 && nx < size && ny < size && owner(nx, ny) !== mine;
      });
      let c = mine === null || !border ? "." : mine ? "x" : "o";
      const r = random();
      if (r < 0.03) c = "x"; else if (r < 0.06) c = "o"; else if (r < 0.08) c = ".";
      row.push(c);
    }
    grid.push(row);
  }
  // empty every block without a liberty until none is left
  for (let changed = true; changed;) {
    changed = false;
    const seen = grid.map((r) => r.map(() => false));
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
      if (grid[y][x] === "." || seen[y][x]) continue;
      const color = grid[y][x], block = [[x, y]], stack = [[x, y]];
      seen[y][x] = true;
      let liberty = false;
      while (stack.length) {
        const [cx, cy] = stack.pop();
        for (const [dx, dy] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
          const nx = cx + dx, ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
          if (grid[ny][nx] === ".") liberty = true;
          else if (grid[ny][nx] === color && !seen[ny][nx]) { seen[ny][nx] = true; block.push([nx, ny]); stack.push([nx, ny]); }
        }
      }
      if (!liberty) { for (const [bx, by] of block) grid[by][bx] = "."; changed = true; }
    }
  }
  return grid.map((r) => r.join(""));
}

const same = (a, b) => !!a && !!b && a.length === b.length && a.every((r, i) => r === b[i]);

(async () => {
  const ours = new Engine(engine);
  const runners = Object.fromEntries(Object.entries(variants).map(([k, d]) => [k, new TenukiRunner(d)]));
  const counts = { agree: 0, hang: 0, corner: 0, phase: 0, "phase, neither": 0, "phase, per region": 0, other: 0, "tenuki error": 0 };
  const examples = {};
  const distinct = new Set();
  for (let n = 0; n < count; n++) {
    const rows = position();
    const key = rows.join("|");
    distinct.add(key);
    const mine = await ours.scoreMap(rows);
    const published = await runners.published.score(rows);
    let category;
    if (published.hang) category = "hang";
    else if (published.error) category = "tenuki error";
    else if (same(published.map, mine)) category = "agree";
    else {
      const corner = await runners.corner.score(rows);
      const flipped = await runners.flipped.score(rows);
      if (corner.hang || flipped.hang) category = "hang";
      else if (same(corner.map, mine)) category = "corner";
      else if (same(flipped.map, mine)) category = "phase";
      else if (!same(corner.map, flipped.map)) category = "phase, neither";
      else {
        category = "other";
        for (let k = 0; k < randomTries && category === "other"; k++) {
          const r = await runners.random.score(rows);
          if (!r.hang && same(r.map, mine)) category = "phase, per region";
        }
      }
      if (category !== "agree") {
        (examples[category] = examples[category] || []).push({ rows, mine, tenuki: published.map, corner: corner.map, flipped: flipped.map });
      }
    }
    if (published.error) (examples[category] = examples[category] || []).push({ rows, error: published.error });
    counts[category]++;
  }
  console.log(`positions: ${count} (${distinct.size} distinct)`);
  for (const [k, v] of Object.entries(counts)) console.log(`${k}: ${v}`);
  for (const [k, list] of Object.entries(examples)) {
    if (k === "corner" || k.startsWith("phase")) continue;
    for (const e of list.slice(0, show)) console.log(`\n--- ${k}\n${JSON.stringify(e, null, 1)}`);
  }
  await ours.send("quit");
  for (const r of Object.values(runners)) r.worker.terminate();
})();
