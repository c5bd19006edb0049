'use strict';
// The routing viewer (aiec --dump-routing=html; docs/routing.md).
(() => {
  const $ = s => document.querySelector(s);
  const $$ = (s, root = document) => Array.from(root.querySelectorAll(s));
  const view = $('#view'), info = $('#info'), q = $('#q'), count = $('#count');
  const devSel = $('#dev'), heatBox = $('#heat');
  const svgs = $$('#view svg.routing');
  const rows = $$('#flows li.flow');
  const ids = el => (el.dataset.f || '').split(' ').filter(x => x !== '').map(Number);
  // dev: shown device; q: search; pins: "dev:flow"; hover: flow under the mouse.
  const S = {dev: 0, q: '', pins: new Set(), hover: null, heat: true, panel: true};
  const boxes = svgs.map(s => [0, 0, +s.dataset.w, +s.dataset.h]);
  const parts = svgs.map(s => ({
    marks: $$('.ch, .end, .cut', s).map(e => [e, ids(e)]),
    routes: new Map($$('.route', s).map(e => [+e.dataset.f, e])),
  }));
  const cur = () => svgs[S.dev];
  const pinned = f => S.pins.has(S.dev + ':' + f);
  const pinsHere = () => rows.filter(r => +r.dataset.d === S.dev && pinned(+r.dataset.f))
    .map(r => +r.dataset.f);

  // Zoom and pan: the current device's viewBox.
  function setBox(b) {
    boxes[S.dev] = b;
    cur().setAttribute('viewBox', b.map(v => +v.toFixed(2)).join(' '));
    detail();
  }
  // Level of detail by screen pixels per drawing unit: far out, each tile
  // shows only its coordinates, large; in between, badges lose their text.
  function detail() {
    const s = cur(), m = s.getScreenCTM();
    const k = m ? m.a : 1;
    s.classList.toggle('far', k < 0.45);
    s.classList.toggle('mid', k >= 0.45 && k < 1.1);
    document.body.dataset.lod = k < 0.45 ? 'far' : k < 1.1 ? 'mid' : 'near';
  }
  function fit() { const s = cur(); setBox([0, 0, +s.dataset.w, +s.dataset.h]); }
  function zoom(k, x, y) {
    const s = cur(), m = s.getScreenCTM(), r = s.getBoundingClientRect();
    if (!m) return;
    if (x === undefined) { x = r.left + r.width / 2; y = r.top + r.height / 2; }
    const px = (x - m.e) / m.a, py = (y - m.f) / m.d, b = boxes[S.dev];
    setBox([px - (px - b[0]) / k, py - (py - b[1]) / k, b[2] / k, b[3] / k]);
  }
  function zoomTo(f) {
    const r = parts[S.dev].routes.get(f);
    if (!r) return;
    if (!pinned(f)) { S.pins.add(S.dev + ':' + f); render(); }
    const bb = r.getBBox(), pad = 80;
    setBox([bb.x - pad, bb.y - pad, bb.width + 2 * pad, bb.height + 2 * pad]);
  }

  // Search: the list's own spellings, turned into the rows' key tokens:
  // `(0, 5)` → 0,5; `DMA : 1` → dma:1; `packet 3:` → pkt:3; `line 12` →
  // line:12; `src: (0, 0)` → src:0,0. Every term must match; numbers,
  // tiles, ports, lines and names (#3, 0,5, dma:1, line:12, @in) are whole
  // tokens, other words are looked for anywhere in the key.
  function terms(text) {
    return text.toLowerCase()
      .replace(/\bpacket\s+(\d+)\s*:?/g, ' pkt:$1 ')
      .replace(/\bline\s+(\d+)/g, 'line:$1')
      .replace(/\d+\s+hops?\b/g, ' ')
      .replace(/\(\s*(\d+)\s*,\s*(\d+)\s*\)/g, '$1,$2')
      .replace(/(\d+)\s*,\s*(\d+)/g, '$1,$2')
      .replace(/([a-z]+)\s*:\s*(?=\d)/g, '$1:')
      .replace(/->|>/g, ' ')
      .split(/\s+/).filter(Boolean);
  }
  const exact = /^(#\d+|@\S+|[a-z]+:\d+|([a-z]+:)?\d+,\d+)$/;
  function matches(row, ts) {
    const k = row.dataset.k, tokens = k.split(' ');
    return ts.every(t => exact.test(t) ? tokens.includes(t) : k.includes(t));
  }

  // Applies the state to the drawing, the list and the fragment.
  function render() {
    const ts = terms(S.q);
    const hits = new Set();
    let listed = 0;
    for (const r of rows) {
      const f = +r.dataset.f, mine = +r.dataset.d === S.dev;
      const hit = mine && ts.length > 0 && matches(r, ts);
      if (hit) hits.add(f);
      // Pinned rows stay listed whatever the search.
      const ok = mine && (!ts.length || hit || pinned(f));
      if (ok) listed++;
      r.classList.toggle('hide', !ok);
      r.classList.toggle('pin', mine && pinned(f));
      r.classList.toggle('hover', mine && S.hover === f);
    }
    const pins = pinsHere();
    const on = new Set([...hits, ...pins]);
    if (S.hover !== null) on.add(S.hover);
    const p = parts[S.dev];
    for (const [e, fs] of p.marks) e.classList.toggle('on', fs.some(f => on.has(f)));
    for (const [f, e] of p.routes) {
      e.classList.toggle('hit', hits.has(f));
      e.classList.toggle('pin', pinned(f));
      e.classList.toggle('hover', S.hover === f);
    }
    svgs.forEach((s, i) => {
      s.classList.toggle('active', i === S.dev);
      s.classList.toggle('noheat', !S.heat);
      s.classList.toggle('focus', i === S.dev && (ts.length > 0 || on.size > 0));
    });
    for (const e of $$('#side [data-d]:not(li)')) e.hidden = +e.dataset.d !== S.dev;
    const total = rows.filter(r => +r.dataset.d === S.dev).length;
    const none = ts.length > 0 && hits.size === 0;
    count.textContent = (none ? `no flow matches “${S.q.trim()}”; ` : '') +
      `${listed} of ${total} flows listed` +
      (pins.length ? `, pinned: ${pins.map(f => '#' + f).join(' ')}` : '');
    count.classList.toggle('none', none);
    document.body.dataset.pins = pins.join(' ');
    document.body.dataset.hits = [...hits].join(' ');
    writeHash(pins);
  }

  function writeHash(pins) {
    const p = new URLSearchParams();
    if (S.dev) p.set('dev', S.dev);
    if (S.q) p.set('q', S.q);
    if (pins.length) p.set('pin', pins.join(','));
    if (!S.heat) p.set('heat', '0');
    if (!S.panel) p.set('panel', '0');
    const h = p.toString();
    if (h === location.hash.slice(1)) return;
    try { history.replaceState(null, '', h ? '#' + h : location.pathname + location.search); } catch (_) { /* file: URLs in some browsers */ }
  }

  function readHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    const d = Number.parseInt(p.get('dev') || '0', 10);
    S.dev = Number.isInteger(d) && d >= 0 && d < svgs.length ? d : 0;
    S.q = p.get('q') || '';
    S.pins = new Set((p.get('pin') || '').split(',').filter(x => /^\d+$/.test(x)).map(f => S.dev + ':' + f));
    S.heat = p.get('heat') !== '0';
    S.panel = p.get('panel') !== '0';
    document.body.classList.toggle('collapsed', !S.panel);
    q.value = S.q; heatBox.checked = S.heat; devSel.value = String(S.dev);
    render();
    fit();
    const z = /^flow:(\d+)$/.exec(p.get('zoom') || '');
    if (z) zoomTo(+z[1]);
  }

  function togglePin(f) {
    const k = S.dev + ':' + f;
    if (!S.pins.delete(k)) S.pins.add(k);
    render();
  }

  // The info box: a text and the flows it names (click one to pin it).
  function show(text, flows) {
    info.textContent = text;
    if (!flows || !flows.length) return;
    info.append('\npin: ');
    for (const f of flows) {
      const a = document.createElement('a');
      a.textContent = '#' + f; a.dataset.f = f;
      info.append(a, ' ');
    }
  }
  const titleOf = e => { const t = e.querySelector(':scope > title'); return t ? t.textContent : ''; };
  const target = e => e.target.closest('.route, .ch, .end, .cut, .sb, .tile');

  let drag = null;
  view.addEventListener('pointerdown', e => {
    if (e.button === 0) drag = {x: e.clientX, y: e.clientY, b: boxes[S.dev].slice(), moved: false};
  });
  window.addEventListener('pointermove', e => {
    if (!drag) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
    const m = cur().getScreenCTM();
    if (!m) return;
    drag.moved = true; view.classList.add('drag');
    setBox([drag.b[0] - dx / m.a, drag.b[1] - dy / m.d, drag.b[2], drag.b[3]]);
  });
  window.addEventListener('pointerup', () => {
    view.classList.remove('drag');
    setTimeout(() => { drag = null; }, 0);
  });
  view.addEventListener('wheel', e => {
    e.preventDefault();
    zoom(Math.exp(-e.deltaY * 0.0015), e.clientX, e.clientY);
  }, {passive: false});
  view.addEventListener('click', e => {
    const t = target(e);
    if ((drag && drag.moved) || !t) return;
    if (t.classList.contains('route')) { togglePin(+t.dataset.f); show(titleOf(t)); return; }
    const fs = ids(t);
    if (t.dataset.t) { S.q = t.dataset.t; q.value = S.q; render(); }
    else if (fs.length === 1) togglePin(fs[0]);
    show(titleOf(t), fs);
  });
  view.addEventListener('mouseover', e => {
    const t = target(e);
    if (t && !drag) show(titleOf(t), ids(t));
  });
  info.addEventListener('click', e => {
    const a = e.target.closest('a[data-f]');
    if (a) togglePin(+a.dataset.f);
  });

  const flowList = $('#flows');
  const rowOf = e => e.target.closest('li.flow');
  flowList.addEventListener('click', e => { const r = rowOf(e); if (r) togglePin(+r.dataset.f); });
  flowList.addEventListener('dblclick', e => { const r = rowOf(e); if (r) zoomTo(+r.dataset.f); });
  flowList.addEventListener('mouseover', e => {
    const r = rowOf(e);
    if (!r || S.hover === +r.dataset.f) return;
    S.hover = +r.dataset.f;
    show(`${r.textContent}\npath: ${r.dataset.p}`);
    render();
  });
  flowList.addEventListener('mouseleave', () => { S.hover = null; render(); });

  q.addEventListener('input', () => { S.q = q.value; render(); });
  heatBox.addEventListener('change', () => { S.heat = heatBox.checked; render(); });
  devSel.addEventListener('change', () => { S.dev = +devSel.value; S.hover = null; render(); fit(); });
  $('#fit').addEventListener('click', fit);
  $('#zin').addEventListener('click', () => zoom(1.5));
  $('#zout').addEventListener('click', () => zoom(1 / 1.5));
  $('#clear').addEventListener('click', () => { S.pins.clear(); render(); });
  // The side panel folds away (button or `p`), giving the drawing the window.
  function togglePanel() {
    S.panel = !S.panel;
    document.body.classList.toggle('collapsed', !S.panel);
    render();
    detail();
  }
  $('#panel').addEventListener('click', togglePanel);
  window.addEventListener('resize', detail);
  document.addEventListener('keydown', e => {
    if (e.target === q) { if (e.key === 'Escape') q.blur(); return; }
    const keys = {f: fit, '+': () => zoom(1.5), '=': () => zoom(1.5), '-': () => zoom(1 / 1.5),
      Escape: () => { S.pins.clear(); render(); }, '/': () => q.focus(), p: togglePanel};
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  window.addEventListener('hashchange', readHash);

  readHash();
  document.body.dataset.ready = '1';
})();
