import LayoutTesting
import Testing
import TestReport
import ViewTree

/// Different controls a screen reader names alike (`duplicateLabel`, in `v2`): names compared
/// trimmed, with whitespace collapsed and without case; a text's name is no control's; the same
/// target twice is `duplicateTarget`'s; hidden nodes and nodes that allow the rule leave out.
@Suite struct DuplicateLabelZooTests {
    func control(_ role: String, _ id: String, _ label: String?) -> ViewNode {
        Box().role(role).id(id).accessibilityLabel(label).frame(width: 90, height: 44)
    }

    /// Two shirts with an "Add to bag" button each, one named by its label and one by its text,
    /// a link of the same name, and a caption saying it too.
    var shelf: ViewNode {
        Column {
            Row { Text("Blue Shirt", size: 10).id("blue"); control("button", "add-blue", "Add to bag") }
            Row { Text("Red Shirt", size: 10).id("red"); Box { Text("add to  BAG ", size: 10) }.role("button").id("add-red").frame(width: 90, height: 44) }
            control("link", "add-green", "  Add to bag")
            Text("Add to bag", size: 10).id("caption").accessibilityLabel("Add to bag")
        }.node
    }

    @Test func controlsWithTheSameNameAreOneWarningNamingEachOfThem() throws {
        let violations = Zoo.violations([DuplicateLabelCheck()], shelf)
        #expect(violations.map(\.severity) == [.warning])
        #expect(violations.first?.nodes.compactMap(\.id) == ["add-blue", "add-red", "add-green"])
        let text = violations.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }.joined(separator: "\n") + "\n"
        try expectGolden(text, named: "duplicate-labels.txt")
        let pair = Row { control("button", "save", "Save"); control("button", "save-draft", "save") }
        #expect(Zoo.messages([DuplicateLabelCheck()], pair) == [
            "2 buttons share the name \"Save\": button root/0#save, button root/1#save-draft; a screen reader says the"
                + " same name for different actions; give each a label that says what it does, e.g. \"Add Blue Shirt to bag\"",
        ])
    }

    @Test func textsDifferentNamesAndOneTargetAreNoViolation() {
        let captions = Column { Text("Sale", size: 10).id("a"); Text("Sale", size: 10).id("b").accessibilityLabel("Sale") }
        #expect(Zoo.violations([DuplicateLabelCheck()], captions).isEmpty, "texts are not controls")
        let distinct = Row { control("button", "add-blue", "Add Blue Shirt to bag"); control("button", "add-red", "Add Red Shirt to bag") }
        #expect(Zoo.violations([DuplicateLabelCheck()], distinct).isEmpty)
        let stacked = Box {
            control("button", "save", "Save").absolute(top: 0, left: 0)
            control("button", "save-again", "Save").absolute(top: 0, left: 0)
        }.frame(width: 200, height: 44)
        #expect(Zoo.violations([DuplicateLabelCheck()], stacked).isEmpty, "the same bounds are one target")
        #expect(Zoo.violations(LayoutChecks.v2, stacked).map(\.rule).contains("duplicateTarget"))
        let nested = Box { control("button", "inner", "Open") }.role("link").id("outer").accessibilityLabel("Open")
        #expect(Zoo.violations([DuplicateLabelCheck()], nested).isEmpty, "a control inside another is read as one")
    }

    @Test func hiddenControlsAreNotHeard() {
        let hides: [(ViewNode) -> ViewNode] = [{ $0.hidden() }, { $0.opacity(0) }]
        for hide in hides {
            let row = Row { control("button", "a", "Add to bag"); hide(control("button", "b", "Add to bag")) }
            #expect(Zoo.violations([DuplicateLabelCheck()], row).isEmpty)
        }
        let clipped = Column { control("button", "a", "Add to bag"); control("button", "b", "Add to bag").absolute(top: 60, left: 0) }
            .frame(width: 100, height: 50).clipped()
        #expect(Zoo.violations([DuplicateLabelCheck()], clipped).isEmpty, "clipped out of sight")
    }

    @Test func aNodeThatAllowsTheRuleLeavesItsGroup() {
        let two = Row { control("button", "a", "Edit"); control("button", "b", "Edit").allowing(.duplicateLabel) }
        #expect(Zoo.violations(LayoutChecks.v2, two).filter { $0.rule == "duplicateLabel" }.isEmpty)
        let three = Row { control("button", "a", "Edit"); control("button", "b", "Edit").allowing(.duplicateLabel); control("button", "c", "Edit") }
        #expect(Zoo.violations([DuplicateLabelCheck()], three).map { $0.nodes.compactMap(\.id) } == [["a", "c"]])
        #expect(Zoo.violations(LayoutChecks.v2.allowing(.duplicateLabel, ids: ["c"]), three).filter { $0.rule == "duplicateLabel" }.isEmpty,
                "an allow-list by id drops every violation that names the id, as for every rule (AllowingCheck)")
        #expect(Zoo.violations(LayoutChecks.v2.disabling(.duplicateLabel), three).allSatisfy { $0.rule != "duplicateLabel" })
    }
}
