// Scores positions with one variant of Tenuki 0.3.1 (see diff.js); runs in a worker thread so a
// position Tenuki hangs on can be abandoned.
const { parentPort, workerData } = require("worker_threads");
const tenuki = require(workerData.variant);

function tenukiMap(rows) {
  const size = rows.length;
  const game = new tenuki.Game({ boardSize: size, scoring: "territory", komi: 0 });
  const stones = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => {
    if (c === "x") stones.push([y, x, "black"]);
  }));
  rows.forEach((row, y) => [...row].forEach((c, x) => {
    if (c === "o") stones.push([y, x, "white"]);
  }));
  for (const [y, x, color] of stones) {
    if (game.currentPlayer() !== color) game.pass();
    if (!game.playAt(y, x)) throw new Error(`tenuki refused ${color} at ${y},${x}`);
  }
  // Tenuki reports territory only once the game is over: two passes
  game.pass();
  game.pass();
  const territory = game.territory();
  const map = rows.map((r) => [...r]);
  for (const p of territory.black) map[p.y][p.x] = "z";
  for (const p of territory.white) map[p.y][p.x] = "a";
  return map.map((r) => r.join(""));
}

parentPort.on("message", (rows) => {
  try {
    parentPort.postMessage({ map: tenukiMap(rows) });
  } catch (e) {
    parentPort.postMessage({ error: String(e) });
  }
});
