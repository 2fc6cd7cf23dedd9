import JSONSource
import LayoutOracle
import Testing

/// The differential fuzzer's trees: reproducible one by one, and covering the vocabulary.
@Suite struct TreeGeneratorTests {
    let generator = TreeGenerator()

    @Test func treeNOfASeedIsTheSameTreeWhateverRanBefore() {
        let alone = generator.tree(seed: 5, index: 17)
        _ = (0..<17).map { generator.tree(seed: 5, index: $0) }
        #expect(CompactTree.render(generator.tree(seed: 5, index: 17).root) == CompactTree.render(alone.root))
        #expect(CompactTree.render(generator.tree(seed: 5, index: 18).root) != CompactTree.render(alone.root))
        #expect(CompactTree.render(generator.tree(seed: 6, index: 17).root) != CompactTree.render(alone.root))
    }

    /// 400 trees use every property family the engine reads, `auto` margins and percentages,
    /// and set about the asked share of their text in DejaVu Sans.
    @Test func fourHundredTreesCoverTheVocabulary() {
        let trees = (0..<400).map { generator.tree(seed: 1, index: $0) }
        var features = Set<String>()
        for tree in trees { features.formUnion(TreeFeatures.of(tree.root, font: tree.font)) }
        for feature in ["width", "height", "min-width", "max-height", "flex-direction:row-reverse", "flex-wrap:wrap-reverse",
                        "justify-content:space-evenly", "align-items:baseline", "align-content:stretch", "flex-grow",
                        "flex-shrink", "flex-basis:%", "flex", "margin:auto", "margin:%", "padding:%", "border", "gap",
                        "position:absolute", "inset:%", "aspect-ratio", "box-sizing:content-box", "overflow:scroll",
                        "display:none", "display:contents", "order", "direction:rtl", "width:fit-content", "height:%",
                        "text:ahem", "text:dejavu", "root:content-sized"] {
            #expect(features.contains(feature), "no tree used \(feature)")
        }
        let real = trees.filter { $0.font == .dejaVu }.count
        #expect((80...160).contains(real), "\(real) of 400 trees with DejaVu Sans text, asked for 30 %")
    }

    /// The root is placed at its containing block's origin: it gets no insets, no alignment of
    /// its own and no `position`.
    @Test func theRootIsGivenNothingThatPlacesIt() {
        for index in 0..<300 {
            let style = generator.tree(seed: 2, index: index).root["style"]?.objectValue ?? []
            for (property, _) in style {
                #expect(!["left", "right", "top", "bottom", "position", "align-self", "order", "display"].contains(property),
                        "tree \(index) gives its root \(property)")
            }
        }
    }
}
