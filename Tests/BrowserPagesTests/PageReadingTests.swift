import BrowserPages
import Foundation
import LayoutChecks
import Testing
import ViewTree

/// What the reading script reports becomes the tree the checks run on: frames relative to the
/// parent, roles, labels, colours, clips and traits, a clipped text's truncation on its run.
@Suite struct PageReadingTests {
    static let reading = """
        {"height":900,"body":[{"id":"body","box":[0,0,320,120],"kids":[
          {"id":"headline","role":"heading","box":[16,16,160,24],"color":"rgb(17, 17, 17)","clips":true,
           "truncation":{"needed":[318,24],"given":[160,24],"limit":null,"lineHeight":24,"fontSize":20,"fontWeight":700},
           "kids":[{"text":"A headline far too long for its box","box":[16,17,318,22],"color":"rgb(17, 17, 17)"}]},
          {"id":"save","role":"button","label":"Save for later","box":[200,60,44,44],"bg":"rgb(13, 71, 161)","z":2,
           "absolute":true,"kids":[]},
          {"id":"ghost","box":[0,0,300,100],"visibility":"hidden","opacity":0.5,"kids":[]}]}]}
        """

    func tree() throws -> LaidOutNode {
        let fake = FakeTransport(answers: FakeTransport.tab.merging(["Runtime.evaluate": FakeTransport.evaluated(Self.reading)]) { a, _ in a })
        return try Browser { _ in fake }.page().read(viewport: Size(width: 320, height: 568), page: "card.html")
    }

    @Test func theRootIsTheViewportAsTallAsTheDocumentAndFramesAreRelative() throws {
        let root = try tree()
        #expect(root.id == "viewport" && root.frame == Rect(x: 0, y: 0, width: 320, height: 900))
        let body = root.children[0]
        let headline = body.children[0]
        #expect(headline.role == "heading" && headline.clips && headline.color == "rgb(17, 17, 17)")
        // The run is cut to its clipping element's box, and carries the truncation.
        let run = headline.children[0]
        #expect(run.text == "A headline far too long for its box")
        #expect(run.frame == Rect(x: 0, y: 1, width: 160, height: 22))
        #expect(run.textLayout?.truncated == true && run.textLayout?.neededSize.width == 318)
        let save = body.children[1]
        #expect(save.label == "Save for later" && save.backgroundColor == "rgb(13, 71, 161)")
        #expect(save.traits?.zIndex == 2 && save.traits?.absolute == true)
        #expect(body.children[2].traits?.visibility == .hidden)
    }

    @Test func theChecksReadTheTreeWithTheirUsualMessages() throws {
        let violations = LayoutChecks.run(PageChecker().checks, on: try tree())
        #expect(violations.map(\.message) == [
            "text root/0/0/0 \"A headline far too long for i…\" is truncated: needs 318 pt, has 160 pt",
        ])
    }
}
