import Foundation
import HierarchyImport
import Testing
import TestSupport
import ViewTree

/// An iOS XCUITest page source (Appium's `getPageSource()`, or the same XML written from a UI
/// test) read into a laid-out tree the checks understand, as a `uiautomator dump` is.
@Suite struct XCUITestSourceTests {
    func read(_ name: String) throws -> CapturedScreen {
        try ScreenCapture.read(Fixture("xcuitest/\(name)").data(), file: name)
    }

    @Test func framesBecomeRelativeAndTheApplicationIsTheScreen() throws {
        let screen = try read("shop-product.xml")
        #expect(screen.format == .xcuitest && screen.platform == .ios)
        let root = screen.root
        #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.role == "screen" && root.label == nil, "the app's name labels no group VoiceOver reads")
        let content = try #require(root.children.first?.children.first)
        #expect(content.children.map(\.role) == ["navigationbar", "scrollview", nil, "tabbar"], "Other has no role")
        let bar = content.children[0]
        #expect(bar.id == "Trail Runner GTX", "a name that is not the label is an identifier")
        let close = bar.children[0]
        #expect(close.id == "close" && close.role == "button" && close.label == "Close")
        #expect(close.frame == Rect(x: 16, y: 7, width: 30, height: 30), "relative to the navigation bar at y 59")
        let title = bar.children[1]
        #expect(title.role == "text" && title.id == nil && title.label == "Trail Runner GTX" && title.text == "Trail Runner GTX")
    }

    @Test func elementTypesBecomeTheRolesTheChecksKnow() throws {
        let roles: [(String, String?)] = [
            ("Button", "button"), ("Link", "link"), ("Switch", "switch"), ("Toggle", "toggle"), ("CheckBox", "checkbox"),
            ("RadioButton", "radiobutton"), ("Slider", "slider"), ("Stepper", "stepper"), ("PickerWheel", "picker"),
            ("SegmentedControl", "segmentedcontrol"), ("Tab", "tab"), ("TextField", "textfield"),
            ("SecureTextField", "securefield"), ("SearchField", "searchfield"), ("TextView", "textbox"),
            ("StaticText", "text"), ("Image", "image"), ("Icon", "image"), ("Cell", "cell"), ("Table", "table"),
            ("CollectionView", "collectionview"), ("ScrollView", "scrollview"), ("NavigationBar", "navigationbar"),
            ("TabBar", "tabbar"), ("Toolbar", "toolbar"), ("Alert", "alert"), ("Other", nil), ("Window", "window"),
        ]
        let elements = roles.enumerated().map { index, role in
            #"<XCUIElementType\#(role.0) x="0" y="\#(index * 10)" width="100" height="10"/>"#
        }
        let source = #"<XCUIElementTypeApplication x="0" y="0" width="100" height="300">"#
            + "<XCUIElementTypeOther x=\"0\" y=\"0\" width=\"100\" height=\"300\">\(elements.joined())</XCUIElementTypeOther>"
            + "<NotAnElement/></XCUIElementTypeApplication>"
        let other = try #require(try XCUITestSource.read(Data(source.utf8), file: "types.xml").children.first)
        #expect(other.children.map(\.role) == roles.map(\.1))
        #expect(other.children.map { $0.frame.y } == roles.indices.map { Double($0 * 10) })
    }

