#!/usr/bin/env python3
"""Measures the cases of Tests/Fixtures/flex-fixtures-own/cases.json in headless Chromium and
writes one `flex-oracle/1` fixture per case beside it (the format of Tests/Fixtures/flex-fixtures).

Every case is laid out twice, LTR and then with `direction: rtl` on the root (inherited; a node's
own `direction` wins), in a 10000 x 10000 containing block with the `taffy` base style and an
Ahem-metric test font built here (every glyph, the space too, is a 1em square; U+200B has no
width; ascent 0.8em, descent 0.2em), at `font-size: 10px; line-height: 1`.

Needs `fonttools` (pip) and Chromium. Usage:
    python3 scripts/measure-flex-fixtures.py [--chromium /usr/bin/chromium] [--dir Tests/Fixtures/flex-fixtures-own]
"""
import argparse
import base64
import html
import io
import json
import os
import re
import subprocess
import sys
import tempfile

BASE_STYLE = {
    "everyNode": {"display": "flex", "box-sizing": "border-box", "position": "relative",
                  "border-width": "0", "border-style": "solid", "margin": "0", "padding": "0"},
    "root": {"position": "absolute"},
    "inherited": {"font-family": "Ahem", "font-size": "10px", "line-height": "1"},
}


def ahem_font() -> bytes:
    """A TrueType font with Ahem's metrics: a 1000-unit square for every printable character."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    def square():
        pen = TTGlyphPen(None)
        pen.moveTo((0, -200)); pen.lineTo((0, 800)); pen.lineTo((1000, 800)); pen.lineTo((1000, -200))
        pen.closePath()
        return pen.glyph()

    def empty():
        return TTGlyphPen(None).glyph()

    fb = FontBuilder(1000, isTTF=True)
    names = [".notdef", "square", "space", "zwsp"]
    fb.setupGlyphOrder(names)
    cmap = {c: "square" for c in range(0x21, 0x7F)}
    cmap.update({c: "square" for c in range(0xA1, 0x250)})
    cmap[0x20] = "space"
    cmap[0xA0] = "space"
    cmap[0x200B] = "zwsp"
    fb.setupCharacterMap(cmap)
    fb.setupGlyf({".notdef": square(), "square": square(), "space": empty(), "zwsp": empty()})
    fb.setupHorizontalMetrics({".notdef": (1000, 0), "square": (1000, 0), "space": (1000, 0), "zwsp": (0, 0)})
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    fb.setupNameTable({"familyName": "Ahem", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0, usWinAscent=800, usWinDescent=200,
                fsSelection=0x80, version=4)
    fb.setupPost()
    out = io.BytesIO()
    fb.save(out)
    return out.getvalue()


PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
@font-face { font-family: Ahem; src: url(data:font/ttf;base64,%(font)s); }
html, body { margin: 0; }
#cb { position: relative; width: 10000px; height: 10000px; font-family: Ahem; font-size: 10px; line-height: 1; }
#cb div { display: flex; box-sizing: border-box; position: relative; border-width: 0; border-style: solid;
          margin: 0; padding: 0; }
#cb > div { position: absolute; }
</style></head><body><div id="cb"></div><pre id="out">pending</pre>
<script>
const CASES = %(cases)s;
function build(node) {
  const el = document.createElement('div');
  el.style.cssText = Object.entries(node.style || {}).map(([k, v]) => k + ': ' + v).join('; ');
  if (node.text !== undefined) el.textContent = node.text;
  for (const child of node.children || []) el.appendChild(build(child));
  return el;
}
function measure(el, parentRect, out) {
  const r = el.getBoundingClientRect();
  const box = {x: r.left - parentRect.left, y: r.top - parentRect.top, width: r.width, height: r.height};
  const children = [];
  for (const child of el.children) children.push(measure(child, r, []));
  return {box, children};
}
async function run() {
  await document.fonts.load('10px Ahem');
  await document.fonts.ready;
  const cb = document.getElementById('cb');
  const results = {};
  for (const c of CASES) {
    const el = build(c.root);
    cb.appendChild(el);
    const ltr = measure(el, cb.getBoundingClientRect());
    // RTL: on the root itself (the root stays at the block's left edge), unless it declares one.
    if (!(c.root.style || {}).direction) el.style.direction = 'rtl';
    const rtl = measure(el, cb.getBoundingClientRect());
    cb.removeChild(el);
    results[c.name] = {ltr, rtl};
  }
  document.getElementById('out').textContent = JSON.stringify({userAgent: navigator.userAgent, results});
}
run().catch(e => { document.getElementById('out').textContent = 'ERROR ' + e; });
</script></body></html>
"""


