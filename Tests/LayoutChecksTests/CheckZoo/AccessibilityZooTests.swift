import Foundation
import LayoutTesting
import Testing
import ViewTree

/// Touch targets, duplicate targets, labels and contrast.
@Suite struct AccessibilityZooTests {
    func button(_ id: String, width: Double, height: Double) -> ViewNode {
        Box().role("button").id(id).accessibilityLabel(id.capitalized).frame(width: width, height: height)
    }

    @Test func aSmallButtonMissesTheTouchTarget() {
        let bar = Row { button("close", width: 30, height: 20); button("ok", width: 44, height: 44) }
        #expect(Zoo.messages([TouchTargetCheck()], bar) == [
            "button root/0#close is 30×20 pt, under the 44×44 pt touch target (14 pt too narrow, 24 pt too short)",
        ])
        #expect(Zoo.messages([TouchTargetCheck.android], bar).count == 2)
    }

    /// UIKit draws its switch 51×31 pt whatever its frame: on iOS that size is no violation;
    /// a switch of another size, a button of that size, and the same switch elsewhere are.
    @Test func uiKitsOwnSwitchIsNoTouchTargetViolationOnIOS() {
        let row = Row {
            Box().role("switch").id("system").accessibilityLabel("Wi-Fi").frame(width: 51, height: 31)
            Box().role("switch").id("custom").accessibilityLabel("Dark mode").frame(width: 30, height: 18)
            Box().role("button").id("info").accessibilityLabel("Info").frame(width: 51, height: 31)
        }
        #expect(Zoo.messages([TouchTargetCheck(platform: .ios)], row) == [
            "switch root/1#custom is 30×18 pt, under the 44×44 pt touch target (14 pt too narrow, 26 pt too short)",
            "button root/2#info is 51×31 pt, under the 44×44 pt touch target (13 pt too short)",
        ])
        #expect(Zoo.messages([TouchTargetCheck()], row).count == 3, "no platform: every switch is measured")
        #expect(Zoo.messages([TouchTargetCheck(platform: .android)], row).count == 3)
        #expect(TouchTargetCheck.systemSwitch == Size(width: 51, height: 31))
    }

    @Test func twoButtonsWithTheSameBoundsAreCaught() {
        let stacked = Box {
            button("save", width: 60, height: 44).absolute(top: 0, left: 0)
            button("send", width: 60, height: 44).absolute(top: 0, left: 0)
            button("undo", width: 60, height: 44).absolute(top: 0, left: 60)
        }.frame(width: 200, height: 44)
        #expect(Zoo.messages([DuplicateTargetCheck()], stacked) == [
            "button root/0#save and button root/1#send have the same bounds (x 0, y 0, w 60, h 44)",
        ])
    }

    @Test func unlabelledImagesAndButtonsAreCaughtButAButtonWithTextIsNot() {
        let row = Row {
            Image(width: 20, height: 20).id("logo")
            Box().role("button").id("close").frame(width: 44, height: 44)
            Box { Text("Send", size: 10) }.role("button").id("send")
            Image(width: 20, height: 20).id("divider").allowing(.missingLabel)
        }
        #expect(Zoo.messages([MissingLabelCheck()], row) == [
            "image root/0#logo has no accessibility label",
            "button root/1#close has no accessibility label and no text to read",
        ])
    }

    @Test func aLabelInsideALabelIsAWarning() {
        let card = Column { Text("Hi", size: 10).id("hi").accessibilityLabel("Greeting") }.id("card").accessibilityLabel("Card")
        let violations = Zoo.violations([NestedLabelCheck()], card)
        #expect(violations.map(\.message) == [
            "text root/0#hi labelled \"Greeting\" is inside column root#card labelled \"Card\"",
        ])
        #expect(violations.map(\.severity) == [.warning])
    }

    /// Ratios are cut, not rounded, to two places: 4.478 prints 4.47, never a passing 4.48 or 4.5.
    @Test func greyTextOnWhiteIsUnderTheContrastMinimum() {
        let card = Column {
            Text("Grey", size: 16).id("grey").foreground("#999999")
            Text("Dark", size: 16).id("dark").foreground("#000")
            Text("Big", size: 24).id("big").foreground("#777777")
            Text("Small", size: 16).id("small").foreground("#777777")
        }.background("white")
        #expect(Zoo.messages([ContrastCheck()], card) == [
            "text root/0#grey \"Grey\" has contrast 2.84:1 (#999999 on #ffffff), under 4.5:1",
            "text root/3#small \"Small\" has contrast 4.47:1 (#777777 on #ffffff), under 4.5:1",
        ])
    }

    /// WCAG's large text is 18 pt or 14 pt bold: 24 px, or 18.67 px at weight 700.
    @Test func boldTextFrom14PointsIsLargeAndRegularTextIsNot() throws {
        let card = Column {
            Text("Bold", size: 19).id("bold").foreground("#888888").bold()
            Text("Regular", size: 19).id("regular").foreground("#888888")
            Text("Semibold", size: 19).id("semibold").foreground("#888888").font(weight: 600)
            Text("Tiny", size: 18).id("tiny").foreground("#888888").bold()
        }.background("white")
        #expect(Zoo.messages([ContrastCheck()], card) == [
            "text root/1#regular \"Regular\" has contrast 3.54:1 (#888888 on #ffffff), under 4.5:1",
            "text root/2#semibold \"Semibold\" has contrast 3.54:1 (#888888 on #ffffff), under 4.5:1",
            "text root/3#tiny \"Tiny\" has contrast 3.54:1 (#888888 on #ffffff), under 4.5:1",
        ])
        let css = try ViewTreeJSON.decodeDocument(Data(##"{"text": "Bold", "style": {"font-weight": "bold", "font-size": "19px", "color": "#888"}}"##.utf8),
                                                   file: "bold.json")
        #expect(css.root.style.fontWeight == 700)
        let messages = Zoo.messages([ContrastCheck()], css.root)
        #expect(messages.isEmpty)
    }

    @Test func theNearestBackgroundCountsAndTranslucentOnesCompose() {
        let dark = Column { Column { Text("Lit", size: 16).id("lit").foreground("#ffffff") }.background("#000000") }
            .background("#ffffff")
        #expect(Zoo.messages([ContrastCheck()], dark).isEmpty)
        let veil = Column { Column { Text("Faint", size: 16).id("faint").foreground("#000000") }.background("rgba(0, 0, 0, 0.6)") }
        #expect(Zoo.messages([ContrastCheck()], veil) == [
            "text root/0/0#faint \"Faint\" has contrast 3.65:1 (#000000 on #666666), under 4.5:1",
        ])
    }
}
