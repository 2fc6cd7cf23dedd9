import ViewTree

/// Turns a reading of the page into the tree the checks run on. The root is the viewport
/// (`viewport`, as wide as the window and as tall as the window or the document, whichever is
/// taller: a page that scrolls down is normal, one wider than the window is not), its child
/// the body. Elements keep the DOM's nesting (a positioned element stays under its DOM parent,
/// not its containing block) and its order; frames are made relative to the parent. Paint
/// order is approximated as the checks do for trees: DOM pre-order, with a declared `z-index`
/// on a positioned element stacking it apart.
enum PageTreeBuilder {
    static func tree(_ document: PageDocument, viewport: Size) -> LaidOutNode {
        let frame = Rect(x: 0, y: 0, width: viewport.width, height: max(viewport.height, document.height))
        return LaidOutNode(id: "viewport", frame: frame,
                           children: document.body.map { node($0, parent: frame, clippedBy: nil) })
    }

    private static func node(_ element: PageElement, parent: Rect, clippedBy clip: Rect?) -> LaidOutNode {
        var absolute = element.frame
        if element.text != nil, let clip, let inside = absolute.intersection(clip) { absolute = inside }
        let frame = absolute.offsetBy(dx: -parent.x, dy: -parent.y)
        let clips = element.clips ?? false
        let children = (element.kids ?? []).map { node($0, parent: absolute, clippedBy: clips ? absolute : nil) }
        if let text = element.text {
            return LaidOutNode(text: text, frame: frame, color: element.color, children: [])
        }
        let runs = (element.kids ?? []).filter { $0.text != nil }
        var built = LaidOutNode(id: element.id, role: element.role, label: element.label, frame: frame,
                               backgroundColor: element.bg, color: element.color, clips: clips,
                               traits: traits(element), children: children)
        if let truncation = element.truncation {
            let info = textLayout(truncation, text: runs.map { $0.text ?? "" }.joined(separator: " "))
            // On the one text run when there is one, so the message quotes the text.
            if runs.count == 1, let index = built.children.firstIndex(where: { $0.text != nil }) {
                built.children[index].textLayout = info
            } else {
                built.textLayout = info
            }
        }
        return built
    }

    private static func traits(_ element: PageElement) -> CheckTraits? {
        let traits = CheckTraits(opacity: element.opacity ?? 1,
                                 visibility: element.visibility.flatMap(Visibility.init(rawValue:)),
                                 zIndex: element.z, absolute: element.absolute ?? false,
                                 flexDirection: element.flex.flatMap(flexDirection), rtl: element.rtl ?? false)
        return traits == CheckTraits() ? nil : traits
    }

    private static func flexDirection(_ css: String) -> FlexDirection? {
        switch css {
        case "column": .column
        case "row-reverse": .rowReverse
        case "column-reverse": .columnReverse
        default: nil
        }
    }

    private static func textLayout(_ truncation: PageElement.Truncation, text: String) -> TextLayoutInfo {
        func size(_ pair: [Double]) -> Size { pair.count == 2 ? Size(width: pair[0], height: pair[1]) : .zero }
        return TextLayoutInfo(fontSize: truncation.fontSize, fontWeight: truncation.fontWeight,
                              lineHeight: truncation.lineHeight, lines: [text], truncated: true,
                              neededSize: size(truncation.needed), lineLimit: truncation.limit,
                              givenSize: size(truncation.given))
    }
}
