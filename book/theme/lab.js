// sudoku-lab's lab: the library itself, compiled to WebAssembly (crates/wasm), run in the
// reader's browser on the reader's puzzle. A chapter embeds one with
//   <div class="sudoku-lab" data-lab="solve" data-solver="golf" data-puzzle="LINE"></div>
// (data-lab: solve, golf, timings, person or generate). Nothing is fetched: the WebAssembly is in
// theme/lab-wasm.js as base64 (written by scripts/build-wasm.sh), and the Web Worker that runs
// it starts from a Blob URL, so a page opened from disk (file://) works as a served one does.
// A search runs in the worker, off the page's thread; Stop ends the worker, and the next run
// starts a new one. No dependencies: plain DOM, loaded by mdBook as additional-js.
(function () {
  "use strict";

  // -------------------------------------------------------------------------------------
  // The worker: instantiates the module and runs one operation per message. Its source is
  // this function's text, started from a Blob URL.
  // -------------------------------------------------------------------------------------
  function workerMain() {
    var module = null, instance = null;
    function start() {
      instance = new WebAssembly.Instance(module, {
        lab: { now: function () { return performance.now(); } }
      });
    }
    function call(op, request) {
      var ex = instance.exports;
      if (typeof ex["lab_" + op] !== "function") return { error: "the lab has no operation " + op };
      var bytes = new TextEncoder().encode(JSON.stringify(request));
      var ptr = ex.lab_alloc(bytes.length);
      new Uint8Array(ex.memory.buffer, ptr, bytes.length).set(bytes);
      try {
        ex["lab_" + op](ptr, bytes.length);
      } finally {
        ex.lab_free(ptr, bytes.length);
      }
      var out = new Uint8Array(ex.memory.buffer, ex.lab_output_ptr(), ex.lab_output_len());
      return JSON.parse(new TextDecoder().decode(out));
    }
    self.onmessage = function (e) {
      var m = e.data;
      if (m.wasm) {
        try {
          module = new WebAssembly.Module(m.wasm);
          start();
          self.postMessage({ ready: true });
        } catch (err) {
          self.postMessage({ ready: false, error: String(err) });
        }
        return;
      }
      var started = performance.now(), reply;
      try {
        reply = call(m.op, m.request);
      } catch (err) {
        // A trap (a panic in the library): the instance is dead; a fresh one serves the next.
        reply = { error: "the lab's WebAssembly stopped (" + err + "); this is a bug of sudoku-lab" };
        try { start(); } catch (ignored) { /* the next call says so again */ }
      }
      self.postMessage({ id: m.id, reply: reply, ms: performance.now() - started });
    };
  }

  var wasmBytes = null;
  function bytes() {
    if (!wasmBytes) {
      var text = atob(window.sudokuLabWasm);
      wasmBytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) wasmBytes[i] = text.charCodeAt(i);
    }
    return wasmBytes;
  }

  // The page's side: one worker, started when first needed, ended by Stop.
  var worker = null, ready = null, pending = {}, nextId = 1;

  function startWorker() {
    var source = "(" + workerMain.toString() + ")();";
    var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
    worker = new Worker(url);
    URL.revokeObjectURL(url);
    ready = new Promise(function (resolve, reject) {
      worker.onmessage = function (e) {
        var m = e.data;
        if ("ready" in m) {
          if (m.ready) resolve(); else reject(new Error(m.error));
          return;
        }
        var p = pending[m.id];
        delete pending[m.id];
        if (p) p.resolve(m);
      };
      worker.onerror = function (e) {
        reject(new Error(e.message || "the worker failed"));
      };
    });
    worker.postMessage({ wasm: bytes().slice().buffer });
  }

  // Runs `op` (solve, batch, sets, grade, hint, explain, golf_nodes, generate) on `request`;
  // resolves with { reply: {ok} or {error}, ms }, rejects when stopped.
  function call(op, request) {
    if (!window.sudokuLabWasm) {
      return Promise.reject(new Error("the lab was not built with this book " +
        "(scripts/build-wasm.sh needs the wasm32-unknown-unknown target)"));
    }
    if (!worker) {
      try {
        startWorker();
      } catch (e) {
        worker = null;
        return Promise.reject(new Error("this browser would not start the lab's worker: " + e.message));
      }
    }
    return ready.then(function () {
      return new Promise(function (resolve, reject) {
        var id = nextId++;
        pending[id] = { resolve: resolve, reject: reject };
        worker.postMessage({ id: id, op: op, request: request });
      });
    });
  }

  function stop() {
    if (!worker) return;
    worker.terminate();
    worker = null;
    var was = pending;
    pending = {};
    Object.keys(was).forEach(function (id) { was[id].reject(new Error("stopped")); });
  }

  // -------------------------------------------------------------------------------------
  // The view.
  // -------------------------------------------------------------------------------------
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function button(label, action, onClick) {
    var b = el("button", "lab-button", label);
    b.type = "button";
    b.setAttribute("data-action", action);
    b.addEventListener("click", onClick);
    return b;
  }

  // The steps a run records for the player: enough to watch, few enough to send at once.
  var RECORD_STEPS = 2000;

  var SOLVERS = ["golf", "golf-maintainer", "backtracking", "propagation", "hidden-singles",
    "fast", "dlx", "sat"];

  function ms(t) {
    return t < 1 ? (t * 1000).toFixed(0) + " \u00b5s" : t < 1000 ? t.toFixed(2) + " ms" :
      (t / 1000).toFixed(2) + " s";
  }

  // The address of this page with the lab's puzzle and solver: opened, it runs them.
  function shareLink(puzzle, solver) {
    var q = "?puzzle=" + encodeURIComponent(puzzle.trim()) +
      (solver ? "&solver=" + encodeURIComponent(solver) : "");
    return location.href.split(/[?#]/)[0] + q;
  }

  // A puzzle box, a status line and the buttons every lab shares.
  function frame(root, title) {
    root.textContent = "";
    root.classList.add("lab-ready");
    var head = el("div", "lab-head", title);
    var box = el("textarea", "lab-puzzle");
    box.rows = 3;
    box.spellcheck = false;
    box.setAttribute("aria-label", "The puzzle: one line of 81 characters, or a grid");
    box.value = root.getAttribute("data-puzzle") || "";
    var controls = el("div", "lab-controls");
    var status = el("p", "lab-status");
    status.setAttribute("aria-live", "polite");
    var out = el("div", "lab-out");
    root.appendChild(head);
    root.appendChild(box);
    root.appendChild(controls);
    root.appendChild(status);
    root.appendChild(out);
    return { box: box, controls: controls, status: status, out: out };
  }

  // Runs `op` for a lab: busy state, Stop, errors shown as the command line words them.
  function run(root, f, op, request, done) {
    root.setAttribute("data-state", "running");
    f.status.className = "lab-status";
    f.status.textContent = "running\u2026";
    var started = performance.now();
    return call(op, request).then(function (m) {
      if (m.reply.error !== undefined) {
        root.setAttribute("data-state", "error");
        f.status.className = "lab-status lab-error";
        f.status.textContent = "error: " + m.reply.error;
        return;
      }
      root.setAttribute("data-state", "done");
      // When the answer came, since the page began to load: the lab's first-result time.
      root.setAttribute("data-done-at", performance.now().toFixed(1));
      f.status.textContent = "";
      done(m.reply.ok, performance.now() - started);
    }, function (e) {
      root.setAttribute("data-state", e.message === "stopped" ? "stopped" : "error");
      f.status.className = "lab-status" + (e.message === "stopped" ? "" : " lab-error");
      f.status.textContent = e.message === "stopped" ?
        "stopped after " + ms(performance.now() - started) : "error: " + e.message;
    });
  }

  function gridText(line) {
    var n = Math.round(Math.sqrt(line.length)), b = Math.round(Math.sqrt(n)), rows = [];
    for (var r = 0; r < n; r++) {
      if (r && r % b === 0) rows.push("");
      var row = "";
      for (var c = 0; c < n; c++) row += (c && c % b === 0 ? "  " : c ? " " : "") + line[r * n + c];
      rows.push(row);
    }
    return rows.join("\n");
  }

  // ---- solve: a solver chapter's lab --------------------------------------------------
  function solveLab(root) {
    var f = frame(root, "Run it in this browser");
    var select = el("select", "lab-solver");
    select.setAttribute("aria-label", "Solver");
    SOLVERS.concat(["ladder"]).forEach(function (s) {
      var o = el("option", null, s);
      o.value = s;
      select.appendChild(o);
    });
    select.value = root.getAttribute("data-solver") || "hidden-singles";
    var digits = el("input", "lab-digits");
    digits.placeholder = "--digits (golf)";
    digits.setAttribute("aria-label", "Digit order for golf");
    var nodes = el("input", "lab-max-nodes");
    nodes.placeholder = "--max-nodes";
    nodes.setAttribute("aria-label", "Node bound");
    var share = el("a", "lab-share", "link to this run");
    var player = null;
    function go() {
      var request = { puzzle: f.box.value, solver: select.value, record: RECORD_STEPS };
      if (digits.value.trim()) request.digits = digits.value.trim();
      if (nodes.value.trim()) request.max_nodes = Number(nodes.value.trim());
      share.href = shareLink(f.box.value, select.value);
      f.out.textContent = "";
      run(root, f, "solve", request, function (r, wall) {
        var sol = el("pre", "lab-solution", r.solution ? gridText(r.solution) : "(no grid)");
        sol.setAttribute("data-solution", r.solution || "");
        var counts = el("p", "lab-counts", r.solver + ": " + r.counts);
        var said = el("p", "lab-said", r.said);
        var time = el("p", "lab-time", "search: " + ms(r.ms) + " in this browser (" +
          ms(wall) + " with the worker's round trip)");
        time.setAttribute("data-ms", r.ms);
        f.out.appendChild(said);
        f.out.appendChild(sol);
        f.out.appendChild(counts);
        if (r.sat) f.out.appendChild(el("p", "lab-sat", r.sat));
        f.out.appendChild(time);
        if (r.recording && window.sudokuPlayer) {
          player = el("div", "sudoku-player lab-player");
          f.out.appendChild(player);
          window.sudokuPlayer.show(player, r.recording);
        }
      });
    }
    f.controls.appendChild(select);
    f.controls.appendChild(digits);
    f.controls.appendChild(nodes);
    f.controls.appendChild(button("Run", "run", go));
    f.controls.appendChild(button("Stop", "stop", stop));
    f.controls.appendChild(share);
    root.labRun = go;
    root.labSet = function (puzzle, solver) {
      f.box.value = puzzle;
      if (solver) select.value = solver;
    };
  }

  // ---- golf: the one-liner's digit orders ---------------------------------------------
  // Seed 001's '%d'%5**18 and seed 004's order, always counted beside the reader's.
  var SEED_ORDERS = ["3814697265625", "948721536"];

  function golfLab(root) {
    var f = frame(root, "Digit orders in this browser");
    var orders = el("textarea", "lab-orders");
    orders.rows = 3;
    orders.setAttribute("aria-label", "Digit orders, one per line");
    orders.value = (root.getAttribute("data-orders") || "123456789").replace(/ /g, "\n");
    f.controls.appendChild(orders);
    function go() {
      var list = orders.value.split(/\s+/).filter(Boolean);
      SEED_ORDERS.forEach(function (o) { if (list.indexOf(o) < 0) list.push(o); });
      f.out.textContent = "";
      run(root, f, "golf_nodes", { puzzle: f.box.value, orders: list }, function (rows) {
        var table = el("table", "lab-table");
        var head = el("tr");
        ["digit order", "calls", ""].forEach(function (h) { head.appendChild(el("th", null, h)); });
        table.appendChild(head);
        rows.forEach(function (r) {
          var tr = el("tr");
          tr.setAttribute("data-order", r.order);
          tr.appendChild(el("td", null, r.order));
          var n = el("td", "lab-nodes", r.error ? r.error : r.nodes.toLocaleString("en-US"));
          tr.appendChild(n);
          tr.appendChild(el("td", null, SEED_ORDERS.indexOf(r.order) >= 0 ? "a seed's order" :
            r.gave_up ? "gave up at the node bound" : ""));
          table.appendChild(tr);
        });
        f.out.appendChild(table);
      });
    }
    f.controls.appendChild(button("Run", "run", go));
    f.controls.appendChild(button("Stop", "stop", stop));
    root.labRun = go;
    root.labSet = function (puzzle) { f.box.value = puzzle; };
  }

  // ---- timings: every solver on a shipped set -----------------------------------------
  function timingsLab(root) {
    var f = frame(root, "Every solver on a set, in this browser");
    f.box.style.display = "none";
    var select = el("select", "lab-set");
    select.setAttribute("aria-label", "Puzzle set");
    f.controls.appendChild(select);
    call("sets", {}).then(function (m) {
      (m.reply.ok || []).forEach(function (s) {
        var o = el("option", null, s.name + " (" + s.description + ")");
        o.value = s.name;
        select.appendChild(o);
      });
      select.value = root.getAttribute("data-set") || select.value;
    }, function (e) { f.status.textContent = "error: " + e.message; });
    function go() {
      var results = [];
      f.out.textContent = "";
      var table = el("table", "lab-table");
      var head = el("tr");
      ["solver", "puzzles", "nodes", "time"].forEach(function (h) { head.appendChild(el("th", null, h)); });
      table.appendChild(head);
      f.out.appendChild(table);
      var chart = el("div", "lab-chart");
      f.out.appendChild(chart);
      // The quickest first, so that the table fills while the one-liners work.
      var solvers = SOLVERS.slice().reverse();
      (function next() {
        var solver = solvers.shift();
        if (!solver) { drawChart(chart, results); return; }
        run(root, f, "batch", { set: select.value, solver: solver, max_nodes: SET_NODES }, function (r) {
          var tr = el("tr");
          tr.setAttribute("data-solver", solver);
          var solved = r.rows.filter(function (x) { return x.verdict === "solved"; }).length;
          var gaveUp = r.rows.filter(function (x) { return x.verdict === "gave_up"; }).length;
          [solver, solved + " of " + r.rows.length + " solved" +
            (gaveUp ? " (" + gaveUp + " gave up at " + SET_NODES.toLocaleString("en-US") + " nodes)" : ""),
            r.stats.nodes.toLocaleString("en-US"),
            ms(r.ms)].forEach(function (t) { tr.appendChild(el("td", null, t)); });
          table.appendChild(tr);
          results.push({ solver: solver, ms: r.ms });
          next();
        });
      })();
    }
    f.controls.appendChild(button("Run", "run", go));
    f.controls.appendChild(button("Stop", "stop", stop));
    root.labRun = go;
  }

  // The node bound of each puzzle of a set: the one-liners take minutes on some minimal
  // puzzles, and a set is run whole before the table is complete.
  var SET_NODES = 1000000;

  // A bar per solver, its time on a log scale (the solvers differ a thousandfold).
  function drawChart(chart, results) {
    var NS = "http://www.w3.org/2000/svg", rowH = 22, w = 480, left = 120;
    var svg = document.createElementNS(NS, "svg");
    svg.setAttribute("viewBox", "0 0 " + w + " " + (results.length * rowH + 24));
    svg.setAttribute("class", "lab-chart-svg");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "Time per solver on the set, log scale");
    var max = Math.max.apply(null, results.map(function (r) { return Math.log10(r.ms * 1000 + 1); }));
    results.forEach(function (r, i) {
      var y = i * rowH + 4, len = (w - left - 70) * Math.log10(r.ms * 1000 + 1) / (max || 1);
      var t = document.createElementNS(NS, "text");
      t.setAttribute("x", left - 6); t.setAttribute("y", y + 14);
      t.setAttribute("text-anchor", "end"); t.textContent = r.solver;
      var bar = document.createElementNS(NS, "rect");
      bar.setAttribute("x", left); bar.setAttribute("y", y);
      bar.setAttribute("width", Math.max(1, len)); bar.setAttribute("height", rowH - 6);
      bar.setAttribute("class", "lab-bar");
      var v = document.createElementNS(NS, "text");
      v.setAttribute("x", left + len + 4); v.setAttribute("y", y + 14); v.textContent = ms(r.ms);
      svg.appendChild(t); svg.appendChild(bar); svg.appendChild(v);
    });
    var axis = document.createElementNS(NS, "text");
    axis.setAttribute("x", left); axis.setAttribute("y", results.length * rowH + 20);
    axis.textContent = "time in this browser (log scale)";
    svg.appendChild(axis);
    chart.appendChild(svg);
  }

  // ---- person: hints and the ladder's steps, drawn ------------------------------------
  function personLab(root) {
    var f = frame(root, "Your puzzle, step by step");
    var hints = el("div", "lab-hints");
    var picture = el("div", "lab-diagram");
    var counter = el("span", "lab-counter");
    var steps = null, at = 0;
    function show() {
      picture.innerHTML = "";
      if (!steps) return;
      var s = steps.steps[at];
      counter.textContent = s ? "step " + (at + 1) + " of " + steps.steps.length : "";
      hints.textContent = s ? s.text : "";
      picture.innerHTML = s ? s.svg : steps.end;
      root.setAttribute("data-step", at + 1);
    }
    function hint(level) {
      return function () {
        steps = null;
        counter.textContent = "";
        run(root, f, "hint", { puzzle: f.box.value }, function (r) {
          hints.textContent = "";
          r.levels.slice(0, level).forEach(function (l) {
            var p = el("p", "lab-hint", "Level " + l[0] + ": " + l[1]);
            p.setAttribute("data-level", l[0]);
            hints.appendChild(p);
          });
          picture.innerHTML = r.svg;
        });
      };
    }
    function ladder() {
      run(root, f, "explain", { puzzle: f.box.value }, function (r) {
        steps = r;
        at = 0;
        var left = r.solved ? "the ladder solves it in " + r.steps.length + " steps" :
          r.stalled ? "the ladder stalls after " + r.steps.length + " steps: the puzzle needs search" :
          r.cut ? "the first " + r.steps.length + " steps" : "the ladder reached a contradiction";
        f.status.textContent = left;
        show();
      });
    }
    function move(by) {
      return function () {
        if (!steps) return;
        at = Math.max(0, Math.min(steps.steps.length - 1, at + by));
        show();
      };
    }
    f.controls.appendChild(button("Hint 1", "hint-1", hint(1)));
    f.controls.appendChild(button("Hint 2", "hint-2", hint(2)));
    f.controls.appendChild(button("Hint 3", "hint-3", hint(3)));
    f.controls.appendChild(button("Ladder", "ladder", ladder));
    f.controls.appendChild(button("\u25C0", "back", move(-1)));
    f.controls.appendChild(button("\u25B6", "forward", move(1)));
    f.controls.appendChild(counter);
    f.out.appendChild(hints);
    f.out.appendChild(picture);
    root.labRun = hint(3);
    root.labSet = function (puzzle) { f.box.value = puzzle; };
  }

  // ---- generate: the generator chapter's lab ------------------------------------------
  // The library's generator (`sudoku-lab generate --seed S [--symmetric]`) and the ladder's
  // grade of what it made; a link opens the puzzle in the person chapter's lab.
  var MAX_SEED_DIGITS = 15; // a JavaScript number holds every whole number up to 2^53 exactly
  function generateLab(root) {
    var f = frame(root, "A new puzzle in this browser");
    f.box.setAttribute("aria-label", "The puzzle the generator made");
    var seed = el("input", "lab-seed");
    seed.setAttribute("aria-label", "Seed");
    seed.inputMode = "numeric";
    seed.value = root.getAttribute("data-seed") || "1";
    var symmetric = el("input", "lab-symmetric");
    symmetric.type = "checkbox";
    var symLabel = el("label", null, " --symmetric");
    symLabel.insertBefore(symmetric, symLabel.firstChild);
    var graded = el("p", "lab-grade");
    var steps = el("a", "lab-steps", "step through it with the ladder");
    function go() {
      var text = seed.value.trim();
      if (!/^[0-9]+$/.test(text) || text.length > MAX_SEED_DIGITS) {
        f.status.className = "lab-status lab-error";
        f.status.textContent = "error: the seed is a whole number of at most " +
          MAX_SEED_DIGITS + " digits, not \"" + text + "\"";
        root.setAttribute("data-state", "error");
        return;
      }
      f.out.textContent = "";
      var request = { seed: Number(text), symmetric: symmetric.checked };
      run(root, f, "generate", request, function (made) {
        f.box.value = made.puzzle;
        root.setAttribute("data-made", made.puzzle);
        run(root, f, "grade", { puzzle: made.puzzle }, function (g) {
          var used = g.techniques.map(function (t) { return t[0] + " \u00d7" + t[1]; });
          graded.textContent = "grade: " + g.grade + (g.rating ? ", rated " + g.rating : "") +
            (used.length ? "; the ladder uses " + used.join(", ") : "");
          steps.href = "person.html?puzzle=" + encodeURIComponent(made.puzzle);
          f.out.appendChild(graded);
          f.out.appendChild(steps);
        });
      });
    }
    function fresh() {
      seed.value = String(Math.floor(Math.random() * 1e9));
      go();
    }
    f.controls.appendChild(seed);
    f.controls.appendChild(symLabel);
    f.controls.appendChild(button("Generate", "generate", go));
    f.controls.appendChild(button("New seed", "new-seed", fresh));
    f.controls.appendChild(button("Stop", "stop", stop));
    root.labRun = go;
    root.labSet = function () { /* the generator takes a seed, not a puzzle */ };
  }

  var KINDS = { solve: solveLab, golf: golfLab, timings: timingsLab, person: personLab,
    generate: generateLab };

  function init() {
    var labs = document.querySelectorAll(".sudoku-lab");
    for (var i = 0; i < labs.length; i++) {
      var root = labs[i], kind = KINDS[root.getAttribute("data-lab")];
      if (!window.sudokuLabWasm) {
        root.classList.add("lab-missing");
        root.textContent = "The lab is not in this build of the book: scripts/build-wasm.sh " +
          "needs Rust's wasm32-unknown-unknown target (rustup target add wasm32-unknown-unknown).";
        continue;
      }
      if (kind) kind(root);
    }
    // A shared lab: ?puzzle=...&solver=... fills the page's first lab and runs it.
    var params = new URLSearchParams(location.search);
    var first = document.querySelector(".sudoku-lab.lab-ready");
    if (first && params.get("puzzle") !== null && first.labSet) {
      first.labSet(params.get("puzzle"), params.get("solver"));
      first.scrollIntoView();
      first.labRun();
    }
  }

  window.sudokuLab = { call: call, stop: stop };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
