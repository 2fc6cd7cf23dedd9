/// The scripts run in the page. Each is one expression for `Runtime.evaluate` whose value is
/// a string (JSON where there is data).
enum PageScript {
    /// Multiplies every element's computed `font-size` by `scale` (all read first, then all
    /// set inline in px, so sizes in `em` do not compound): what a text scale does to a tree.
    /// Line heights given in px stay as they are, as in the tree format.
    static func scaleText(_ scale: Double) -> String {
        """
        (() => { const all = Array.from(document.querySelectorAll('*'));
          const sizes = all.map(e => parseFloat(getComputedStyle(e).fontSize));
          all.forEach((e, i) => { if (sizes[i] > 0) e.style.setProperty('font-size', (sizes[i] * \(scale)) + 'px', 'important'); });
          return 'ok'; })()
        """
    }

    /// Waits for the page's fonts. Layout needs no waiting for a frame: reading a box forces
    /// it, and a screenshot waits for its own frame.
    static let settle = """
        (async () => { if (document.fonts) { await document.fonts.ready; } return 'ok'; })()
        """

    /// The document's height and the time a forced style and layout take in the page (ms).
    static let forcedLayout = """
        (() => { document.body.style.setProperty('--layoutwatch-probe', String(Math.random()));
          const start = performance.now(); void document.body.offsetHeight; void document.documentElement.getBoundingClientRect();
          return String(performance.now() - start); })()
        """

