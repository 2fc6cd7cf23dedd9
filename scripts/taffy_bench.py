#!/usr/bin/env python3
"""Times Taffy (PyPI `stretchable`) on the bench trees, driven line by line by
`layoutwatch-bench layout` so its rounds interleave with ours in one run.

Commands on stdin, one answer line each on stdout:
  load NAME PATH [D]  -> "ok NODES" (reads a bench-tree/1 file; not timed); with D, keeps
                         only the first D nested columns of `chain.json`, as the bench's depth
                         scan does with its own copy
  cold NAME           -> CPU ns of one `compute_layout` on a freshly built tree, after an
                         untimed warm-up layout of a second copy (`Tree.warm_up`)
  relayout NAME WIDTH -> CPU ns of `compute_layout` after setting the root's width
                         on the tree of the last cold run (Taffy reuses its caches)
  relayout-leaf NAME ROUND
                      -> CPU ns of `compute_layout` after setting the middle leaf's height
                         to 10 + ROUND px (the bench's leaf change; on a text tree, its text
                         grows by ROUND times " ab", as the bench's does); ROUND 1 first lays
                         out a fresh tree (not timed)
  root NAME           -> "WIDTH HEIGHT" of the root's border box after the last layout
Only the layout call is timed (process CPU time); building trees is not.

Text (`wide-text`): each text leaf gets the size its text measures with the tree's
fixed-advance measure (7 px per character on one 16 px line; no text in these trees wraps,
see the bench trees' README), plus its padding, as a fixed border-box size. Taffy then makes no
measure calls at all, where a real measure function would be called back from Rust into
Python for every leaf: the figure is a lower bound on Taffy's cost for this tree.
"""
import json
import sys
import time

from stretchable import Node, Style, taffylib
from stretchable.node import taffy
from stretchable.style.geometry.size import SizeAvailableSpace
from stretchable.style import AUTO, PT, AlignContent, AlignItems, FlexDirection, FlexWrap, JustifyContent, Position

sys.setrecursionlimit(100000)


def px(value):
    return float(value.removesuffix("px")) * PT


_styles = {}


def style_of(css):
    """The `Style` of a node's CSS, made once per distinct CSS and shared: stretchable copies a
    style into Taffy when a node is made or its style set, and nothing here changes one in
    place. Making a `Style` takes ~1 ms of Python; made per node, a fresh tree of `wide-text`
    took ~9 s to build, and a round of the bench that long."""
    key = tuple(sorted(css.items()))
    style = _styles.get(key)
    if style is None:
        style = _styles[key] = make_style(css)
    return style


def make_style(css):
    size = [AUTO, AUTO]
    min_size = [AUTO, AUTO]
    max_size = [AUTO, AUTO]
    args = dict(flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.NO_WRAP, flex_shrink=1.0,
                align_items=AlignItems.STRETCH, align_content=AlignContent.STRETCH,
                justify_content=JustifyContent.FLEX_START)
    for key, value in css.items():
        if key == "flex-direction":
            args["flex_direction"] = FlexDirection.COLUMN if value == "column" else FlexDirection.ROW
        elif key == "flex-wrap":
            args["flex_wrap"] = FlexWrap.WRAP if value == "wrap" else FlexWrap.NO_WRAP
        elif key == "align-content":
            args["align_content"] = AlignContent.FLEX_START if value == "flex-start" else AlignContent.STRETCH
        elif key == "position":
            args["position"] = Position.ABSOLUTE if value == "absolute" else Position.RELATIVE
        elif key == "flex-grow":
            args["flex_grow"] = float(value)
        elif key == "flex-shrink":
            args["flex_shrink"] = float(value)
        elif key in ("margin", "padding", "gap"):
            args[key] = px(value)
        elif key == "width":
            size[0] = px(value)
        elif key == "height":
            size[1] = px(value)
        elif key == "min-width":
            min_size[0] = px(value)
        elif key == "max-width":
            max_size[0] = px(value)
    return Style(size=tuple(size), min_size=tuple(min_size), max_size=tuple(max_size), **args)


