import Foundation
import Testing
import TestSupport
import ViewTree

/// The cases of `Tests/Fixtures/flex-fixtures-own/` (CSS the shared fixtures do not cover:
/// balanced wrapping, `fit-content`, `aspect-ratio` with stretch, per-item `direction`, baselines
/// in `wrap-reverse`, text in columns under max sizes), LTR and RTL, against Chromium (±0.5 px).
/// `cases.json` lists them; a case marked `knownGap` is reported apart and must still differ, so
/// that a fixed gap is noticed and unmarked.
@Test func everyOwnChromeFixturePasses() throws {
    let folder = "flex-fixtures-own"
    let cases: [(name: String, feature: String)]
    do {
        let json = try JSONParser.parseValue(Array(try Fixture("\(folder)/cases.json").data()), file: "cases.json")
        cases = (json["cases"]?.arrayValue ?? []).compactMap { entry in
            guard let name = entry["name"]?.stringValue else { return nil }
            return (name, entry["feature"]?.stringValue ?? "")
        }
    } catch {
        Issue.record("cannot read the own fixtures' list: \(error)")
        return
    }
    #expect(cases.count >= 50, "expected the measured cases listed in Tests/Fixtures/\(folder)/cases.json")
    var byFeature: [String: (pass: Int, total: Int)] = [:]
    var report = "", failures = 0, gaps = 0
    for (name, feature) in cases {
        let outcome: Fixtures.Outcome
        do {
            outcome = try Fixtures.run(file: "\(name).json", features: [feature], folder: folder)
        } catch {
            Issue.record("\(name): \(error) — re-measure with `python3 scripts/measure-flex-fixtures.py`")
            continue
        }
        var entry = byFeature[feature, default: (0, 0)]
        entry.total += 1
        if outcome.passed && outcome.supported { entry.pass += 1 }
        byFeature[feature] = entry
        if let gap = outcome.knownGap {
            gaps += 1
            report += "KNOWN GAP \(name): \(gap)\n"
            #expect(!outcome.passed, "\(name) now matches Chromium: remove its knownGap from cases.json and re-measure")
            continue
        }
        if !outcome.supported {
            failures += 1
            Issue.record("\(name): diagnosed as unsupported: \(outcome.diagnostics.joined(separator: "; "))")
        } else if !outcome.passed {
            failures += 1
            Issue.record("\(name) differs from Chromium: \(outcome.mismatches.prefix(6).joined(separator: "; "))")
        }
    }
    for (feature, entry) in byFeature.sorted(by: { $0.key < $1.key }) {
        report = "  \(feature): \(entry.pass)/\(entry.total) pass LTR and RTL\n" + report
    }
    print("own flex fixtures: \(cases.count) cases, \(failures) failing, \(gaps) known gaps\n" + report)
}
