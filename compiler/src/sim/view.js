// aie-sim --view: the array's state over time, from the frames in #data
// (see compiler/src/sim/view.rs). The URL fragment #f=N (or #f=last)
// selects a frame; the slider and play step through them.
(function () {
  const D = JSON.parse(document.getElementById('data').textContent);
  const NS = 'http://www.w3.org/2000/svg';
  const W = 230, H = 180, M = 30, LINE = 13, LOCKS = 5, CHANS = 4;
  const FILL = { C: '#dde8f5', M: '#e6dcf2', S: '#f5e3cc', P: '#eeeeee' };
  const nC = D.cores.length, nL = D.locks.length, nH = D.chans.length, nF = D.frames.length;
  // Every frame's full state, from the changes.
  const cyc = new Array(nF), core = new Int32Array(nF * nC), lock = new Float64Array(nF * nL);
  const chan = new Float64Array(nF * nH * 3);
  {
    const c = new Array(nC).fill(0), l = new Array(nL).fill(0), h = new Array(nH * 3).fill(0);
    D.frames.forEach((f, k) => {
      cyc[k] = f[0];
      for (let i = 0; i < f[1].length; i += 2) c[f[1][i]] = f[1][i + 1];
      for (let i = 0; i < f[2].length; i += 2) l[f[2][i]] = f[2][i + 1];
      for (let i = 0; i < f[3].length; i += 4) for (let j = 0; j < 3; j++) h[3 * f[3][i] + j] = f[3][i + 1 + j];
      core.set(c, k * nC); lock.set(l, k * nL); chan.set(h, k * nH * 3);
    });
  }
  const key = (c, r) => c + ',' + r;
  const pos = (c, r) => [M + c * W, M + (D.rows - 1 - r) * H];
  const svg = document.getElementById('array');
  svg.setAttribute('viewBox', `0 0 ${2 * M + D.cols * W} ${2 * M + D.rows * H}`);
  const el = (tag, attrs, parent, text) => {
    const e = document.createElementNS(NS, tag);
    for (const a in attrs) e.setAttribute(a, attrs[a]);
    if (text !== undefined) e.textContent = text;
    (parent || svg).appendChild(e);
    return e;
  };
  const short = (n, len) => (n.length > len ? n.slice(0, len - 1) + '…' : n);
  const lockName = (k) => {
    const [c, r, id, n] = D.locks[k];
    return n || `lock ${id} (${c},${r})`;
  };
  // Tiles: a box, its core line, its locks and channels.
  const tiles = {};
  const layer = el('g', {});
  for (const [c, r, kind] of D.tiles) {
    const [x, y] = pos(c, r);
    const g = el('g', { class: 'tile', 'data-t': key(c, r) }, layer);
    el('rect', { class: 'box', x: x + 4, y: y + 4, width: W - 8, height: H - 8, rx: 4, fill: FILL[kind] || '#fff' }, g);
    el('text', { class: 'head', x: x + 10, y: y + 20 }, g, `${kind} (${c}, ${r})`);
    tiles[key(c, r)] = { g, x, y, core: null, locks: [], chans: [], lines: [] };
  }
  D.cores.forEach(([c, r], k) => { const t = tiles[key(c, r)]; if (t) t.core = k; });
  D.locks.forEach(([c, r], k) => { const t = tiles[key(c, r)]; if (t) t.locks.push(k); });
  D.chans.forEach(([c, r], k) => { const t = tiles[key(c, r)]; if (t) t.chans.push(k); });
  for (const t of Object.values(tiles)) {
    const n = 1 + Math.min(t.locks.length, LOCKS) + Math.min(t.chans.length, CHANS) + 1;
    for (let i = 0; i < n; i++) t.lines.push(el('text', { x: t.x + 10, y: t.y + 36 + i * LINE }, t.g, ''));
  }
  // Streams: a curve from the sender's tile to the receiver's.
  const centre = (c, r) => { const [x, y] = pos(c, r); return [x + W / 2, y + H / 2]; };
  const streams = D.streams.map(([i, j]) => {
    const [a, b] = [D.chans[i], D.chans[j]];
    const [x1, y1] = centre(a[0], a[1]), [x2, y2] = centre(b[0], b[1]);
    const bend = x1 === x2 && y1 === y2 ? 40 : 0.25;
    const mx = (x1 + x2) / 2 + (bend === 40 ? 60 : (y2 - y1) * bend + W / 4), my = (y1 + y2) / 2 + (bend === 40 ? -60 : (x1 - x2) * bend);
    const p = el('path', { class: 'stream', d: `M${x1},${y1} Q${mx},${my} ${x2},${y2}` });
    el('title', {}, p, `${a[2]} (${a[0]}, ${a[1]}) → ${b[2]} (${b[0]}, ${b[1]})`);
    return { p, i };
  });
  // The root cause's chain, shown on the last frame of a stalled run.
  const chain = D.end.chain || [];
  if (chain.length) {
    el('defs', {}).innerHTML = '<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0,0L10,5L0,10z" fill="#d81b60"/></marker>';
    const steps = chain.length - (D.end.ring ? 0 : 1);
    for (let k = 0; k < steps; k++) {
      const [c1, r1, l1] = chain[k], [c2, r2, l2] = chain[(k + 1) % chain.length];
      const [x1, y1] = centre(c1, r1).map((v, i) => v + (i ? 0 : W / 3)), [x2, y2] = centre(c2, r2).map((v, i) => v + (i ? 0 : W / 3));
      const same = x1 === x2 && y1 === y2;
      const d = same ? `M${x1 - 30},${y1 + 50} q30,30 60,0` : `M${x1},${y1} Q${(x1 + x2) / 2 + (y2 - y1) * 0.15},${(y1 + y2) / 2 + (x1 - x2) * 0.15} ${x2},${y2}`;
      const p = el('path', { class: 'chain', d, 'marker-end': 'url(#arrow)' });
      el('title', {}, p, `${l1} waits on ${l2}`);
    }
    for (const [c, r] of chain) {
      const [x, y] = pos(c, r);
      el('rect', { class: 'mark', x: x + 2, y: y + 2, width: W - 4, height: H - 4, rx: 6 });
    }
  }
  const what = document.getElementById('what');
  what.textContent = `${D.name}: ${D.device} (${D.cols} columns × ${D.rows} rows), ${nF} frames to cycle ${cyc[nF - 1] || 0}; the run ${D.end.how}`;
  const end = document.getElementById('end');
  const slider = document.getElementById('t');
  slider.max = Math.max(0, nF - 1);
  const coreText = (v) => {
    if (v === 0) return ['core: off', 'off'];
    if (v === 1) return ['core: running', 'run'];
    if (v === 2) return ['core: done', 'done'];
    if (v === 3) return ['core: waits on its cascade or processor bus', 'wait'];
    return ['core: waits ' + short(lockName(v - 4), 22), 'wait'];
  };
  const chanText = (k, f) => {
    const b = 3 * (f * nH + k), code = chan[b], bd = chan[b + 1], words = chan[b + 2];
    const cls = code === 0 ? 'idle' : code === 1 ? 'move' : code === 2 ? 'data' : 'wait';
    const why = code >= 3 ? ' waits ' + short(lockName(code - 3), 14) : code === 2 ? ' waits data' : '';
    return [`${D.chans[k][2]}${bd ? ' BD ' + (bd - 1) : ''} ${words}w${why}`, cls];
  };
  let frame = 0;
  function show(f) {
    frame = Math.max(0, Math.min(nF - 1, f | 0));
    slider.value = frame;
    document.getElementById('cycle').textContent = `cycle ${cyc[frame] || 0}`;
    for (const t of Object.values(tiles)) {
      let i = 0;
      const line = (text, cls) => { const e = t.lines[i++]; e.textContent = short(text, 33); e.setAttribute('class', cls || ''); };
      if (t.core !== null) { const [s, c] = coreText(core[frame * nC + t.core]); line(s, c); }
      t.locks.slice(0, LOCKS).forEach((k) => line(`${short(lockName(k), 24)} = ${lock[frame * nL + k]}`));
      t.chans.slice(0, CHANS).forEach((k) => { const [s, c] = chanText(k, frame); line(s, c); });
      const more = Math.max(0, t.locks.length - LOCKS) + Math.max(0, t.chans.length - CHANS);
      if (more) line(`+${more} more (hover)`);
      while (i < t.lines.length) line('');
    }
    const prev = Math.max(0, frame - 1), span = Math.max(1, (cyc[frame] || 0) - (cyc[prev] || 0));
    for (const s of streams) {
      const moved = chan[3 * (frame * nH + s.i) + 2] - chan[3 * (prev * nH + s.i) + 2];
      const rate = frame === 0 ? 0 : Math.min(1, moved / span);
      s.p.setAttribute('stroke-width', (1 + 7 * rate).toFixed(1));
      s.p.setAttribute('class', rate > 0 ? 'stream on' : 'stream');
    }
    const last = frame === nF - 1;
    svg.setAttribute('class', last && chain.length ? 'stalled' : '');
    end.textContent = last && D.end.cause ? 'root cause: ' + D.end.cause : '';
    document.documentElement.dataset.frame = String(frame);
    history.replaceState(null, '', '#f=' + frame);
  }
  // The info box: every lock and channel of the tile under the pointer.
  const info = document.getElementById('info');
  layer.addEventListener('mouseover', (e) => {
    const g = e.target.closest('.tile');
    if (!g) return;
    const t = tiles[g.dataset.t];
    const out = [`tile (${g.dataset.t}) at cycle ${cyc[frame]}`];
    if (t.core !== null) out.push(coreText(core[frame * nC + t.core])[0]);
    t.locks.forEach((k) => out.push(`${lockName(k)} = ${lock[frame * nL + k]}`));
    t.chans.forEach((k) => out.push(chanText(k, frame)[0]));
    info.textContent = out.join('\n');
  });
  document.getElementById('legend').innerHTML =
    '<span style="background:#dde8f5">C core tile</span><span style="background:#e6dcf2">M mem tile</span><span style="background:#f5e3cc">S shim</span> ' +
    '<span style="color:#2e7d32">running / moving</span> <span style="color:#c62828">waits for a lock</span> <span style="color:#ef6c00">waits for data</span> ' +
    '<span style="color:#1565c0">stream: width = words per cycle</span> <span style="color:#d81b60">chain of waits (last frame)</span>';
  let timer = null;
  const play = document.getElementById('play');
  function toggle() {
    if (timer) { clearInterval(timer); timer = null; play.textContent = 'play'; return; }
    if (frame >= nF - 1) show(0);
    play.textContent = 'pause';
    timer = setInterval(() => { if (frame >= nF - 1) toggle(); else show(frame + 1); }, 40);
  }
  play.addEventListener('click', toggle);
  slider.addEventListener('input', () => show(+slider.value));
  document.addEventListener('keydown', (e) => {
    if (e.key === ' ') { e.preventDefault(); toggle(); }
    if (e.key === 'ArrowRight') show(frame + 1);
    if (e.key === 'ArrowLeft') show(frame - 1);
  });
  const m = /f=(last|\d+)/.exec(location.hash);
  show(m ? (m[1] === 'last' ? nF - 1 : +m[1]) : 0);
  document.documentElement.dataset.ready = '1';
})();
