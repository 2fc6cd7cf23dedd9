import FlexLayout
import Foundation
import FuzzSupport
import TextShaping
import ViewTree

/// The layout engine on trees made from the bytes (`FuzzTree`), texts measured by HarfBuzz with
/// DejaVu Sans: laid out afresh, then in a `LayoutSession` before and after an edit the bytes
/// choose. Every frame must be finite with a non-negative size, and each session result must
/// equal a fresh layout of the same tree. Under `scripts/fuzz` this runs the engine's arenas,
/// slabs and output blocks, and HarfBuzz through C, under AddressSanitizer.
@main
enum Target: FuzzTarget {
    static let engine = FlexLayoutEngine(measurer: measurer())

    static func measurer() -> any TextMeasurer {
        do {
            return try HarfBuzzMeasurer()
        } catch {
            FileHandle.standardError.write(Data("FuzzLayout: \(error)\n".utf8))
            exit(2)
        }
    }

    static func fuzz(_ data: Data) {
        var (root, rest) = FuzzTree.make(Array(data))
        let direction: Direction = rest.next() % 2 == 0 ? .ltr : .rtl
        let fresh = engine.layout(root, direction: direction)
        check(fresh.root)
        let session = LayoutSession(engine: engine), told = LayoutSession(engine: engine)
        same(session.layout(root, direction: direction), fresh, "the session's first layout")
        _ = told.layout(root, direction: direction)
        let path = root.middleLeafPath
        let changed: [Int]
        switch rest.next() % 3 {
        case 0:
            changed = []
            root.style.width = .points(Double(rest.next()) * 3 + 1)
        case 1:
            changed = path
            root.modify(at: path[...]) { leaf in
                leaf.text = (leaf.text ?? "") + rest.pick([" more words", "\u{AD}x", " مرحبا", ""])
                leaf.style.height = rest.pick([.auto, .points(rest.length())])
            }
        default:
            changed = Array(path.dropLast())
            root.modify(at: path.dropLast()) { parent in
                parent.style.flexDirection = rest.pick([.row, .column, .rowReverse, .columnReverse])
                parent.style.padding = Edges(all: .points(Double(rest.next() % 9)))
            }
        }
        let edited = engine.layout(root, direction: direction)
        check(edited.root)
        same(session.layout(root, direction: direction), edited, "a session after an edit")
        same(told.layout(root, changed: [NodePath(changed)], direction: direction), edited,
             "a session told the edit's path")
    }

    static func check(_ node: LaidOutNode) {
        let frame = node.frame
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite),
              frame.width >= 0, frame.height >= 0 else {
            fatalError("FuzzLayout: node \(node.id ?? "?") has the frame \(frame)")
        }
        for child in node.children { check(child) }
    }

    static func same(_ relaid: LayoutResult, _ fresh: LayoutResult, _ what: String) {
        guard relaid.root == fresh.root, relaid.diagnostics == fresh.diagnostics else {
            fatalError("FuzzLayout: \(what) differs from a fresh layout of the same tree")
        }
    }
}