class Tree:
    def __init__(self, path, depth=None):
        with open(path) as f:
            document = json.load(f)
        if depth is not None:
            column = document["root"]
            for _ in range(depth - 1):
                column = column["children"][-1]
            column["children"][-1] = {"style": {}, "children": []}
        measure = document.get("measure")
        self.text_size = (measure["advance"], measure["lineHeight"]) if measure else None
        base = document["baseStyle"]
        self.every, self.root_css = base["everyNode"], base["root"]
        self.document = document
        self.nodes = self.count(document["root"])
        self.root = None
        self.built = []  # the nodes of the current tree, children before their parent
        self.warm_root, self.warm_nodes = None, []  # the copy `warm_up` lays out

    @staticmethod
    def count(node):
        total, stack = 0, [node]
        while stack:
            n = stack.pop()
            total += 1
            stack.extend(n.get("children", []))
        return total

    def node_css(self, node, text):
        """The node's style, with a text leaf's measured text size fixed as its border box."""
        css = dict(self.every)
        css.update(node.get("style", {}))
        if text is not None and self.text_size is not None:
            advance, line = self.text_size
            inset = 2 * sum(float(css.get(key, "0").removesuffix("px")) for key in ("padding", "border-width"))
            css["width"] = f"{advance * len(text) + inset:g}px"
            css["height"] = f"{line + inset:g}px"
        return css

    def build(self, node, is_root=False):
        css = self.node_css(node, node.get("text"))
        if is_root:
            css.update(self.root_css)
            css.update(node.get("style", {}))
        children = [self.build(child) for child in node.get("children", [])]
        if is_root:
            self.root_css_full = css
        made = Node(*children, style=style_of(css))
        self.built.append(made)
        return made

    def fresh(self):
        self.drop()
        self.root = self.build(self.document["root"], is_root=True)
        return self.root

    def warm_up(self):
        """Lays out a second copy of the tree, built once and marked dirty in every node (so
        Taffy lays all of it out again), untimed: the bench warms up ours alike before each
        timed cold layout."""
        if self.warm_root is None:
            kept, self.built = self.built, []
            self.warm_root = self.build(self.document["root"], is_root=True)
            self.warm_nodes, self.built = self.built, kept
        for made in self.warm_nodes:
            taffylib.node_mark_dirty(taffy._ptr, made._node_id)
        timed(self.warm_root)

    def drop(self):
        """Removes the current tree's nodes from stretchable's one TaffyTree. stretchable never
        removes a node (its `Node` does not drop it), so without this every fresh tree was made
        in a tree holding all the earlier ones. Measured on `wide`: cold layouts took 1.3x as
        long through this script, and 1.7-2x in a Rust program that kept one such tree."""
        for made in reversed(self.built):  # parents first: each removal then unlinks no child
            taffylib.node_drop(taffy._ptr, made._node_id)
        self.built = []


def timed(root):
    # Taffy's own call, without stretchable's Python measure callback (no leaf here measures).
    pointer, node, space = taffy._ptr, root._node_id, SizeAvailableSpace.default().to_dict()
    start = time.process_time_ns()
    taffylib.node_compute_layout(pointer, node, space)
    elapsed = time.process_time_ns() - start
    root._update_layout()
    return elapsed


def main():
    trees = {}
    for line in sys.stdin:
        parts = line.split()
        if not parts:
            continue
        try:
            if parts[0] == "load":
                trees[parts[1]] = Tree(parts[2], int(parts[3]) if len(parts) > 3 else None)
                answer = f"ok {trees[parts[1]].nodes}"
            elif parts[0] == "cold":
                tree = trees[parts[1]]
                root = tree.fresh()
                tree.warm_up()
                answer = str(timed(root))
            elif parts[0] == "relayout":
                tree = trees[parts[1]]
                css = dict(tree.root_css_full, width=f"{parts[2]}px")
                tree.root.style = style_of(css)
                answer = str(timed(tree.root))
            elif parts[0] == "relayout-leaf":
                tree = trees[parts[1]]
                if int(parts[2]) == 1:
                    timed(tree.fresh())
                node, source = tree.root, tree.document["root"]
                while source.get("children"):
                    middle = len(source["children"]) // 2
                    node, source = node[middle], source["children"][middle]
                if source.get("text") is not None and tree.text_size is not None:
                    css = tree.node_css(source, source["text"] + " ab" * int(parts[2]))
                else:
                    css = tree.node_css(source, None)
                    css["height"] = f"{10 + int(parts[2])}px"
                node.style = style_of(css)
                answer = str(timed(tree.root))
            elif parts[0] == "root":
                box = trees[parts[1]].root.get_box()
                answer = f"{box.width:g} {box.height:g}"
            else:
                answer = f"error unknown command {parts[0]}"
        except Exception as error:  # the bench prints the reason and goes on without Taffy
            answer = f"error {type(error).__name__}: {error}".replace("\n", " ")
        print(answer, flush=True)


if __name__ == "__main__":
    main()