def features(case) -> list:
    found = set()

    def walk(node):
        for prop, value in (node.get("style") or {}).items():
            found.add(prop)
            if prop in ("flex-direction", "flex-wrap", "align-items", "align-self", "justify-content",
                        "align-content", "position", "direction", "box-sizing", "overflow"):
                found.add(f"{prop}:{value}")
            for keyword in ("fit-content", "min-content", "max-content"):
                if keyword in value:
                    found.add(f"value:{keyword}")
        if "text" in node:
            found.add("text")
        for child in node.get("children") or []:
            walk(child)

    walk(case["root"])
    return sorted(found)


def fixture_node(node, ltr, rtl):
    out = {"style": node.get("style") or {}}
    if "text" in node:
        out["text"] = node["text"]
    out["expected"] = ltr["box"]
    out["expectedRtl"] = rtl["box"]
    out["children"] = [fixture_node(c, l, r) for c, l, r in zip(node.get("children") or [], ltr["children"], rtl["children"])]
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--dir", default=os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "flex-fixtures-own"))
    args = parser.parse_args()
    directory = os.path.abspath(args.dir)
    with open(os.path.join(directory, "cases.json"), encoding="utf-8") as f:
        source = json.load(f)
    cases = source["cases"]
    page = PAGE % {"font": base64.b64encode(ahem_font()).decode("ascii"),
                   "cases": json.dumps([{"name": c["name"], "root": c["root"]} for c in cases]).replace("</", "<\\/")}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "page.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)
        version = subprocess.run([args.chromium, "--version"], capture_output=True, text=True).stdout.strip()
        dom = subprocess.run([args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                              "--window-size=1280,1024", "--font-render-hinting=none", "--virtual-time-budget=20000",
                              "--dump-dom", "file://" + path], capture_output=True, text=True, timeout=600).stdout
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match or not match.group(1).startswith("{"):
        sys.exit("measuring failed: " + (match.group(1)[:500] if match else dom[:500]))
    measured = json.loads(html.unescape(match.group(1)))
    engine = re.sub(r"^Chromium ", "", version.split(" built")[0])
    for case in cases:
        result = measured["results"][case["name"]]
        fixture = {
            "format": "flex-oracle/1",
            "name": case["name"],
            "source": {"suite": "own", "file": "cases.json", "feature": case["feature"],
                       "note": "written by the LayoutWatch project"},
            "profile": "taffy",
            "baseStyle": BASE_STYLE,
            "environment": {
                "containingBlock": {"x": 0, "y": 0, "width": 10000, "height": 10000},
                "rtlVariant": "direction: rtl set on the root (inherited; explicit direction declarations win)",
                "scrollbarWidth": 15,
                "font": "Ahem metrics, 10px, line-height 1: every glyph, space included, is a 10x10 px square; U+200B has zero width",
                "engine": f"Chromium {engine} (headless)",
            },
            "features": features(case),
        }
        if "knownGap" in case:
            fixture["knownGap"] = case["knownGap"]
        fixture["root"] = fixture_node(case["root"], result["ltr"], result["rtl"])
        with open(os.path.join(directory, case["name"] + ".json"), "w", encoding="utf-8") as f:
            json.dump(fixture, f, indent=1, ensure_ascii=False)
            f.write("\n")
    print(f"measured {len(cases)} cases in Chromium {engine} into {directory}")


if __name__ == "__main__":
    main()
