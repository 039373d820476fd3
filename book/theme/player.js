// sudoku-lab's step-through player: replays a recording written by
// `sudoku-lab solve PUZZLE --solver S --record FILE.json` (schema "sudoku-lab/recording",
// version 2, documented in recording-format.md) as a grid with pencil marks.
//
// A chapter embeds one with the recording inside it, so that the page works opened from disk
// (file://, where a browser refuses to fetch), blank lines aside:
//   <div class="sudoku-player" data-recording="recordings/NAME.json">
//   <script type="application/json">
//   {{#include recordings/NAME.json}}
//   </script>
//   </div>
// Without the script element the player fetches data-recording (which needs http). Every
// player has a "load a recording" control that plays a file of the reader's own, read in the
// browser (no upload); a player with neither shows that control alone.
// No dependencies: plain DOM, loaded by mdBook as additional-js.
(function () {
  "use strict";

  var SCHEMA = "sudoku-lab/recording";
  var VERSION = 2;
  // A copy of the state is kept every CHECKPOINT steps, so that any step is at most this many
  // replayed steps away, whichever way the reader jumps.
  var CHECKPOINT = 64;
  var SPEEDS = [1, 4, 16, 64];

  function digitChar(d) {
    return d <= 9 ? String(d) : String.fromCharCode(55 + d); // 10 -> "A"
  }

  function parseDigit(ch) {
    if (ch >= "1" && ch <= "9") return ch.charCodeAt(0) - 48;
    var up = ch.toUpperCase();
    if (up >= "A" && up <= "P") return up.charCodeAt(0) - 55;
    return 0;
  }

  // ---------------------------------------------------------------------------------------
  // The model: the grid, pencil marks and guess stack after any number of steps. It follows
  // the rules of recording-format.md (and of the library's Recording::grid_after).
  // ---------------------------------------------------------------------------------------

  // How a cell got its digit, for colouring.
  var EMPTY = 0, GIVEN = 1, FORCED = 2, GUESSED = 3;

  function Model(rec) {
    var n = rec.size, b = rec.box, cells = n * n, i, j;
    this.rec = rec;
    this.n = n;
    this.b = b;
    this.cells = cells;
    this.steps = rec.steps;
    this.all = (1 << n) - 1;
    // Peers: the other cells of a cell's row, column and box.
    this.peers = [];
    for (i = 0; i < cells; i++) {
      var r = Math.floor(i / n), c = i % n, list = [];
      for (j = 0; j < cells; j++) {
        if (j === i) continue;
        var r2 = Math.floor(j / n), c2 = j % n;
        var sameBox = Math.floor(r / b) === Math.floor(r2 / b) &&
          Math.floor(c / b) === Math.floor(c2 / b);
        if (r2 === r || c2 === c || sameBox) list.push(j);
      }
      this.peers.push(list);
    }
    // A recording that reports eliminations maintains the pencil marks itself, from every
    // digit in every empty cell (its first steps cross the givens out of their peers). For one
    // that reports none (the brute-force ports), the marks start as the digits no given peer
    // holds, and a placement removes its digit from its peers' marks.
    this.explicit = rec.steps.some(function (s) { return s.kind === "eliminate"; });

    var start = {
      digits: new Uint8Array(cells),
      how: new Uint8Array(cells),
      marks: new Uint32Array(cells),
      stack: []
    };
    for (i = 0; i < cells; i++) {
      var d = parseDigit(rec.puzzle.charAt(i));
      start.digits[i] = d;
      start.how[i] = d ? GIVEN : EMPTY;
    }
    for (i = 0; i < cells; i++) {
      if (start.digits[i]) continue;
      var m = this.all;
      for (j = 0; !this.explicit && j < this.peers[i].length; j++) {
        var pd = start.digits[this.peers[i][j]];
        if (pd) m &= ~(1 << (pd - 1));
      }
      start.marks[i] = m;
    }
    this.givens = start.digits;
    // Checkpoints, and the indices of the steps the jump buttons go to.
    this.checkpoints = [clone(start)];
    this.guessAt = [];
    this.contradictionAt = [];
    var s = clone(start);
    for (i = 0; i < this.steps.length; i++) {
      var step = this.steps[i];
      if (step.kind === "place" && isGuess(step)) this.guessAt.push(i + 1);
      if (step.kind === "contradiction") this.contradictionAt.push(i + 1);
      this.apply(s, step);
      if ((i + 1) % CHECKPOINT === 0) this.checkpoints.push(clone(s));
    }
    this.cache = null; // { index, state }
  }

  function isGuess(step) {
    var k = step.reason && step.reason.kind;
    return k === "guess" || k === "guess_place" || k === "try";
  }

  function clone(s) {
    // Stack entries are never changed once pushed, so they can be shared.
    return {
      digits: s.digits.slice(),
      how: s.how.slice(),
      marks: s.marks.slice(),
      stack: s.stack.slice()
    };
  }

  Model.prototype.apply = function (s, step) {
    var i, bit;
    switch (step.kind) {
      case "place":
        if (isGuess(step)) {
          s.stack.push({
            cell: step.cell, digit: step.digit,
            digits: s.digits.slice(), how: s.how.slice(), marks: s.marks.slice()
          });
        }
        s.digits[step.cell] = step.digit;
        s.how[step.cell] = isGuess(step) ? GUESSED : FORCED;
        s.marks[step.cell] = 0;
        if (!this.explicit) {
          bit = 1 << (step.digit - 1);
          var peers = this.peers[step.cell];
          for (i = 0; i < peers.length; i++) s.marks[peers[i]] &= ~bit;
        }
        break;
      case "eliminate":
        s.marks[step.cell] &= ~(1 << (step.digit - 1));
        // The digit of a placed cell crossed out: the cell is left with nothing (a dead end
        // follows), as in the solver's own grid of candidates.
        if (s.digits[step.cell] === step.digit) {
          s.digits[step.cell] = 0;
          s.how[step.cell] = EMPTY;
        }
        break;
      case "undo":
        for (i = s.stack.length - 1; i >= 0; i--) {
          var e = s.stack[i];
          if (e.cell === step.cell && e.digit === step.digit) {
            s.stack.length = i;
            s.digits = e.digits.slice();
            s.how = e.how.slice();
            s.marks = e.marks.slice();
            return;
          }
        }
        // No matching guess: a recording cut before it, or a malformed one. Empty the cell.
        s.digits[step.cell] = 0;
        s.how[step.cell] = EMPTY;
        break;
      default:
        break; // contradiction, solved: nothing changes on the grid
    }
  };

  // The state after the first `index` steps. Do not change what it returns.
  Model.prototype.at = function (index) {
    var c = this.cache;
    if (c && c.index === index) return c.state;
    var s;
    if (c && c.index < index && index - c.index <= CHECKPOINT) {
      s = clone(c.state);
      for (var i = c.index; i < index; i++) this.apply(s, this.steps[i]);
    } else {
      var k = Math.floor(index / CHECKPOINT);
      s = clone(this.checkpoints[k]);
      for (var j = k * CHECKPOINT; j < index; j++) this.apply(s, this.steps[j]);
    }
    this.cache = { index: index, state: s };
    return s;
  };

  // ---------------------------------------------------------------------------------------
  // The view.
  // ---------------------------------------------------------------------------------------

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function Player(root, rec) {
    var self = this, n = rec.size, b = rec.box, i, d;
    this.root = root;
    this.model = new Model(rec);
    this.index = 0;
    this.timer = null;
    this.speed = 4;
    root.classList.remove("sp-error", "sp-loading", "sp-empty");
    root.classList.add("sp-ready");
    root.setAttribute("tabindex", "0");
    root.setAttribute("role", "group");
    root.setAttribute("aria-label", "Step-through player: " + rec.solver + " solving a puzzle");
    root.textContent = "";

    this.board = el("div", "sp-board");
    this.board.style.setProperty("--sp-n", n);
    this.board.style.setProperty("--sp-b", b);
    this.cellEls = [];
    for (i = 0; i < n * n; i++) {
      var r = Math.floor(i / n), c = i % n;
      var cell = el("div", "sp-cell");
      cell.setAttribute("data-cell", i);
      var value = el("span", "sp-value");
      var marks = el("span", "sp-marks");
      var markEls = [];
      for (d = 1; d <= n; d++) {
        var mk = el("span", "sp-mark", digitChar(d));
        marks.appendChild(mk);
        markEls.push(mk);
      }
      cell.appendChild(value);
      cell.appendChild(marks);
      this.board.appendChild(cell);
      this.cellEls.push({ cell: cell, value: value, marks: markEls });
    }
    // The overlay the links of a technique's pattern are drawn on.
    this.arrowId = "sp-arrow-" + (++players);
    this.links = document.createElementNS(SVG, "svg");
    this.links.setAttribute("class", "sp-links");
    this.links.setAttribute("viewBox", "0 0 " + n * b + " " + n * b);
    this.links.setAttribute("preserveAspectRatio", "none");
    this.links.setAttribute("aria-hidden", "true");
    this.linkDefs = document.createElementNS(SVG, "defs");
    var marker = document.createElementNS(SVG, "marker");
    marker.setAttribute("id", this.arrowId);
    marker.setAttribute("viewBox", "0 0 10 10");
    marker.setAttribute("refX", "9");
    marker.setAttribute("refY", "5");
    marker.setAttribute("markerWidth", "5");
    marker.setAttribute("markerHeight", "5");
    marker.setAttribute("orient", "auto-start-reverse");
    var head = document.createElementNS(SVG, "path");
    head.setAttribute("d", "M0 0L10 5L0 10z");
    head.setAttribute("class", "sp-arrow-head");
    marker.appendChild(head);
    this.linkDefs.appendChild(marker);
    this.links.appendChild(this.linkDefs);
    this.board.appendChild(this.links);

    this.caption = el("p", "sp-caption");
    this.caption.setAttribute("aria-live", "polite");
    this.counter = el("span", "sp-counter");

    var controls = el("div", "sp-controls");
    function button(action, label, title) {
      var bt = el("button", "sp-button", label);
      bt.type = "button";
      bt.setAttribute("data-action", action);
      bt.title = title;
      bt.setAttribute("aria-label", title);
      bt.addEventListener("click", function () { self.act(action); });
      controls.appendChild(bt);
      return bt;
    }
    this.buttons = {
      start: button("start", "|\u25C0", "Jump to the start (Home)"),
      back: button("back", "\u25C0", "Step back (\u2190)"),
      play: button("play", "play", "Play or pause (space)"),
      forward: button("forward", "\u25B6", "Step forward (\u2192)"),
      end: button("end", "\u25B6|", "Jump to the end (End)"),
      guess: button("next-guess", "next guess", "Jump to the next guess (g)"),
      contradiction: button("next-contradiction", "next contradiction",
        "Jump to the next contradiction (c)")
    };
    this.buttons.forward.classList.add("sp-forward");
    var speed = el("select", "sp-speed");
    speed.title = "Steps per second when playing";
    speed.setAttribute("aria-label", "Steps per second when playing");
    SPEEDS.forEach(function (v) {
      var o = el("option", null, v + "/s");
      o.value = v;
      if (v === self.speed) o.selected = true;
      speed.appendChild(o);
    });
    speed.addEventListener("change", function () {
      self.speed = Number(speed.value);
      if (self.timer) { self.pause(); self.play(); }
    });
    controls.appendChild(speed);
    controls.appendChild(loader(root));

    this.scrub = el("input", "sp-scrub");
    this.scrub.type = "range";
    this.scrub.min = 0;
    this.scrub.max = this.model.steps.length;
    this.scrub.value = 0;
    this.scrub.setAttribute("aria-label", "Step");
    this.scrub.addEventListener("input", function () {
      self.pause();
      self.go(Number(self.scrub.value));
    });

    var head = el("div", "sp-head");
    var title = el("span", "sp-title", rec.solver);
    head.appendChild(title);
    head.appendChild(this.counter);

    root.appendChild(head);
    root.appendChild(this.board);
    root.appendChild(this.caption);
    root.appendChild(this.scrub);
    root.appendChild(controls);

    // One key handler per player element, whichever recording it plays now.
    if (!root.spKeys) {
      root.spKeys = true;
      root.addEventListener("keydown", function (e) {
        if (e.altKey || e.ctrlKey || e.metaKey || !root.player) return;
        var tag = e.target && e.target.tagName;
        if (tag === "SELECT" || tag === "INPUT") return;
        var action = {
          ArrowRight: "forward", ArrowLeft: "back", Home: "start", End: "end",
          " ": "play", g: "next-guess", c: "next-contradiction"
        }[e.key];
        if (!action) return;
        // The arrows also turn mdBook's pages: inside the player they step instead.
        e.preventDefault();
        e.stopPropagation();
        root.player.act(action);
      });
    }

    this.render();
  }

  Player.prototype.act = function (action) {
    var m = this.model, last = m.steps.length;
    if (action !== "play") this.pause();
    switch (action) {
      case "start": this.go(0); break;
      case "back": this.go(Math.max(0, this.index - 1)); break;
      case "forward": this.go(Math.min(last, this.index + 1)); break;
      case "end": this.go(last); break;
      case "next-guess": this.go(next(m.guessAt, this.index, last)); break;
      case "next-contradiction": this.go(next(m.contradictionAt, this.index, last)); break;
      case "play":
        if (this.timer) this.pause(); else this.play();
        break;
    }
  };

  // The first index in the sorted `list` after `index`, or `fallback`.
  function next(list, index, fallback) {
    for (var i = 0; i < list.length; i++) if (list[i] > index) return list[i];
    return fallback;
  }

  Player.prototype.play = function () {
    var self = this, last = this.model.steps.length;
    if (this.index >= last) this.go(0);
    this.timer = setInterval(function () {
      if (self.index >= last) { self.pause(); return; }
      self.go(self.index + 1);
    }, 1000 / this.speed);
    this.render();
  };

  Player.prototype.pause = function () {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      this.render();
    }
  };

  Player.prototype.go = function (index) {
    this.index = index;
    this.render();
  };

  Player.prototype.render = function () {
    var m = this.model, n = m.n, i, d;
    var index = this.index, last = m.steps.length;
    var step = index > 0 ? m.steps[index - 1] : null;
    // The marks before this step, to show what it removed.
    var before = index > 0 ? m.at(index - 1).marks.slice() : null;
    var s = m.at(index);

    var mark = {}; // cell -> extra classes for this step
    function add(cell, cls) { (mark[cell] = mark[cell] || []).push(cls); }
    var showRemoved = false;
    var pattern = null;
    if (step) {
      switch (step.kind) {
        case "place":
          if (step.reason.kind === "hidden_single") {
            step.reason.house.cells.forEach(function (c) { add(c, "sp-house"); });
          }
          add(step.cell, isGuess(step) ? "sp-current-guess" : "sp-current");
          showRemoved = true;
          break;
        case "eliminate":
          add(step.cell, "sp-target");
          // A peer's cell, or a technique's houses and cells (locked candidates, pairs).
          var cause = step.cause || {};
          ["house", "in_box", "line"].forEach(function (k) {
            if (cause[k]) cause[k].cells.forEach(function (c) { add(c, "sp-house"); });
          });
          if (cause.cell !== undefined) add(cause.cell, "sp-cause");
          if (cause.pattern) {
            pattern = cause.pattern;
            drawPattern(pattern, add);
          } else if (cause.cells) {
            cause.cells.forEach(function (c) { add(c, "sp-cause"); });
          }
          showRemoved = true;
          break;
        case "contradiction":
          if (step.house) step.house.cells.forEach(function (c) { add(c, "sp-conflict-house"); });
          if (step.cell !== undefined) add(step.cell, "sp-conflict");
          break;
        case "undo":
          add(step.cell, "sp-undone");
          break;
      }
    }

    // The candidates a technique's reasoning rests on, ringed.
    var ringed = {};
    if (pattern) {
      (pattern.candidates || []).forEach(function (c) {
        ringed[c.cell] = (ringed[c.cell] || 0) | (1 << (c.digit - 1));
      });
    }
    this.drawLinks(pattern ? pattern.links || [] : [], pattern ? pattern.groups || [] : []);

    for (i = 0; i < m.cells; i++) {
      var v = this.cellEls[i], digit = s.digits[i];
      var cls = "sp-cell";
      if (Math.floor(i / n) % m.b === 0) cls += " sp-box-top";
      if ((i % n) % m.b === 0) cls += " sp-box-left";
      if (i % n === n - 1) cls += " sp-last-col";
      if (i >= m.cells - n) cls += " sp-last-row";
      cls += [" sp-empty", " sp-given", " sp-forced", " sp-guessed"][s.how[i]];
      if (mark[i]) cls += " " + mark[i].join(" ");
      if (v.cell.className !== cls) v.cell.className = cls;
      var text = digit ? digitChar(digit) : "";
      if (v.value.textContent !== text) v.value.textContent = text;
      var removed = showRemoved && before && !digit ? before[i] & ~s.marks[i] : 0;
      if (step && step.kind === "eliminate" && step.cell === i) removed |= 1 << (step.digit - 1);
      for (d = 1; d <= n; d++) {
        var bit = 1 << (d - 1);
        var mc = digit ? "sp-mark" :
          s.marks[i] & bit ? "sp-mark sp-on" :
          removed & bit ? "sp-mark sp-removed" : "sp-mark";
        if (!digit && s.marks[i] & bit && ringed[i] && ringed[i] & bit) mc += " sp-pattern";
        if (v.marks[d - 1].className !== mc) v.marks[d - 1].className = mc;
      }
    }
    var solvedNow = step && step.kind === "solved";
    this.board.classList.toggle("sp-solved", !!solvedNow);

    this.caption.textContent = this.captionText(step, index);
    this.counter.textContent = "step " + index + " of " + last;
    this.scrub.value = index;
    this.root.setAttribute("data-step", index);
    this.root.setAttribute("data-steps", last);
    var b = this.buttons;
    b.start.disabled = b.back.disabled = index === 0;
    b.forward.disabled = b.end.disabled = index === last;
    b.guess.disabled = next(m.guessAt, index, -1) < 0;
    b.contradiction.disabled = next(m.contradictionAt, index, -1) < 0;
    b.play.textContent = this.timer ? "pause" : "play";
  };

  // A technique's pattern (recording version 2): its houses by role (the houses it starts
  // from as the house of a single, the houses that lose candidates apart), its cells by role
  // (pivot, pincer, fin, extra cell...), through `add(cell, class)`.
  function drawPattern(pattern, add) {
    (pattern.houses || []).forEach(function (h) {
      var cls = h.role === "cover" || h.role === "target" ? "sp-cover" : "sp-house";
      h.cells.forEach(function (c) { add(c, cls); });
    });
    (pattern.cells || []).forEach(function (c) { add(c.cell, "sp-role-" + c.role); });
  }

  var SVG = "http://www.w3.org/2000/svg", players = 0;

  // The links of a pattern as arrows over the board, from candidate to candidate: strong
  // (one of the two is true) solid, weak (not both are) dashed. A chain's group node (a digit's
  // places where a box and a line cross) is drawn as a rounded box around its pencil marks, and
  // its links start and end at the box's outline, aimed at its centre. The overlay's units are
  // pencil-mark places: a cell is `box` units wide.
  Player.prototype.drawLinks = function (links, groups) {
    var m = this.model, n = m.n, b = m.b, svg = this.links;
    while (svg.lastChild !== this.linkDefs) svg.removeChild(svg.lastChild);
    function at(cell, digit) {
      var d = digit - 1;
      return [(cell % n) * b + (d % b) + 0.5, Math.floor(cell / n) * b + Math.floor(d / b) + 0.5];
    }
    // Each group's box (in mark units, half a mark round its marks), keyed by its first cell
    // and digit, where its links are recorded.
    var boxes = {};
    (groups || []).forEach(function (g) {
      var xs = [], ys = [];
      g.cells.forEach(function (c) { var p = at(c, g.digit); xs.push(p[0]); ys.push(p[1]); });
      var box = {
        x0: Math.min.apply(null, xs) - 0.5, y0: Math.min.apply(null, ys) - 0.5,
        x1: Math.max.apply(null, xs) + 0.5, y1: Math.max.apply(null, ys) + 0.5
      };
      boxes[g.cells[0] + ":" + g.digit] = box;
      var rect = document.createElementNS(SVG, "rect");
      rect.setAttribute("x", box.x0.toFixed(3));
      rect.setAttribute("y", box.y0.toFixed(3));
      rect.setAttribute("width", (box.x1 - box.x0).toFixed(3));
      rect.setAttribute("height", (box.y1 - box.y0).toFixed(3));
      rect.setAttribute("rx", "0.5");
      rect.setAttribute("class", "sp-group");
      rect.setAttribute("data-cells", g.cells.join(" "));
      svg.appendChild(rect);
    });
    // An end of a link: its centre, and how far along the line towards the other end the
    // arrow stops short of it (a candidate's mark, or the edge of a group's box).
    function end(c) {
      var box = boxes[c.cell + ":" + c.digit];
      if (!box) return { p: at(c.cell, c.digit), box: null };
      return { p: [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2], box: box };
    }
    function cutAt(e, ux, uy, len) {
      if (!e.box) return Math.min(0.45, len / 3);
      // Where the ray from the centre along (ux, uy) leaves the box, a little outside it.
      var hx = (e.box.x1 - e.box.x0) / 2, hy = (e.box.y1 - e.box.y0) / 2;
      var tx = ux ? hx / Math.abs(ux) : Infinity, ty = uy ? hy / Math.abs(uy) : Infinity;
      return Math.min(Math.min(tx, ty) + 0.1, len / 2);
    }
    var self = this;
    links.forEach(function (link) {
      var from = end(link.from), to = end(link.to), p = from.p, q = to.p;
      var dx = q[0] - p[0], dy = q[1] - p[1], len = Math.sqrt(dx * dx + dy * dy) || 1;
      var ux = dx / len, uy = dy / len;
      var a = cutAt(from, ux, uy, len), z = cutAt(to, ux, uy, len);
      var line = document.createElementNS(SVG, "line");
      line.setAttribute("x1", (p[0] + ux * a).toFixed(3));
      line.setAttribute("y1", (p[1] + uy * a).toFixed(3));
      line.setAttribute("x2", (q[0] - ux * z).toFixed(3));
      line.setAttribute("y2", (q[1] - uy * z).toFixed(3));
      line.setAttribute("class", "sp-link sp-" + link.kind);
      line.setAttribute("marker-end", "url(#" + self.arrowId + ")");
      svg.appendChild(line);
    });
  };

  Player.prototype.captionText = function (step, index) {
    var rec = this.model.rec, last = this.model.steps.length;
    if (!step) {
      var givens = 0;
      for (var i = 0; i < this.model.cells; i++) if (this.model.givens[i]) givens++;
      return "The puzzle: " + givens + " givens, " + (this.model.cells - givens) +
        " empty cells. " + last + " steps recorded.";
    }
    var text = step.caption;
    if (index === last && rec.truncated) {
      text += " \u2014 the recording ends here: " + (rec.note || "it was cut") + ".";
    }
    return text;
  };

  // Checks that `rec` is a recording this player reads; returns it.
  function checked(rec) {
    if (!rec || rec.schema !== SCHEMA || rec.version !== VERSION) {
      throw new Error("not a " + SCHEMA + " version " + VERSION + " file");
    }
    if (!Array.isArray(rec.steps) || typeof rec.puzzle !== "string" ||
        rec.puzzle.length !== rec.size * rec.size) {
      throw new Error("a recording without its puzzle or its steps");
    }
    return rec;
  }

  function show(root, rec) {
    if (root.player) root.player.pause();
    root.player = new Player(root, checked(rec));
  }

  function fail(root, what, e, empty) {
    if (root.player) root.player.pause();
    root.player = null;
    root.classList.remove("sp-loading", "sp-ready");
    root.classList.add(empty ? "sp-empty" : "sp-error");
    root.textContent = "";
    root.appendChild(el("p", "sp-message", what + (e ? ": " + e.message : "")));
    root.appendChild(loader(root));
  }

  // The "load a recording" control: a file chosen by the reader, read in the browser.
  function loader(root) {
    var label = el("label", "sp-load");
    label.title = "Play a file written by sudoku-lab solve PUZZLE --record FILE.json";
    var input = el("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.setAttribute("data-action", "load");
    input.setAttribute("aria-label", "Load a recording (a file of solve --record)");
    input.addEventListener("change", function () {
      var file = input.files && input.files[0];
      if (!file) return;
      var reader = new FileReader();
      reader.onload = function () {
        try {
          show(root, JSON.parse(reader.result));
          root.setAttribute("data-loaded", file.name);
          root.focus();
        } catch (e) {
          fail(root, "The file " + file.name + " could not be played", e);
        }
      };
      reader.onerror = function () {
        fail(root, "The file " + file.name + " could not be read", reader.error);
      };
      reader.readAsText(file);
    });
    label.appendChild(document.createTextNode("load a recording\u2026 "));
    label.appendChild(input);
    return label;
  }

  function load(root) {
    var url = root.getAttribute("data-recording");
    var embedded = root.querySelector("script[type='application/json']");
    if (embedded) {
      try {
        show(root, JSON.parse(embedded.textContent));
      } catch (e) {
        fail(root, "The recording " + (url || "in this page") + " could not be shown", e);
      }
      return;
    }
    if (!url) {
      fail(root, "No recording yet: load a file written by sudoku-lab solve PUZZLE --record FILE.json",
        null, true);
      return;
    }
    root.classList.add("sp-loading");
    root.textContent = "Loading the recording " + url + "\u2026";
    fetch(url)
      .then(function (r) {
        if (!r.ok) throw new Error("HTTP " + r.status);
        return r.json();
      })
      .then(function (rec) {
        root.classList.remove("sp-loading");
        show(root, rec);
      })
      .catch(function (e) {
        fail(root, "The recording " + url + " could not be shown" +
          (location.protocol === "file:" ? " (a page opened from disk cannot fetch it)" : ""), e);
      });
  }

  // For the lab (lab.js): plays a recording object made in the page, on any element.
  window.sudokuPlayer = {
    show: function (root, rec) {
      try {
        show(root, rec);
      } catch (e) {
        fail(root, "The recording made in this page could not be shown", e);
      }
    }
  };

  function init() {
    var roots = document.querySelectorAll(".sudoku-player");
    for (var i = 0; i < roots.length; i++) load(roots[i]);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