    /// Every rendered element of the body and its text runs, as JSON (`PageElement`). Left
    /// out: `display: none` and `opacity: 0` with their subtrees, and `visibility: hidden`
    /// elements and text unless a descendant is visible again (then kept, marked hidden).
    static let read = """
        (() => {
        const sx = window.scrollX, sy = window.scrollY;
        const box = r => [r.left + sx, r.top + sy, r.width, r.height];
        const skip = new Set(['SCRIPT', 'STYLE', 'HEAD', 'TEMPLATE', 'NOSCRIPT', 'META', 'LINK', 'TITLE']);
        const inputRoles = { button: 'button', submit: 'button', reset: 'button', image: 'button', checkbox: 'checkbox',
          radio: 'radio', range: 'slider', number: 'spinbutton', search: 'searchbox', email: 'textbox', tel: 'textbox',
          text: 'textbox', url: 'textbox', password: 'textbox' };
        const tagRoles = { BUTTON: 'button', TEXTAREA: 'textbox', H1: 'heading', H2: 'heading', H3: 'heading',
          H4: 'heading', H5: 'heading', H6: 'heading', NAV: 'navigation', MAIN: 'main', UL: 'list', OL: 'list',
          LI: 'listitem', DIALOG: 'dialog', SUMMARY: 'button', PROGRESS: 'progressbar', TABLE: 'table' };
        function role(e) {
          const explicit = (e.getAttribute('role') || '').trim().split(/\\s+/)[0];
          if (explicit) { return explicit; }
          switch (e.tagName) {
            case 'A': return e.hasAttribute('href') ? 'link' : null;
            case 'IMG': return e.getAttribute('alt') === '' ? 'presentation' : 'img';
            case 'INPUT': return e.type === 'hidden' ? null : (inputRoles[(e.type || 'text').toLowerCase()] || null);
            case 'SELECT': return (e.multiple || e.size > 1) ? 'listbox' : 'combobox';
            default: return tagRoles[e.tagName] || null;
          }
        }
        const clean = t => t.replace(/\\s+/g, ' ').trim();
        function label(e) {
          const ids = (e.getAttribute('aria-labelledby') || '').trim();
          if (ids) { const t = clean(ids.split(/\\s+/).map(i => { const r = document.getElementById(i); return r ? r.textContent : ''; }).join(' ')); if (t) { return t; } }
          const aria = e.getAttribute('aria-label'); if (aria && aria.trim()) { return aria.trim(); }
          if (e.tagName === 'IMG' && e.hasAttribute('alt')) { return e.getAttribute('alt'); }
          if (e.tagName === 'INPUT' && ['button', 'submit', 'reset'].includes(e.type) && e.value) { return e.value; }
          if (e.labels && e.labels.length) { const t = clean(Array.from(e.labels).map(l => l.textContent).join(' ')); if (t) { return t; } }
          const title = e.getAttribute('title'); if (title && title.trim()) { return title.trim(); }
          return null;
        }
        function name(e) {
          if (e.id) { return e.id; }
          const c = (e.getAttribute('class') || '').trim().split(/\\s+/)[0];
          return e.tagName.toLowerCase() + (c ? '.' + c : '');
        }
        const px = v => parseFloat(v) || 0;
        // A run's lines as their line boxes: each glyph box (the font's ascent to descent)
        // made as tall as the line height around it, half the leading above (rounded down, as
        // Blink places it); then their union.
        function runBox(c, s) {
          const r = document.createRange(); r.selectNodeContents(c);
          const lh = parseFloat(s.lineHeight);
          let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
          for (const q of r.getClientRects()) {
            if (q.width === 0 && q.height === 0) { continue; }
            const h = lh > 0 ? lh : q.height, t = q.top - Math.floor((h - q.height) / 2);
            left = Math.min(left, q.left); right = Math.max(right, q.right);
            top = Math.min(top, t); bottom = Math.max(bottom, t + h);
          }
          return left === Infinity ? null : [left + sx, top + sy, right - left, bottom - top];
        }
        function truncation(e, s) {
          const padX = px(s.paddingLeft) + px(s.paddingRight), padY = px(s.paddingTop) + px(s.paddingBottom);
          const clips = s.overflowX !== 'visible';
          const ellipsis = s.textOverflow === 'ellipsis' && clips && e.scrollWidth > e.clientWidth + 0.5;
          const clamp = s.webkitLineClamp && s.webkitLineClamp !== 'none' ? parseInt(s.webkitLineClamp) : null;
          const clamped = clamp !== null && e.scrollHeight > e.clientHeight + 0.5;
          if (!ellipsis && !clamped) { return null; }
          let lh = parseFloat(s.lineHeight);
          if (!(lh > 0)) { const r = document.createRange(); r.selectNodeContents(e); const rs = r.getClientRects(); lh = rs.length ? rs[0].height : px(s.fontSize) * 1.2; }
          return { needed: [e.scrollWidth - padX, e.scrollHeight - padY], given: [e.clientWidth - padX, e.clientHeight - padY],
            limit: clamped ? clamp : null, lineHeight: lh, fontSize: px(s.fontSize), fontWeight: parseInt(s.fontWeight) || 400 };
        }
        function element(e, parentStyle) {
          const s = getComputedStyle(e);
          if (s.display === 'none' || parseFloat(s.opacity) === 0) { return []; }
          const hidden = s.visibility !== 'visible';
          const kids = [];
          for (const c of e.childNodes) {
            if (c.nodeType === Node.TEXT_NODE) {
              const t = clean(c.textContent);
              if (!t || hidden) { continue; }
              const b = runBox(c, s);
              if (!b) { continue; }
              kids.push({ text: t, box: b, color: s.color });
            } else if (c.nodeType === Node.ELEMENT_NODE && !skip.has(c.tagName) && e.tagName !== 'svg') {
              kids.push(...element(c, s));
            }
          }
          if (s.display === 'contents' || (hidden && kids.length === 0)) { return kids; }
          if (e.getClientRects().length === 0) { return []; }
          const node = { id: name(e), box: box(e.getBoundingClientRect()), kids: kids };
          const r = role(e); if (r) { node.role = r; }
          const l = label(e); if (l) { node.label = l; }
          if (s.backgroundColor && s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') { node.bg = s.backgroundColor; }
          if (kids.some(k => k.text !== undefined)) { node.color = s.color; }
          if (s.overflowX !== 'visible' || s.overflowY !== 'visible') { node.clips = true; }
          if (parseFloat(s.opacity) !== 1) { node.opacity = parseFloat(s.opacity); }
          if (parentStyle ? s.visibility !== parentStyle.visibility : s.visibility !== 'visible') { node.visibility = s.visibility === 'visible' ? 'visible' : 'hidden'; }
          if (s.position !== 'static' && s.zIndex !== 'auto') { node.z = parseInt(s.zIndex); }
          if (s.position === 'absolute' || s.position === 'fixed') { node.absolute = true; }
          if (s.direction === 'rtl') { node.rtl = true; }
          if ((s.display === 'flex' || s.display === 'inline-flex') && s.flexDirection !== 'row') { node.flex = s.flexDirection; }
          const t = truncation(e, s); if (t) { node.truncation = t; }
          return [node];
        }
        const root = document.documentElement;
        const height = Math.max(window.innerHeight, root.scrollHeight, document.body ? document.body.scrollHeight : 0);
        const body = document.body ? element(document.body, null) : [];
        return JSON.stringify({ height: height, body: body });
        })()
        """
}
