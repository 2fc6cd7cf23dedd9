import Foundation
import LayoutTesting
import Reports
import Testing
import TestReport
import TestSupport
import TextShaping

/// Layout snapshots: recorded once, compared frame by frame by node path, re-recorded on purpose.
@Suite struct SnapshotTests {
    struct Badge: Arbitrary, Sendable, CustomStringConvertible {
        var count: Int
        static var arbitrary: Gen<Badge> { Gen<Badge>.compose { c in Badge(count: c.generate(using: Gen<Int>.integer(in: 0...999))) } }
        var description: String { "Badge(count: \(count))" }
    }

    /// A title and a badge; `shift` moves the badge right, as a careless edit would.
    static func card(_ badge: Badge, shift: Double) -> ViewNode {
        Row(spacing: 8) {
            Text("Inbox", size: 17).id("title")
            Text("\(badge.count)", size: 12).id("badge").margin(left: shift)
        }.padding(12).frame(width: 240, height: 48)
    }

    func test(_ directory: URL, shift: Double, tolerance: Double = 0.5) -> SnapshotTest<Badge> {
        SnapshotTest("inbox", suite: "Snapshots", in: Size(width: 240, height: 48), generator: Badge.arbitrary, count: 3,
                     tolerance: tolerance, directory: directory) { Self.card($0, shift: shift) }
    }

    @Test func recordsMissingThenComparesThenFindsTheMovedNode() throws {
        let directory = try Repository.temporaryDirectory("snapshots")
        defer { try? FileManager.default.removeItem(at: directory) }
        let measurer = try HarfBuzzMeasurer()
        let first = test(directory, shift: 0).run(measurer: measurer, recording: .missing)
        #expect(first.status == .failed)
        #expect(first.failure?.message == "recorded 3 of 3 snapshots in \(directory.path): look at their SVGs, then run again to compare")
        for index in 1...3 {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(index).json").path))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(index).svg").path))
        }
        #expect(test(directory, shift: 0).run(measurer: measurer, recording: .missing).status == .passed)
        #expect(test(directory, shift: 0).run(measurer: measurer, recording: .never).status == .passed)

        let moved = test(directory, shift: 8).run(measurer: measurer, recording: .never)
        #expect(moved.status == .failed)
        let failure = try #require(moved.failure)
        #expect(failure.message == "3 of 3 snapshots differ from \(directory.path); case 1 has 1 change")
        #expect(failure.violations.map(\.rule) == ["snapshot"])
        #expect(failure.violations.first?.message.hasPrefix("root/1#badge moved from (x ") == true, "\(failure.violations)")
        #expect(failure.reference != nil && failure.layout != nil)
        #expect(test(directory, shift: 8, tolerance: 10).run(measurer: measurer, recording: .never).status == .passed)

        let rerecorded = test(directory, shift: 8).run(measurer: measurer, recording: .all)
        #expect(rerecorded.failure?.message.hasPrefix("recorded 3 of 3 snapshots") == true)
        #expect(test(directory, shift: 8).run(measurer: measurer, recording: .never).status == .passed)
    }

    @Test func neverRecordingFailsACaseWithoutAReference() throws {
        let directory = try Repository.temporaryDirectory("snapshots-never")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = test(directory, shift: 0).run(measurer: try HarfBuzzMeasurer(), recording: .never)
        #expect(result.status == .failed)
        #expect(result.failure?.message
            == "case 1 has no snapshot in \(directory.path) and LAYOUTWATCH_SNAPSHOTS=never: record it with LAYOUTWATCH_SNAPSHOTS=missing")
    }

    /// The failure page shows the recorded and the actual layout side by side.
    @Test func theReportShowsRecordedAndActualSideBySide() throws {
        let directory = try Repository.temporaryDirectory("snapshots-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let measurer = try HarfBuzzMeasurer()
        _ = test(directory, shift: 0).run(measurer: measurer, recording: .missing)
        var result = test(directory, shift: 8).run(measurer: measurer, recording: .never)
        result.duration = 0.25
        let summary = RunSummary(results: [result], startedAt: 1_800_000_000, duration: 1)
        let pages = try HTMLReport(webDirectory: Repository.url("Web")).pages(for: summary)
        let page = String(decoding: try #require(pages[ReportFileNames.failurePage(for: result.id)]), as: UTF8.self)
            .replacingOccurrences(of: directory.path, with: "SNAPSHOTS")
        #expect(page.contains("<h2>Recorded and actual"))
        #expect(page.matches(of: /<svg class="layoutwatch-layout"/).count == 2)
        try expectGolden(page, named: "failure-snapshot.html")
    }

    /// References go to `Tests/__Snapshots__/<suite>/<name>` of the package that declares the
    /// test, outside every target, or under `LAYOUTWATCH_SNAPSHOTS_DIR`.
    @Test func referencesLiveOutsideEveryTargetOfThePackage() throws {
        let package = try Repository.temporaryDirectory("snapshot-location")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Suite"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let declaring = package.appendingPathComponent("Sources/Suite/main.swift").path
        #expect(SnapshotLocation.directory(suite: "App", name: "inbox", declaredIn: declaring, environment: [:]).path
                == package.appendingPathComponent("Tests/__Snapshots__/App/inbox").path)
        #expect(SnapshotLocation.directory(suite: "App", name: "inbox", declaredIn: declaring,
                                           environment: [SnapshotLocation.variable: "/refs"]).path == "/refs/App/inbox")
    }
}
