import Foundation
import HierarchyImport
import LayoutChecks
import SVGRender
import Testing
import TestReport
import TestSupport
import ViewTree

/// A captured iOS screen takes everything a laid-out tree takes: the `v2` checks with its
/// platform's touch target, relative assertions by id, and the SVG the reports draw.
@Suite struct CapturedScreenChecksTests {
    func screen(_ name: String) throws -> CapturedScreen {
        try ScreenCapture.read(Fixture("xcuitest/\(name)").data(), file: name)
    }

    @Test func theTouchTargetIsTheCapturedPlatforms() throws {
        #expect(TouchTargetCheck.minimum(for: .ios) == Size(width: 44, height: 44), "Apple's 44×44 pt")
        #expect(TouchTargetCheck.minimum(for: .android) == TouchTargetCheck().minimum,
                "dumps are checked as they always were: their bounds are pixels, not dp")
        #expect(TouchTargetCheck.minimum(for: nil) == TouchTargetCheck().minimum)
        #expect(TouchTargetCheck.minimum(for: .web) == Size(width: 24, height: 24), "WCAG 2.2's 24×24 CSS px")
        #expect(LayoutChecks.v1(for: nil).map(\.rule) == LayoutChecks.v1.map(\.rule))
        for platform in [nil] + Platform.allCases.map(Optional.some) {
            let checks = LayoutChecks.v1(for: platform)
            #expect(checks.map(\.rule) == LayoutChecks.v1.map(\.rule).filter { platform == nil || platform == .web || $0 != "flexOverflow" },
                    "the same checks in the same order; a native captured screen has no flex layout to overflow")
            let touch = try #require(checks.compactMap { $0 as? TouchTargetCheck }.first)
            #expect(touch.minimum == TouchTargetCheck.minimum(for: platform))
        }
        let small = TouchTargetCheck(platform: .ios)
        let close = LayoutChecks.run([small], on: try screen("shop-product.xml").root)
        #expect(close.map(\.message) == [
            "button root/0/0/0/0#close is 30×30 pt, under the 44×44 pt touch target (14 pt too narrow, 14 pt too short)",
        ])
    }

    @Test func relativeAssertionsNameTheCapturedNodesById() throws {
        let root = try screen("shop-product.xml").root
        let passing = [Assert("product-photo").above("product-title"), Assert("share").rightOf("close"),
                       Assert("close").inside("Trail Runner GTX")]
        #expect(LayoutChecks.run(passing, on: root).isEmpty, "\(LayoutChecks.run(passing, on: root).map(\.message))")
        let failing = LayoutChecks.run([Assert("product-price").below("product-title"), Assert("close").width(44)], on: root)
        #expect(failing.map(\.rule) == ["below", "width"], "\(failing.map(\.message))")
        #expect(failing.map(\.message) == [
            "\"product-price\" is not below \"product-title\": its top edge is 30 pt above the bottom edge of \"product-title\"; expected at least 0 pt",
            "\"close\" is 30 pt wide instead of 44 pt",
        ])
    }

    @Test func theReportsDrawACapturedScreenWithItsViolations() throws {
        let screen = try screen("shop-product.xml")
        let violations = LayoutChecks.run(LayoutChecks.v2(for: screen.platform), on: screen.root)
        #expect(violations.map(\.rule) == ["overlap", "overlap", "outOfBounds", "touchTarget", "duplicateTarget", "duplicateLabel"])
        try expectGolden(SVGRenderer.render(screen.root, violations: violations, title: "shop-product.xml"),
                         named: "check-xcuitest-product.svg")
    }

    /// UIKit's 51×31 pt switches: measured as any control they would fail; on iOS they pass.
    @Test func uiKitSwitchesPassTheTouchTargetOnIOS() throws {
        let screen = try screen("shop-notifications.xml")
        let unplatformed = LayoutChecks.run([TouchTargetCheck()], on: screen.root)
        #expect(unplatformed.map { $0.nodes.compactMap(\.id) } == [["order-updates"], ["offers"], ["quiet-hours"]])
        let violations = LayoutChecks.run(LayoutChecks.v2(for: screen.platform), on: screen.root)
        #expect(violations.isEmpty, "\(violations.map(\.message))")
    }

    /// The same rule on an Android dump: a control's text is its name when it has no description.
    @Test func anAndroidDumpsControlsWithTheSameNameAreReported() throws {
        func node(_ id: String, _ text: String, _ description: String, _ bounds: String) -> String {
            #"<node index="0" text="\#(text)" resource-id="shop:id/\#(id)" class="android.widget.Button" content-desc="\#(description)""#
                + #" clickable="true" enabled="true" bounds="\#(bounds)" />"#
        }
        let dump = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node index="0" text="" class="android.widget.FrameLayout" bounds="[0,0][1080,2340]">"#
            + node("add_blue", "ADD TO BAG", "", "[48,400][1032,544]") + node("add_red", "", "Add to bag", "[48,600][1032,744]")
            + node("details", "Details", "", "[48,800][1032,944]") + "</node></hierarchy>"
        let screen = try ScreenCapture.read(Data(dump.utf8), file: "shelf.xml")
        let violations = LayoutChecks.run(LayoutChecks.v2(for: screen.platform), on: screen.root)
        #expect(violations.map(\.rule) == ["duplicateLabel"], "\(violations.map(\.message))")
        #expect(violations.first?.message.hasPrefix("2 buttons share the name \"ADD TO BAG\": button root/0/0#add_blue, button root/0/1#add_red;") == true,
                "\(violations.map(\.message))")
    }
}
