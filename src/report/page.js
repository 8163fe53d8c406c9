// The report's table and boards. The data: GAMES (one array per game, see COLUMNS and
// src/report/mod.rs), KIT (how a board is drawn from its letters: the pieces and distances of
// the Rust drawing, src/render/svg.rs) and SUMMARY. Boards drawn in Rust stand in the page
// (figure.game); the others are drawn here from their letters, with the same pieces.
(function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  // column name, index in a game's array, numeric
  var COLUMNS = [
    ["file", 0, false], ["game", 1, true], ["size", 2, false], ["rules", 3, false],
    ["komi", 4, true], ["recorded", 5, false], ["ours", 6, false],
    ["agreement", 7, false], ["difference", 8, true], ["note", 9, false]
  ];
  var PAGE = 100;
  var order = GAMES.map(function (_, i) { return i; });
  var shown = order;
  var page = 0;
  var sorted = { column: -1, direction: 1 };
  function $(id) { return document.getElementById(id); }

  function cell(value, column) {
    if (value === null || value === undefined) return "";
    if (column === 8 && value > 0) return "+" + value;
    return String(value);
  }

  function applyFilter() {
    var agreement = $("agreement").value;
    var text = $("text").value.toLowerCase();
    shown = order.filter(function (i) {
      var g = GAMES[i];
      if (agreement !== "all" && g[7] !== agreement) return false;
      if (text) {
        var words = (g[0] + " " + g[3] + " " + g[5] + " " + g[6] + " " + g[9]).toLowerCase();
        if (words.indexOf(text) < 0) return false;
      }
      return true;
    });
    page = 0;
    drawTable();
  }

  function sortBy(k) {
    var column = COLUMNS[k];
    sorted.direction = sorted.column === k ? -sorted.direction : 1;
    sorted.column = k;
    var at = column[1];
    var d = sorted.direction;
    order.sort(function (a, b) {
      var x = GAMES[a][at], y = GAMES[b][at];
      if (x === null || x === undefined) x = column[2] ? -Infinity : "";
      if (y === null || y === undefined) y = column[2] ? -Infinity : "";
      if (x < y) return -d;
      if (x > y) return d;
      return a - b;
    });
    var heads = document.querySelectorAll("#games th");
    for (var h = 0; h < heads.length; h++) {
      heads[h].className = h === k ? (d > 0 ? "sorted-up" : "sorted-down") : "";
    }
    applyFilter();
  }

  function drawTable() {
    var body = $("games").tBodies[0];
    var rows = document.createDocumentFragment();
    var first = page * PAGE;
    shown.slice(first, first + PAGE).forEach(function (i) {
      var g = GAMES[i];
      var tr = document.createElement("tr");
      tr.className = g[7];
      tr.dataset.i = i;
      COLUMNS.forEach(function (column) {
        var td = document.createElement("td");
        td.className = column[0];
        if (column[1] === 0 && g[11]) {
          var a = document.createElement("a");
          a.href = g[11];
          a.textContent = g[0];
          a.title = "the annotated copy";
          td.appendChild(a);
        } else {
          td.textContent = cell(g[column[1]], column[1]);
        }
        tr.appendChild(td);
      });
      rows.appendChild(tr);
    });
    body.replaceChildren(rows);
    var pages = Math.max(1, Math.ceil(shown.length / PAGE));
    $("shown").textContent = shown.length + " of " + GAMES.length + " games";
    $("page").textContent = "page " + (page + 1) + " of " + pages;
  }

  // a board's letters, one a point: a run written once with its length (`A.6.`) spelt out
  function letters(s) {
    return s.c.replace(/(.)\.(\d+)\./g, function (_, ch, n) {
      return new Array(Number(n) + 1).join(ch);
    }).split("");
  }

  // the stones of the block whose first stone is `first`: the same colour, joined
  function blockStones(s, codes, first) {
    var colour = codes[first] % 3;
    var seen = {}, stack = [first], out = [];
    seen[first] = true;
    while (stack.length) {
      var p = stack.pop();
      out.push(p);
      var x = p % s.w, y = Math.floor(p / s.w);
      [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].forEach(function (n) {
        if (n[0] < 0 || n[1] < 0 || n[0] >= s.w || n[1] >= s.h) return;
        var q = n[1] * s.w + n[0];
        if (!seen[q] && codes[q] % 3 === colour) { seen[q] = true; stack.push(q); }
      });
    }
    return out;
  }

  // a block's call in words: its phrases joined
  function call(b) {
    return b.slice(1).map(function (k) { return PHRASES[k]; }).join("; ");
  }

  // a board from its letters: the elements src/render/svg.rs writes for a shared page
  function drawBoard(s) {
    var w = 2 * KIT.margin + KIT.cell * (s.w - 1);
    var h = 2 * KIT.margin + KIT.cell * (s.h - 1);
    var total = h + (s.cap ? KIT.caption : 0);
    var svg = document.createElementNS(NS, "svg");
    svg.setAttribute("class", "board");
    svg.setAttribute("width", w);
    svg.setAttribute("height", total);
    svg.setAttribute("viewBox", "0 0 " + w + " " + total);
    svg.setAttribute("font-family", "sans-serif");
    function use(id, cls, i) {
      var u = document.createElementNS(NS, "use");
      u.setAttribute("href", "#" + id);
      if (cls) u.setAttribute("class", cls);
      if (i !== undefined) {
        u.setAttribute("x", KIT.margin + (i % s.w) * KIT.cell);
        u.setAttribute("y", KIT.margin + Math.floor(i / s.w) * KIT.cell);
        u.setAttribute("data-p", i);
      }
      svg.appendChild(u);
    }
    use("tg-grid-" + s.w + "x" + s.h);
    var codes = letters(s).map(function (ch) { return KIT.letters.indexOf(ch); });
    [["areas", 3, 3], ["stones", 1, 3], ["marks", 9, 6]].forEach(function (layer) {
      codes.forEach(function (code, i) {
        var piece = KIT[layer[0]][Math.floor(code / layer[1]) % layer[2]];
        if (piece) use(piece[0], piece[1], i);
      });
    });
    (s.r || []).forEach(function (j) { use(KIT.recordDead[0], KIT.recordDead[1], j); });
    (s.x || []).forEach(function (j) { use(KIT.differs[0], KIT.differs[1], j); });
    if (s.cap) {
      var band = document.createElementNS(NS, "rect");
      band.setAttribute("x", 0);
      band.setAttribute("y", h);
      band.setAttribute("width", w);
      band.setAttribute("height", KIT.caption);
      band.setAttribute("fill", "#f4f4f4");
      svg.appendChild(band);
      var text = document.createElementNS(NS, "text");
      text.setAttribute("class", "result");
      text.setAttribute("x", Math.floor(w / 2));
      text.setAttribute("y", h + 19);
      text.setAttribute("font-size", Math.min(13, 1.8 * w / Math.max(1, s.cap.length)).toFixed(1));
      text.setAttribute("text-anchor", "middle");
      text.setAttribute("fill", "#111");
      text.textContent = s.cap;
      svg.appendChild(text);
    }
    return svg;
  }

  // the block's reason under the pointer, the point's on a click
  function explain(figure, g) {
    var s = g[12];
    var why = figure.querySelector(".why");
    if (!s || !why) return;
    var codes = letters(s).map(function (ch) { return KIT.letters.indexOf(ch); });
    var block = {};
    s.b.forEach(function (b, k) {
      blockStones(s, codes, b[0]).forEach(function (p) { block[p] = k; });
    });
    var svg = figure.querySelector("svg");
    svg.addEventListener("mouseover", function (e) {
      var t = e.target.closest("[data-p]");
      if (!t) return;
      var k = block[t.getAttribute("data-p")];
      if (k !== undefined) why.textContent = call(s.b[k]);
    });
    // a click (a tap on a touch screen, where nothing hovers): the block's call when a stone
    // of a block it keeps is there, then the point's count
    svg.addEventListener("click", function (e) {
      var t = e.target.closest("[data-p]");
      var p = t ? Number(t.getAttribute("data-p")) : -1;
      if (p < 0) return;
      var name = KIT.columns[p % s.w] + (s.h - Math.floor(p / s.w));
      var parts = [];
      if (block[p] !== undefined) parts.push(call(s.b[block[p]]));
      if (s.p) {
        var k = typeof s.q === "string" ? KIT.letters.indexOf(s.q[p]) : s.q[p];
        parts.push(name + ": " + PHRASES[s.p[k]]);
      } else if (!parts.length) {
        parts.push(name + ": this board keeps its blocks' calls only (tenuki-point_why on the record says more)");
      }
      why.textContent = parts.join("\n\n");
    });
  }

  // a figure's board, taken out of its template first
  function boardOf(figure) {
    var svg = figure.querySelector("svg");
    if (svg) return svg;
    var template = figure.querySelector("template");
    return template.content.querySelector("svg");
  }

  // a figure drawn in the page shown: its board out of its template, its reasons attached
  function show(figure) {
    var template = figure.querySelector("template");
    if (!template) return;
    var svg = template.content.querySelector("svg").cloneNode(true);
    figure.replaceChild(svg, figure.querySelector(".placeholder"));
    template.remove();
    explain(figure, GAMES[Number(figure.dataset.i)]);
  }

  function openGame(i) {
    var g = GAMES[i];
    var detail = $("detail");
    var figure = document.createElement("figure");
    figure.className = "game";
    var caption = document.createElement("figcaption");
    caption.textContent = g[0] + " game " + g[1] + ": ours " + (g[6] || "none") +
      ", recorded " + (g[5] || "none") + (g[9] ? " (" + g[9] + ")" : "");
    figure.appendChild(caption);
    var drawn = g[13] && document.getElementById(g[13]);
    if (drawn) {
      figure.appendChild(boardOf(drawn).cloneNode(true));
    } else if (g[12]) {
      figure.appendChild(drawBoard(g[12]));
    }
    var why = document.createElement("div");
    why.className = "why";
    why.textContent = g[12] ? "Point at a stone for its block's call; click or tap a point for its count (a stone's, after its block's call)." : g[9];
    figure.appendChild(why);
    detail.replaceChildren(figure);
    explain(figure, g);
    if (detail.getBoundingClientRect().top > window.innerHeight) detail.scrollIntoView();
  }

  function drawSummary() {
    var s = SUMMARY;
    var items = [
      ["inputs", s.inputs.slice(0, 12).join(", ") +
        (s.inputs.length > 12 ? " and " + (s.inputs.length - 12) + " more" : "")],
      ["games", s.games + " in " + s.files + " file(s): " + s.agree + " agree, " + s.disagree +
        " disagree, " + s.noResult + " without a result by points, " + s.errors + " errors" +
        (s.unreadable ? " (" + s.unreadable + " file(s) unreadable)" : "")],
      ["rules seen", Object.keys(s.rules).map(function (k) { return k + " " + s.rules[k]; }).join(", ")],
      ["komi seen", Object.keys(s.komi).map(function (k) { return k + " " + s.komi[k]; }).join(", ")],
      ["dead stones", s.dead],
      ["boards drawn", s.drawn + " in the page (every disagreement up to " + s.limit +
        "); the others from their letters when their row is opened"],
      ["teire points", s.teire ? "read on the boards drawn (--html-teire)" :
        "not read (--html-teire reads them on the boards drawn: a reading that judges the " +
        "position after each fill, a run of 4,913 KGS games 40% longer)"],
      ["run", new Date(s.date).toISOString().replace("T", " ").slice(0, 19) + " UTC, " +
        s.seconds.toFixed(1) + " s, tenuki-gtp " + s.version]
    ];
    var dl = document.createElement("dl");
    items.forEach(function (item) {
      var dt = document.createElement("dt");
      dt.textContent = item[0];
      var dd = document.createElement("dd");
      dd.textContent = item[1];
      dl.appendChild(dt);
      dl.appendChild(dd);
    });
    $("summary").replaceChildren(dl);
  }

  drawSummary();
  var heads = document.querySelectorAll("#games th");
  for (var k = 0; k < heads.length; k++) {
    heads[k].addEventListener("click", sortBy.bind(null, k));
  }
  $("agreement").addEventListener("change", applyFilter);
  $("text").addEventListener("input", applyFilter);
  $("previous").addEventListener("click", function () { if (page > 0) { page--; drawTable(); } });
  $("next").addEventListener("click", function () {
    if ((page + 1) * PAGE < shown.length) { page++; drawTable(); }
  });
  $("games").tBodies[0].addEventListener("click", function (e) {
    if (e.target.closest("a")) return;
    var tr = e.target.closest("tr");
    if (tr) openGame(Number(tr.dataset.i));
  });
  // the boards drawn in the page wait in their templates until they scroll near
  var figures = document.querySelectorAll("#boards figure.game");
  var near = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (entry.isIntersecting) {
        show(entry.target);
        near.unobserve(entry.target);
      }
    });
  }, { rootMargin: "800px" });
  for (var f = 0; f < figures.length; f++) near.observe(figures[f]);
  applyFilter();
})();
