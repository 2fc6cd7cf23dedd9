import Testing
import ViewTree

@Suite struct StyleCSSTests {
    func lenient(_ css: [(String, String)]) -> (Style, [StyleDiagnostic]) {
        var diagnostics: [StyleDiagnostic] = []
        let style = Style(declarations: css, diagnostics: &diagnostics)
        return (style, diagnostics)
    }

    @Test func flexShorthandExpandsAsChromiumDoes() throws {
        let one = try Style(css: ["flex": "1"])
        #expect(one.flexGrow == 1 && one.flexShrink == 1 && one.flexBasis == .percent(0))
        let none = try Style(css: ["flex": "none"])
        #expect(none.flexGrow == 0 && none.flexShrink == 0 && none.flexBasis == .auto)
        let three = try Style(css: ["flex": "2 3 10px"])
        #expect(three.flexGrow == 2 && three.flexShrink == 3 && three.flexBasis == .points(10))
        let basisOnly = try Style(css: ["flex": "30%"])
        #expect(basisOnly.flexGrow == 1 && basisOnly.flexBasis == .percent(30))
    }

    @Test func boxShorthandsTakeOneToFourValues() throws {
        let style = try Style(css: ["margin": "1px 2px 3px", "padding": "5px 6px", "border": "4px solid red"])
        #expect(style.margin == Edges(top: .points(1), right: .points(2), bottom: .points(3), left: .points(2)))
        #expect(style.padding == Edges(top: .points(5), right: .points(6), bottom: .points(5), left: .points(6)))
        #expect(style.border == Edges(all: .points(4)))
    }

    @Test func longhandsAfterShorthandsRefineThemWhateverTheDictionaryOrder() throws {
        let style = try Style(css: ["margin-left": "7px", "margin": "1px"])
        #expect(style.margin.left == .points(7) && style.margin.top == .points(1))
    }

    @Test func invalidValuesAreDroppedLikeChromiumAndNamed() {
        let (style, diagnostics) = lenient([("width", "50"), ("border-width", "10%"), ("alignitems", "center")])
        #expect(style.width == .auto && style.border == Edges(all: .zero))
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue, .unknownProperty])
        #expect(diagnostics[0].description.contains("'width: 50'"))
    }

    @Test func unsupportedValuesAreKeptForTheEngineToReport() throws {
        let (style, diagnostics) = lenient([("display", "grid")])
        #expect(style.unsupported == ["display: grid"])
        #expect(diagnostics.first?.kind == .unsupported)
        #expect(throws: StyleError.self) { try Style(css: ["display": "grid"]) }
    }

    @Test func logicalEdgesFollowTheDirection() throws {
        let style = try Style(css: ["margin-inline-start": "10px", "padding-inline-end": "4px"])
        #expect(style.resolvingInlineEdges(rtl: false).margin.left == .points(10))
        #expect(style.resolvingInlineEdges(rtl: true).margin.right == .points(10))
        #expect(style.resolvingInlineEdges(rtl: true).padding.left == .points(4))
    }

    @Test func cssDeclarationsRoundTrip() throws {
        let original = try Style(css: ["flex-direction": "column", "width": "50%", "gap": "3px 4px",
                                       "max-height": "20px", "aspect-ratio": "2 / 1", "margin-top": "auto",
                                       "align-self": "center", "overflow": "hidden"])
        let written = original.cssDeclarations
        var diagnostics: [StyleDiagnostic] = []
        let reread = Style(declarations: written, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(reread == original)
    }

    @Test func balancedWrappingParsesAsChromiumDoes() throws {
        let balance = try Style(css: ["flex-wrap": "balance", "flex-line-count": "3"])
        #expect(balance.flexWrap == .wrap && balance.flexWrapBalance && balance.flexLineCount == 3)
        let reverse = try Style(css: ["flex-wrap": "balance wrap-reverse"])
        #expect(reverse.flexWrap == .wrapReverse && reverse.flexWrapBalance)
        let flow = try Style(css: ["flex-flow": "column balance"])
        #expect(flow.flexDirection == .column && flow.flexWrap == .wrap && flow.flexWrapBalance)
        let (rejected, diagnostics) = lenient([("flex-wrap", "nowrap balance"), ("flex-line-count", "0")])
        #expect(!rejected.flexWrapBalance && rejected.flexLineCount == 1)
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        var reread: [StyleDiagnostic] = []
        #expect(Style(declarations: balance.cssDeclarations, diagnostics: &reread) == balance && reread.isEmpty)
    }

    @Test func lastBaselineParsesForItemAlignmentOnly() throws {
        let style = try Style(css: ["align-items": "last baseline", "align-self": "first baseline"])
        #expect(style.alignItems == .lastBaseline && style.alignSelf == .baseline)
        let (content, diagnostics) = lenient([("align-content", "last baseline")])
        #expect(content.unsupported == ["align-content: last baseline"])
        #expect(diagnostics.first?.kind == .unsupported)
    }

    /// `Dimension`'s `==` is written by hand (inlinable); it must agree with the values' identity
    /// and with the derived hash, for every pair of cases, payloads equal and not.
    @Test func dimensionsAreEqualExactlyWhenTheirCaseAndValueAre() throws {
        let values: [Dimension] = [.auto, .points(0), .points(10), .percent(0), .percent(10), .minContent, .maxContent,
                                   .fitContent, .stretch]
        for (i, a) in values.enumerated() {
            for (j, b) in values.enumerated() {
                #expect((a == b) == (i == j), "\(a) == \(b)")
            }
            let parsed = try Style(css: ["width": ["auto", "0px", "10px", "0%", "10%", "min-content", "max-content",
                                                   "fit-content", "stretch"][i]]).width
            #expect(parsed == a && parsed.hashValue == a.hashValue, "\(parsed) read back as \(a)")
        }
    }
}
