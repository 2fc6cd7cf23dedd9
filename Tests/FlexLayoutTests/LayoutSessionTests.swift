import Foundation
import Testing
import FlexLayout
import TestSupport
import ViewTree

/// A `LayoutSession` relayout gives exactly the frames of a cold layout of the same tree, and
/// does less work for it.
@Suite struct LayoutSessionTests {
    /// Every fixture, LTR and RTL: a width change, a leaf change, the output fields of the
    /// middle leaf's parent changed (its node is made again, its children's kept), and the
    /// original tree again; in one session that compares the trees and in one told the
    /// changed node's path.
    @Test func relayoutsEqualColdLayoutsOnEveryFixture() throws {
        var compared = 0
        for entry in try Fixtures.index() {
            let data = try Fixture("flex-fixtures/\(entry.file)").data()
            let document = try ViewTreeJSON.decodeDocument(data, file: entry.file)
            let engine = FlexLayoutEngine(measurer: AhemMeasurer(), scrollbarWidth: document.scrollbarWidth)
            for direction in [Direction.ltr, .rtl] {
                let session = LayoutSession(engine: engine), told = LayoutSession(engine: engine)
                var root = document.root
                let first = session.layout(root, direction: direction)
                _ = told.layout(root, direction: direction)
                let path = root.middleLeafPath
                let edits: [(changed: [Int], edit: (inout ViewNode) -> Void)] = [
                    ([], { $0.style.width = .points(first.root.frame.width * 0.7 + 3) }),
                    (path, { $0.modify(at: path[...]) { leaf in
                        if let text = leaf.text { leaf.text = text + " ÉÉ" } else { leaf.style.height = .points(13) }
                    } }),
                    (path.dropLast(), { $0.modify(at: path.dropLast()) { parent in
                        parent.id = "edited"
                        parent.label = "Edited"
                        parent.style.backgroundColor = "#123456"
                        parent.style.overflowX = .hidden
                        parent.style.overflowY = .hidden
                    } }),
                    ([], { $0 = document.root }),
                ]
                for (step, (changed, edit)) in edits.enumerated() {
                    edit(&root)
                    let cold = engine.layout(root, direction: direction)
                    for relaid in [session.layout(root, direction: direction),
                                   told.layout(root, changed: [NodePath(changed)], direction: direction)] {
                        #expect(relaid.root == cold.root, "\(entry.file) \(direction) after edit \(step)")
                        #expect(relaid.diagnostics == cold.diagnostics, "\(entry.file) \(direction) after edit \(step)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 8000)
    }

    @Test func aWidthChangeRecomputesFewerNodesThanAColdLayout() throws {
        let data = try Fixture("bench-trees/balanced.json").data()
        let root = try ViewTreeJSON.decodeDocument(data, file: "balanced.json").root
        let engine = FlexLayoutEngine(measurer: AhemMeasurer())
        let session = LayoutSession(engine: engine)
        let cold = session.layout(root)
        var narrower = root
        narrower.style.width = .points(1190)
        let relaid = session.layout(narrower)
        #expect(relaid.root == engine.layout(narrower).root)
        #expect(relaid.statistics.computed * 2 < cold.statistics.computed,
                "computed \(relaid.statistics.computed) of \(cold.statistics.computed)")
        let again = session.layout(narrower)
        #expect(again.statistics.computed == 0)
    }

    /// Text leaves that grow with their row are set again at each width, keeping their label,
    /// role, colours and traits; an earlier result keeps the text layouts it was given.
    @Test func resizedTextLeavesKeepTheirDetailsAndEarlierResultsTheirs() {
        var rowStyle = Style()
        rowStyle.flexDirection = .row
        rowStyle.flexWrap = .wrap
        rowStyle.width = .points(300)
        var leafStyle = Style()
        leafStyle.flexGrow = 1
        leafStyle.padding = Edges(all: .percent(2))
        leafStyle.color = "#202020"
        leafStyle.opacity = 0.5
        var root = ViewNode(id: "row", style: rowStyle, children: (0..<7).map {
            ViewNode(id: "leaf\($0)", role: "button", label: "Leaf \($0)", text: "ab cd \($0)", style: leafStyle)
        })
        let engine = FlexLayoutEngine(measurer: AhemMeasurer())
        let session = LayoutSession(engine: engine)
        let first = session.layout(root)
        let firstCopy = engine.layout(root)
        for width in [290.0, 410, 300] {
            root.style.width = .points(width)
            let relaid = session.layout(root, changed: [NodePath()])
            let cold = engine.layout(root)
            #expect(relaid.root == cold.root, "at \(width)")
            #expect(relaid.root.children.map(\.label) == (0..<7).map { "Leaf \($0)" })
            #expect(relaid.root.children.allSatisfy { $0.role == "button" && $0.color == "#202020" && $0.traits != nil })
        }
        #expect(first.root == firstCopy.root)
        #expect(first.root.children[0].textLayout?.givenSize == firstCopy.root.children[0].textLayout?.givenSize)
    }

    /// A change inside a `display: none` subtree (never laid out) and a hidden node's own
    /// change still reach the result, which keeps hidden nodes with zero frames.
    @Test func changesInsideAHiddenSubtreeReachTheResult() {
        var hidden = Style()
        hidden.display = .none
        let leaf = ViewNode(id: "leaf", text: "ab cd")
        var root = ViewNode(id: "root", style: Style(), children: [
            ViewNode(id: "shown", text: "shown"),
            ViewNode(id: "hidden", style: hidden, children: [ViewNode(id: "box", children: [leaf])]),
        ])
        let engine = FlexLayoutEngine(measurer: AhemMeasurer())
        let session = LayoutSession(engine: engine)
        _ = session.layout(root)
        let edits: [(inout ViewNode) -> Void] = [
            { $0.modify(at: [1, 0, 0][...]) { $0.text = "ab cd ef"; $0.id = "leaf2" } },
            { $0.modify(at: [1][...]) { $0.label = "Hidden"; $0.style.backgroundColor = "#abcdef" } },
            { $0.modify(at: [1][...]) { $0.style.display = .flex } },
            { $0.modify(at: [1, 0][...]) { $0.style.display = .none } },
        ]
        for (step, edit) in edits.enumerated() {
            edit(&root)
            #expect(session.layout(root).root == engine.layout(root).root, "after edit \(step)")
        }
    }

    /// Told the path of one changed leaf, a session compares only the nodes on it: a second
    /// changed leaf left out is reported in debug builds (and laid out as changed there); a node
    /// whose children changed is compared even when left out, in every build.
    @Test func nodesLeftOutOfTheChangedPathsAreReportedOrCompared() {
        let row = ViewNode(id: "row", children: (0..<6).map { ViewNode(id: "leaf\($0)", text: "ab \($0)") })
        var root = ViewNode(id: "root", style: Style(), children: [row, ViewNode(id: "box", children: [ViewNode(text: "x")])])
        let engine = FlexLayoutEngine(measurer: AhemMeasurer())
        let session = LayoutSession(engine: engine)
        _ = session.layout(root)
        root.modify(at: [0, 1][...]) { $0.text = "ab cd ef" }
        root.modify(at: [0, 4][...]) { $0.text = "ab cd ef gh" }
        let relaid = session.layout(root, changed: [NodePath([0, 1])])
        #if DEBUG
        #expect(relaid.root == engine.layout(root).root)
        #expect(relaid.diagnostics.map(\.path) == [NodePath([0, 4])])
        #expect(relaid.diagnostics.first?.property == "changed paths")
        #expect(relaid.diagnostics.first?.message.contains("add its path to `changed`") == true)
        #endif
        _ = session.layout(root)
        root.modify(at: [1][...]) { $0.children.append(ViewNode(text: "y z")) }
        let grown = session.layout(root, changed: [])
        #expect(grown.root == engine.layout(root).root)
        #expect(grown.diagnostics.isEmpty)
    }
}
