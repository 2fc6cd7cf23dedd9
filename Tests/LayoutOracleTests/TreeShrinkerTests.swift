import JSONSource
import LayoutOracle
import Testing

/// Shrinking against a stand-in for Chromium: a predicate on the tree.
@Suite struct TreeShrinkerTests {
    static let tree: JSONValue = .object([
        ("style", .object([("width", .string("100px")), ("flex-direction", .string("row-reverse"))])),
        ("children", .array([
            .object([("style", .object([("margin-left", .string("auto")), ("height", .string("20px"))])),
                     ("children", .array([.object([("style", .object([("width", .string("155px"))]))])]))]),
            .object([("style", .object([("flex-grow", .string("1"))])), ("text", .string("HH HHH H"))]),
        ])),
    ])

    /// "Disagrees" while the root has a width and some child an auto margin: the tree shrinks
    /// to exactly that, the width halved down to 1px.
    @Test func aTreeShrinksToWhatTheDisagreementNeeds() {
        var calls = 0
        let shrunk = TreeShrinker.shrink(Self.tree, budget: 1_000) { trees in
            calls += 1
            return trees.map { tree in
                tree["style"]?["width"] != nil
                    && (tree["children"]?.arrayValue ?? []).contains { $0["style"]?["margin-left"]?.stringValue == "auto" }
            }
        }
        #expect(CompactTree.render(shrunk) == "{width:1px}[{margin-left:auto}]")
        #expect(calls < 40)
    }

    @Test func theBudgetBoundsTheTreesTried() {
        var tried = 0
        let shrunk = TreeShrinker.shrink(Self.tree, budget: 6) { trees in
            tried += trees.count
            return trees.map { _ in false }
        }
        #expect(tried <= 6 + 8)
        #expect(CompactTree.render(shrunk) == CompactTree.render(Self.tree))
    }

    @Test func everyCandidateIsOneStepAway() {
        let candidates = TreeShrinker.candidates(of: Self.tree)
        #expect(candidates.count == 15)
        let original = CompactTree.render(Self.tree)
        #expect(candidates.allSatisfy { CompactTree.render($0) != original && CompactTree.render($0).count <= original.count })
    }
}
