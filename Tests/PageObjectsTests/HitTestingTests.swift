import PageObjects
import Testing

/// A screen of one button each test puts somewhere awkward.
struct Taps {
    var count = 0
    var name = ""

    static func host(@ViewBuilder _ content: @escaping (Taps) -> [ViewNode]) -> PageObject {
        let host = ScreenHost("taps", state: Taps(), size: Size(width: 200, height: 300)) { state in
            Column { content(state) }.frame(width: 200, height: 300)
        }
        .onTap("go") { state, _ in state.count += 1 }
        .onEdit("name") { state, text, _ in state.name = text }
        host.present()
        return PageObject(host: host)
    }
}

@Suite struct HitTestingTests {
    @Test func aTapOnTheButtonOrItsTitleReachesItsHandler() throws {
        let object = Taps.host { state in Button("Go \(state.count)", id: "go") }
        try object.tap(.id("go"))
        try object.tap(.text("Go 1"))
        try object.tap(.label("Go 2"))
        #expect(try object.text(of: .id("go")) == "Go 3")
    }

    @Test func aCoveredButtonNamesTheNodeOnTop() throws {
        let object = Taps.host { _ in Button("Go", id: "go"); Text("Check your email").id("banner").background("#ffcc00").absolute(top: 0, left: 0).frame(width: 200, height: 30)
        }
        #expect(throws: PageObjectError("cannot tap root/0#go (button): root/1#banner (text) (x 0, y 0, w 200, h 30) covers its centre (100, 20.5)")) {
            try object.tap(.id("go"))
        }
        #expect(object.isVisible(.id("go")))
    }

    @Test func aButtonStackedAboveTheBannerByZIndexCanBeTapped() throws {
        let object = Taps.host { state in Button("Go \(state.count)", id: "go").zIndex(2); Text("Banner").id("banner").background("#ffcc00").absolute(top: 0, left: 0).frame(width: 200, height: 30)
        }
        try object.tap(.id("go"))
        #expect(try object.text(of: .id("go")) == "Go 1")
    }

    @Test func aTransparentOverlayLetsTouchesThrough() throws {
        let object = Taps.host { state in Button("Go \(state.count)", id: "go"); Column { Spacer() }.id("overlay").absolute(top: 0, left: 0).frame(width: 200, height: 300)
        }
        try object.tap(.id("go"))
        #expect(try object.text(of: .id("go")) == "Go 1")
    }

    @Test func aButtonClippedByItsContainerCannotBeTapped() {
        let object = Taps.host { _ in Column { Box().frame(height: 40).shrink(0); Button("Go", id: "go").shrink(0) }.id("clip").frame(width: 200, height: 50).clipped()
        }
        #expect(throws: PageObjectError("cannot tap root/0/1#go (button): its centre (100, 60.5) is clipped away by root/0#clip (column) (x 0, y 0, w 200, h 50); scroll it into view first")) {
            try object.tap(.id("go"))
        }
    }

    @Test func anOffScreenButtonCannotBeTapped() {
        let object = Taps.host { _ in Box().frame(height: 400).shrink(0); Button("Go", id: "go").shrink(0) }
        #expect(throws: PageObjectError("cannot tap root/1#go (button): its centre (100, 420.5) is off-screen (the screen is 200×300); scroll it into view first")) {
            try object.tap(.id("go"))
        }
        #expect(!object.isVisible(.id("go")))
    }

    @Test func zeroSizedAndHiddenButtonsCannotBeTapped() {
        let zero = Taps.host { _ in Box().id("go").role("button").frame(width: 0, height: 20) }
        #expect(throws: PageObjectError("cannot tap root/0#go (button): it is zero-sized (x 0, y 0, w 0, h 20)")) {
            try zero.tap(.id("go"))
        }
        let hidden = Taps.host { _ in Button("Go", id: "go").opacity(0) }
        #expect(throws: PageObjectError.self) { try hidden.tap(.id("go")) }
        #expect(!hidden.isVisible(.id("go")))
    }

    @Test func aSheetTakesTouchesAndCoversWhatIsUnderIt() throws {
        let object = Taps.host { state in
            Box().frame(height: 100).shrink(0)
            Button("Below", id: "below").shrink(0)
            Presented(.sheet, id: "compose") { Button("Send \(state.count)", id: "go") }
        }
        let sheet = try #require(object.presentedPopover)
        #expect(sheet.scope == .id("compose"))
        try sheet.tap(.id("go"))
        #expect(try sheet.text(of: .id("go")) == "Send 1")
        #expect(throws: PageObjectError("cannot tap root/1#below (button): root/2/0#go (button) (x 0, y 80, w 200, h 41) covers its centre (100, 120.5)")) {
            try object.tap(.id("below"))
        }
    }

    @Test func queriesListTheNearestCandidatesOrEveryMatch() {
        let object = Taps.host { _ in Button("Go", id: "go"); Button("Gone", id: "gone"); Text("Go").id("caption") }
        #expect(throws: PageObjectError("no node has id \"og\" in screen \"taps\"; nearest: \"go\"")) {
            try object.find(.id("og"))
        }
        #expect(throws: PageObjectError("no node has label \"Help\" in screen \"taps\"; its labels are \"Go\", \"Gone\"")) {
            try object.find(.label("Help"))
        }
        #expect(throws: PageObjectError("2 nodes match text \"Go\" in screen \"taps\"; name one with an id:\n"
            + "  - root/0/0#go.title (text) at (x 16, y 12, w 34, h 17)\n  - root/2#caption (text) at (x 0, y 82, w 200, h 17)")) {
            try object.find(.text("Go"))
        }
    }

    @Test func fillSetsTheTextThroughTheFieldsHandler() throws {
        let object = Taps.host { state in TextField("Name", text: state.name, id: "name"); Text("Hello \(state.name)").id("greeting") }
        try object.fill(.id("name"), with: "Ada")
        #expect(try object.text(of: .id("greeting")) == "Hello Ada")
        #expect(throws: PageObjectError("cannot fill root/1#greeting (text): its role is \"text\", not a text field (textfield, securefield, searchfield, textbox, edittext, searchbox)")) {
            try object.fill(.id("greeting"), with: "x")
        }
    }

    @Test func scrollBringsTheButtonIntoViewSoItCanBeTapped() throws {
        let object = Taps.host { state in ScrollView(id: "list") {
                for row in 0..<20 { Text("Row \(row)").id("row\(row)").frame(height: 40).shrink(0) }
                Button("Go \(state.count)", id: "go")
            }
        }
        #expect(throws: PageObjectError.self) { try object.tap(.id("go")) }
        try object.scroll(to: .id("go"))
        try object.tap(.id("go"))
        #expect(try object.text(of: .id("go")) == "Go 1")
        try object.scroll(to: .id("row0"))
        #expect(try object.frame(of: .id("row0")).y == 0)
        #expect(throws: PageObjectError("cannot scroll to root/0#go (button): it is in no scroll container (role \"scroll\")")) {
            try Taps.host { _ in Button("Go", id: "go") }.scroll(to: .id("go"))
        }
    }
}
