#!/usr/bin/env python3
"""Measures the cases of Tests/Fixtures/flex-fixtures-own/cases.json in headless Chromium and
writes one `flex-oracle/1` fixture per case beside it (the format of Tests/Fixtures/flex-fixtures).

The script writes each case's tree with the `taffy` base style and the Ahem-metric font's
description, then has `layoutwatch layout --compare-chromium --record` lay them all out in
headless Chromium, LTR and then with `direction: rtl` on the root (inherited; a node's own
`direction` wins), in a 10000 x 10000 containing block, with the Ahem-metric test font
`ahem.ttf` beside cases.json (every glyph, the space too, is a 1em square; U+200B has no width;
ascent 0.8em, descent 0.2em), at `font-size: 10px; line-height: 1`.

Needs Chromium and a built `layoutwatch` (`swift build --product layoutwatch`); `fonttools`
(pip) only to rebuild `ahem.ttf` when it is missing. Usage:
    python3 scripts/measure-flex-fixtures.py [--chromium /usr/bin/chromium] [--only NAME...]
"""
import argparse
import io
import json
import os
import re
import subprocess

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


def fixture_node(node):
    out = {"style": node.get("style") or {}}
    if "text" in node:
        out["text"] = node["text"]
    out["children"] = [fixture_node(c) for c in node.get("children") or []]
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--layoutwatch", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "layoutwatch"))
    parser.add_argument("--dir", default=os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "flex-fixtures-own"))
    parser.add_argument("--only", nargs="*", help="measure only these cases")
    args = parser.parse_args()
    directory = os.path.abspath(args.dir)
    with open(os.path.join(directory, "cases.json"), encoding="utf-8") as f:
        source = json.load(f)
    cases = [c for c in source["cases"] if not args.only or c["name"] in args.only]
    font = os.path.join(directory, "ahem.ttf")
    if not os.path.exists(font):
        with open(font, "wb") as f:
            f.write(ahem_font())
    version = subprocess.run([args.chromium, "--version"], capture_output=True, text=True).stdout.strip()
    engine = re.sub(r"^Chromium ", "", version.split(" built")[0])
    files = []
    for case in cases:
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
        fixture["root"] = fixture_node(case["root"])
        path = os.path.join(directory, case["name"] + ".json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(fixture, f, indent=1, ensure_ascii=False)
            f.write("\n")
        files.append(path)
    # The boxes: `layoutwatch layout --compare-chromium --record`, the one translation of a tree to HTML.
    subprocess.run([args.layoutwatch, "layout", "--compare-chromium", "--record", "--font", font,
                    "--chromium", args.chromium] + files, check=True)
    print(f"measured {len(cases)} cases in Chromium {engine} into {directory}")


if __name__ == "__main__":
    main()