    @Test func scrolledContentIsCutToItsContainerAndHiddenElementsAreLeftOut() throws {
        let content = try #require(try read("shop-product.xml").root.children.first?.children.first)
        let scroll = content.children[1]
        #expect(scroll.children.map(\.id) == ["product-photo", "product-title", "product-price", nil, "size-picker",
                                              "product-description"], "the reviews are visible=\"false\"")
        #expect(scroll.children.map(\.role) == ["image", "text", "text", "text", "segmentedcontrol", "text"])
        let description = scroll.children[5]
        #expect(description.frame == Rect(x: 16, y: 557, width: 361, height: 45), "660…740 cut to the scroll view's 103…705")
        #expect(description.traits?.allowedChecks == ["touchTarget"], "a cut frame is not the element's size")
        #expect(scroll.children[1].traits == nil)
        let purchase = content.children[2]
        #expect(purchase.frame == Rect(x: 0, y: 705, width: 409, height: 64), "outside a scroll view nothing is cut")
        #expect(purchase.children.map(\.frame) == Array(repeating: Rect(x: 16, y: 7, width: 377, height: 50), count: 2))
    }

    @Test func labelsAreWhatVoiceOverReadsAndFieldsShowTheirValue() throws {
        let screen = try read("shop-sign-in.xml")
        let form = try #require(screen.root.children.first?.children.first)
        #expect(form.children.map(\.id) == ["Sign in", "brand-logo", "welcome", "email", "password", "sign-in", "forgot-password"],
                "password-error is visible=\"false\"")
        #expect(form.children.map(\.role) == ["navigationbar", "image", "text", "textfield", "securefield", "button", "link"])
        #expect(form.children.map(\.label) == [nil, nil, "Welcome back", "Email", "Password", "Sign in", "Forgot password?"],
                "`name` (brand-logo, Sign in) is never a label")
        #expect(form.children.map(\.text) == [nil, nil, "Welcome back", "ada@example.com", "••••••••", nil, nil])
        let logo = form.children[1]
        #expect(logo.traits?.allowedChecks == ["missingLabel"], "accessible=\"false\": a decorative image")
        #expect(form.children[0].children[0].id == nil, "Cancel's name is its label")
    }

    @Test func windowsStackAndTheKeyboardIsLeftOut() throws {
        let root = try read("shop-sign-in.xml").root
        #expect(root.children.map(\.role) == ["window", "window"])
        #expect(root.children.map { $0.traits?.zIndex } == [0, 1], "each window above the ones before it")
        let keyboardWindow = root.children[1]
        #expect(keyboardWindow.children.count == 1 && keyboardWindow.children[0].children.isEmpty,
                "the keyboard is system interface, not the app's layout")
        let settings = try read("shop-settings.xml").root.children[0].children[0]
        #expect(settings.children.map(\.role) == ["table", "navigationbar", "tabbar"])
        #expect(settings.children.map { $0.traits?.zIndex } == [nil, 1, 1], "bars float above the list scrolled under them")
    }

    @Test func aBareApplicationRootNamesEveryNodeAsTheWrappedOne() throws {
        let bare = try Fixture("xcuitest/shop-settings.xml").data()
        let screen = try ScreenCapture.read(bare, file: "shop-settings.xml")
        #expect(screen.format == .xcuitest && screen.platform == .ios)
        let text = String(decoding: bare, as: UTF8.self)
        let body = text[text.range(of: "?>\n")!.upperBound...]
        let wrapped = try ScreenCapture.read(Data("<AppiumAUT>\n\(body)</AppiumAUT>\n".utf8), file: "wrapped.xml")
        #expect(wrapped.root == screen.root)
        let table = screen.root.children[0].children[0].children[0]
        #expect(table.children.count == 14, "Sign out, below the screen, is visible=\"false\"")
        let about = try #require(table.children.last)
        #expect(about.frame == Rect(x: 16, y: 835, width: 361, height: 17), "835…879 cut to the table's 0…852")
        #expect(about.children.first?.traits?.allowedChecks == ["touchTarget"])
        #expect(table.children[4].children.first.map { ($0.role, $0.label) }! == ("switch", "Order updates"))
    }

    @Test func theFormatIsTheContentNotTheName() throws {
        let dump = try ScreenCapture.read(Fixture("uiautomator/login.xml").data(), file: "shop.json")
        #expect(dump.format == .uiautomator && dump.platform == .android)
        #expect(dump.root == (try UIAutomatorDump.read(Fixture("uiautomator/login.xml").data(), file: "login.xml")))
        let source = try Fixture("xcuitest/shop-bag.xml").data()
        #expect(try ScreenCapture.read(source, file: "shop.txt").format == .xcuitest)
        #expect(try ScreenCapture.read(source, file: "a").root == (try XCUITestSource.read(source, file: "b")))
        #expect(try ScreenFormat.sniff(source, file: "a") == .xml)
        #expect(try ScreenFormat.sniff(Data("\u{FEFF}\n  {\"root\": {}}".utf8), file: "a") == .json)
        #expect(try ScreenFormat.sniff(Data(" <hierarchy/>".utf8), file: "a") == .xml)
        #expect(ScreenFormat.allCases.map(\.platform) == [.android, .ios, nil])
    }

    /// Every way a file can be no capture, with the message each gives.
    @Test func errorsNameTheFileLineAndColumnAndWhatWasFound() throws {
        let cases: [(String, () throws -> Void)] = [
            ("a root of another format", {
                _ = try ScreenCapture.read(Data("""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!-- exported by a design tool -->
                      <svg xmlns="http://www.w3.org/2000/svg" width="393" height="852"><rect width="10" height="10"/></svg>

                    """.utf8), file: "screen.xml")
            }),
            ("a root on the declaration's line", {
                _ = try ScreenCapture.read(Data(#"<?xml version="1.0"?><html lang="en"><body/></html>"#.utf8), file: "page.html")
            }),
            ("text that is neither XML nor JSON", { _ = try ScreenFormat.sniff(Data("\n\nhello, this is no capture\n".utf8), file: "notes.txt") }),
            ("an empty file", { _ = try ScreenFormat.sniff(Data(" \n".utf8), file: "empty.xml") }),
            ("a JSON array", { _ = try ScreenFormat.sniff(Data("[{\"root\": {}}]".utf8), file: "trees.json") }),
            ("malformed XML", {
                _ = try ScreenCapture.read(Data("<AppiumAUT>\n  <XCUIElementTypeApplication x=\"0\">\n</AppiumAUT>\n".utf8), file: "cut.xml")
            }),
            ("an empty <AppiumAUT>", { _ = try ScreenCapture.read(Data("<AppiumAUT>\n</AppiumAUT>\n".utf8), file: "none.xml") }),
            ("a coordinate that is no number", {
                _ = try XCUITestSource.read(Data("""
                    <XCUIElementTypeApplication x="0" y="0" width="393" height="852">
                      <XCUIElementTypeButton x="left" y="0" width="44" height="44"/>
                    </XCUIElementTypeApplication>
                    """.utf8), file: "x.xml")
            }),
            ("a size that is missing", {
                _ = try XCUITestSource.read(Data(#"<XCUIElementTypeApplication x="0" y="0" width="393"/>"#.utf8), file: "h.xml")
            }),
            ("a negative size", {
                _ = try XCUITestSource.read(Data(#"<XCUIElementTypeApplication x="0" y="0" width="-393" height="852"/>"#.utf8), file: "w.xml")
            }),
            ("an iOS source given to the Android reader", {
                _ = try UIAutomatorDump.read(Fixture("xcuitest/shop-product.xml").data(), file: "shop-product.xml")
            }),
            ("an Android dump given to the iOS reader", {
                _ = try XCUITestSource.read(Fixture("uiautomator/login.xml").data(), file: "login.xml")
            }),
        ]
        var report = ""
        for (name, run) in cases {
            do {
                try run()
                Issue.record("\(name): no error")
            } catch {
                report += "## \(name)\n\(error)\n\n"
            }
        }
        try Goldens(target: "HierarchyImportTests").expect(report, named: "capture-errors.txt")
    }
}
