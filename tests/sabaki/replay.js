// A Sabaki-style session against tenuki-gtp, driven by Sabaki's own GTP library (@sabaki/gtp:
// its Controller and ControllerStateTracker, which is how Sabaki syncs a board to an engine).
// Every answer is checked; the process exits non-zero on the first difference.
//
// Usage: node replay.js /path/to/tenuki-gtp
const assert = require("assert");
const { Controller, ControllerStateTracker } = require("@sabaki/gtp");

const engine = process.argv[2];
if (!engine) throw new Error("usage: node replay.js ENGINE");

const play = (color, vertex) => ({ name: "play", args: [color, vertex] });

async function main() {
  const controller = new Controller(engine, []);
  const tracker = new ControllerStateTracker(controller);
  const sent = [];
  controller.on("command-sent", ({ command }) => sent.push(command.name));
  controller.start();

  // Attach: Sabaki asks name, version, protocol_version, list_commands (pipelined, no ids).
  const attach = await Promise.all(
    ["name", "version", "protocol_version", "list_commands"].map((name) => controller.sendCommand({ name }))
  );
  assert.deepStrictEqual(attach.map((r) => r.error), [false, false, false, false]);
  assert.strictEqual(attach[0].content, "tenuki-gtp");
  assert.match(attach[1].content, /^\d+\.\d+\.\d+$/);
  assert.strictEqual(attach[2].content, "2");
  for (const name of ["set_free_handicap", "rectangular_boardsize", "genmove", "final_score"]) {
    assert.ok(await tracker.knowsCommand(name), `${name} listed`);
  }

  // the diagram rows of showboard, without its coordinate frame ("9 ......... 9")
  const board = async () =>
    (await tracker.queueCommand({ name: "showboard" })).content
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter((words) => words.length === 3 && /^\d+$/.test(words[0]))
      .map((words) => words[1])
      .join("\n");

  // 1. First sync: komi goes before boardsize, then the moves.
  sent.length = 0;
  await tracker.sync({
    komi: 6.5,
    boardsize: [9, 9],
    history: [play("B", "E5"), play("W", "C3"), play("B", "G7")],
  });
  assert.deepStrictEqual(sent.slice(0, 2), ["komi", "boardsize"], "komi before boardsize");
  assert.strictEqual(
    await board(),
    [".........", ".........", "......x..", ".........", "....x....", ".........", "..o......", ".........", "........."].join("\n")
  );

  // 2. Moves added: only the new ones are sent.
  sent.length = 0;
  await tracker.sync({ komi: 6.5, boardsize: [9, 9], history: [play("B", "E5"), play("W", "C3"), play("B", "G7"), play("W", "pass"), play("B", "C7")] });
  assert.deepStrictEqual(sent, ["play", "play"]);

  // 3. A different continuation sharing a longer prefix: undo back to it, then play on.
  sent.length = 0;
  await tracker.sync({ komi: 6.5, boardsize: [9, 9], history: [play("B", "E5"), play("W", "C3"), play("B", "G7"), play("W", "D4")] });
  assert.deepStrictEqual(sent, ["undo", "undo", "play"]);
  assert.strictEqual(
    await board(),
    [".........", ".........", "......x..", ".........", "....x....", "...o.....", "..o......", ".........", "........."].join("\n")
  );

  // A line sharing only its first move: Sabaki replays from clear_board.
  sent.length = 0;
  await tracker.sync({ komi: 6.5, boardsize: [9, 9], history: [play("B", "E5"), play("W", "F6")] });
  assert.deepStrictEqual(sent, ["clear_board", "play", "play"]);

  // 4. Setup stones arrive as plays of the same colour in a row, including a capture.
  await tracker.sync({
    komi: 0.5,
    boardsize: [5, 5],
    history: [play("W", "A1"), play("B", "A2"), play("B", "B1"), play("B", "C3"), play("B", "D3"), play("W", "E5")],
  });
  assert.strictEqual(await board(), ["....o", ".....", "..xx.", "x....", ".x..."].join("\n"));

  // 5. Handicap on an empty board with set_free_handicap, then a move.
  await tracker.sync({
    komi: 0.5,
    boardsize: [9, 9],
    history: [{ name: "set_free_handicap", args: ["C3", "G7"] }, play("W", "E5")],
  });
  assert.strictEqual(
    await board(),
    [".........", ".........", "......x..", ".........", "....o....", ".........", "..x......", ".........", "........."].join("\n")
  );

  // 6. A rectangular board.
  await tracker.sync({ komi: 7.5, boardsize: [13, 9], history: [play("B", "N9"), play("W", "A1")] });
  const rect = (await board()).split("\n");
  assert.strictEqual(rect.length, 9);
  assert.strictEqual(rect[0], "............x");
  assert.strictEqual(rect[8], "o............");

  // 7. genmove: a safe dame or a pass, recorded by the tracker as a play.
  await tracker.sync({
    komi: 0.5,
    boardsize: [5, 5],
    history: [
      play("B", "C1"), play("B", "C2"), play("B", "C4"), play("B", "C5"),
      play("W", "D1"), play("W", "D2"), play("W", "D4"), play("W", "D5"),
    ],
  });
  const move = await tracker.queueCommand({ name: "genmove", args: ["B"] });
  assert.strictEqual(move.error, false);
  assert.match(move.content, /^(C3|D3|pass)$/i, `genmove fills the dame: ${move.content}`);
  assert.strictEqual(tracker.state.history.length, 9);

  // 8. The console: the seki-aware score of a seki position.
  await tracker.sync({
    komi: 0,
    boardsize: [6, 6],
    history: [
      ...["B6", "A5", "F6", "F5", "D4", "E4", "F4", "A3", "B3", "C3", "D3"].map((v) => play("B", v)),
      ...["C6", "E6", "C5", "D5", "E5", "A4", "B4", "C4"].map((v) => play("W", v)),
    ],
  });
  const score = await tracker.queueCommand({ name: "final_score" });
  assert.deepStrictEqual([score.error, score.content], [false, "B+14"]);
  const seki = await tracker.queueCommand({ name: "final_status_list", args: ["seki"] });
  assert.strictEqual(seki.content, "B6\nC6 E6 C5 D5 E5 A4 B4 C4\nA5");

  await controller.stop();
  console.log("sabaki replay: all answers as expected");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
