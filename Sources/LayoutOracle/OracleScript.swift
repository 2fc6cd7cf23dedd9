/// The shell page's script: `LW.measure(payload)` builds the payload's trees (`OraclePage.payload`)
/// into `#lw-trees`, waits for fonts and images, and resolves to the JSON of every tree's border
/// boxes, `{"fonts": [status…], "trees": [box…]}`, each box `[x, y, width, height, [child…]]`
/// relative to its parent's (the root's to its containing block); a node that is not rendered
/// (`display: none`, or inside one) is `[0, 0, 0, 0]`, as the fixture format writes it, and so is
/// a `display: contents` node, whose children are placed relative to its parent. The
/// trees are removed again. Building and measuring walk the tree with a stack, not recursion,
/// so a tree of any depth is measured.
enum OracleScript {
    static let source = """
    const LW = {
      build(root) {
        const top = document.createElement(root.i ? 'img' : 'div');
        const stack = [[root, top]];
        while (stack.length) {
          const [node, el] = stack.pop();
          if (node.s) el.setAttribute('style', node.s);
          if (node.i) {
            el.src = "data:image/svg+xml," + encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' width='" + node.i[0] + "' height='" + node.i[1] + "'/>");
            continue;
          }
          if (node.t != null) el.appendChild(document.createTextNode(node.t));
          for (const child of node.c || []) {
            const element = document.createElement(child.i ? 'img' : 'div');
            el.appendChild(element);
            stack.push([child, element]);
          }
        }
        return top;
      },
      box(root, block) {
        const out = [];
        const stack = [[root, block, out, false]];
        while (stack.length) {
          const [el, parent, into, hidden] = stack.pop();
          const display = el.getClientRects().length === 0 ? getComputedStyle(el).display : '';
          const none = hidden || display === 'none';
          const boxless = none || display === 'contents';
          const r = el.getBoundingClientRect();
          const box = boxless ? [0, 0, 0, 0] : [r.left - parent.left, r.top - parent.top, r.width, r.height];
          into.push(box);
          if (el.children.length) {
            const children = [];
            box.push(children);
            // A `display: contents` node's children are placed in its parent's box.
            const origin = display === 'contents' ? parent : r;
            for (let i = el.children.length - 1; i >= 0; i--) stack.push([el.children[i], origin, children, none]);
          }
        }
        return out[0];
      },
      async measure(payload) {
        const { rules, trees } = JSON.parse(payload);
        document.getElementById('lw-rules').textContent = rules;
        const host = document.getElementById('lw-trees');
        host.textContent = '';
        const blocks = trees.map((tree, i) => {
          const block = document.createElement('div');
          block.id = 'lw' + i;
          block.appendChild(LW.build(tree));
          host.appendChild(block);
          return block;
        });
        await Promise.all(Array.from(host.querySelectorAll('img')).map(img => img.decode().catch(() => {})));
        await Promise.all(Array.from(document.fonts).map(f => f.load().catch(() => {})));
        host.offsetWidth;
        await document.fonts.ready;
        const boxes = blocks.map(block => LW.box(block.firstElementChild, block.getBoundingClientRect()));
        const fonts = Array.from(document.fonts).map(f => f.status);
        host.textContent = '';
        return JSON.stringify({ fonts, trees: boxes });
      },
    };

    """
}
