import LayoutTesting
import Testing
import ViewTree

/// One screen with a bug of every kind: v1 reports every violation of the case, in check
/// order, with its severity (golden `check-zoo-v1.txt`).
@Suite struct BrokenScreenTests {
    let screen = Column {
        Row {
            Text("Settings and preferences", size: 20).id("title").foreground("#aaaaaa").shrink(0)
            Box().role("button").id("close").frame(width: 24, height: 24)
        }
        .id("header").frame(width: 200, height: 30)
        Column {
            Text("Greeting", size: 10).id("greeting").accessibilityLabel("Hello")
            Text("Terms and conditions apply", size: 10, lineLimit: 1).id("terms").frame(width: 100)
        }
        .id("card")
            .accessibilityLabel("Card").frame(height: 20)
        Row {
            Box().role("button").id("save").accessibilityLabel("Save").frame(width: 60, height: 44)
            Box().role("button").id("save-again").accessibilityLabel("Save").frame(width: 60, height: 44)
                .absolute(top: 0, left: 0)
            Image(width: 30, height: 30).id("logo").absolute(top: 7, left: 50)
        }
        .id("actions").frame(width: 200, height: 44)
        Column { Text("Lost", size: 10).id("lost") }.id("squeezed").frame(height: 0)
    }
    .id("screen").frame(width: 200, height: 120)

    @Test func v1ReportsEveryViolationOfTheCase() throws {
        let violations = Zoo.violations(LayoutChecks.v1, screen)
        let text = violations.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }.joined(separator: "\n") + "\n"
        try expectGolden(text, named: "check-zoo-v1.txt")
    }

    @Test func basicStillSeesOnlySiblingOverlapAndBounds() {
        let rules = Set(Zoo.violations(LayoutChecks.basic, screen).map(\.rule))
        #expect(rules.isSubset(of: ["overlap", "outOfBounds"]))
        #expect(!rules.isEmpty)
    }
}
