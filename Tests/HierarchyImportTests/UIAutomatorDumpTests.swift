import Foundation
import HierarchyImport
import Testing
import TestSupport
import ViewTree

/// An Android `uiautomator dump` read into a laid-out tree the checks understand.
@Suite struct UIAutomatorDumpTests {
    @Test func boundsClassesAndDescriptionsBecomeFramesRolesAndLabels() throws {
        let root = try UIAutomatorDump.read(Fixture("uiautomator/login.xml").data(), file: "login.xml")
        #expect(root.frame == Rect(x: 0, y: 0, width: 1080, height: 2340))
        let frame = try #require(root.children.first)
        #expect(frame.children.map(\.id) == ["title", "email", "help", "continue"])
        #expect(frame.children.map(\.role) == ["text", "edittext", "imagebutton", "button"])
        #expect(frame.children.map(\.label) == ["Sign in", "Email", nil, "Continue"],
                "a description, else the text TalkBack would read")
        let help = frame.children[2]
        #expect(help.frame == Rect(x: 990, y: 180, width: 40, height: 40), "relative to its parent")
    }

    @Test func malformedXMLNamesTheLineAndColumn() {
        let broken = Data("<hierarchy>\n  <node bounds=\"[0,0][10,10]\">\n</hierarchy>\n".utf8)
        #expect {
            _ = try UIAutomatorDump.read(broken, file: "broken.xml")
        } throws: { error in
            "\(error)".hasPrefix("broken.xml:3:") && "\(error)".contains("error:")
        }
    }

    @Test func badBoundsAndAForeignRootAreClearErrors() {
        #expect {
            _ = try UIAutomatorDump.read(Data("<hierarchy><node bounds=\"[1,2]\"/></hierarchy>".utf8), file: "b.xml")
        } throws: { "\($0)" == "b.xml:1:1: error: node bounds \"[1,2]\" are not of the form [x1,y1][x2,y2]" }
        #expect {
            _ = try UIAutomatorDump.read(Data("<svg/>".utf8), file: "c.xml")
        } throws: { "\($0)".contains("expected a <hierarchy> root element") }
    }
}
