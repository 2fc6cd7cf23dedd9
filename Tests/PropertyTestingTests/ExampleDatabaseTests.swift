import Foundation
import Testing
import PropertyTesting

@Suite struct ExampleDatabaseTests {
    private func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "lw-db-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func run(_ database: ExampleDatabase, threshold: Int, strategy: RandomStrategy = .random)
        -> PropertyReport<Int, String> {
        checkProperty(config: PropertyConfig(strategy: strategy, database: database, testID: "Cards/overlap"),
                      generator: Gen<Int>.integer(in: 0...10_000)) { value, _ in .check(value < threshold) }
    }

    @Test func aSavedFailureIsReplayedBeforeAnyGeneration() {
        let database = ExampleDatabase(directory: temporaryDirectory())
        let first = run(database, threshold: 5_000)
        #expect(first.status == .falsified)
        #expect(database.load(testID: "Cards/overlap").tokens.count == 1)
        let second = run(database, threshold: 5_000)
        #expect(second.callsToFirstFailure == 1)
        #expect(first.seed1 != nil && second.seed1 == first.seed1 && second.seed2 == first.seed2 && second.size == first.size,
                "a replayed failure keeps the seeds it was found with")
        #expect(second.failureLines.contains { $0.hasPrefix("Replay with \(first.seed1!) \(first.seed2!) and size") })
        #expect(second.shrunk?.input == 5_000)
    }

    @Test func aSavedFailureThatPassesIsRemoved() {
        let database = ExampleDatabase(directory: temporaryDirectory())
        _ = run(database, threshold: 5_000)
        let fixed = run(database, threshold: 20_000)
        #expect(fixed.status == .passed)
        #expect(database.load(testID: "Cards/overlap").tokens.isEmpty)
    }

    @Test func corruptAndForeignEntriesAreSkippedWithAWarning() throws {
        let database = ExampleDatabase(directory: temporaryDirectory())
        try database.save(ChoiceToken(size: 1, indices: [3]), testID: "Cards/overlap")
        let folder = try #require(FileManager.default.contentsOfDirectory(atPath: database.directory).first)
        let base = database.directory + "/" + folder
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: base + "/bad.example"))
        try Data("layoutwatch-example 1\nOther/test\nlw1:0:AQ\n".utf8).write(to: URL(fileURLWithPath: base + "/foreign.example"))
        try Data("layoutwatch-example 1\nCards/overlap\nlw1:zz\n".utf8).write(to: URL(fileURLWithPath: base + "/broken.example"))
        let loaded = database.load(testID: "Cards/overlap")
        #expect(loaded.tokens == [ChoiceToken(size: 1, indices: [3])])
        #expect(loaded.warnings.count == 3)
        #expect(loaded.warnings.contains { $0.contains("belongs to test \"Other/test\"") })
        let report = run(database, threshold: 20_000)
        #expect(report.status == .passed)
        #expect(report.healthWarnings.count >= 3)
    }

    /// Any test name is a key: newlines, control characters, ten thousand characters.
    @Test(arguments: ["Suite/line\nbreak", "Suite/\u{1B}[2J\u{7}\u{0}tab\t", "Suite/" + String(repeating: "é", count: 10_000),
                      "Suite/\"quoted\" 名前", "Suite/line\nbreak2"])
    func anyTestNameRoundTrips(name: String) throws {
        let database = ExampleDatabase(directory: temporaryDirectory())
        let token = ChoiceToken(size: 3, indices: [1, 2, 3])
        try database.save(token, testID: name, origin: ExampleDatabase.Origin(seed1: 1, seed2: 2, size: 3))
        let loaded = database.load(testID: name)
        #expect(loaded.tokens == [token] && loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.entries.first?.origin == ExampleDatabase.Origin(seed1: 1, seed2: 2, size: 3))
        #expect(database.load(testID: name + "x").tokens.isEmpty)
    }

    @Test func aVersionOneFileIsStillRead() throws {
        let database = ExampleDatabase(directory: temporaryDirectory())
        try database.save(ChoiceToken(size: 1, indices: [3]), testID: "Cards/overlap")
        let folder = try #require(FileManager.default.contentsOfDirectory(atPath: database.directory).first)
        try Data("layoutwatch-example 1\nCards/overlap\nlw1:0:AQ\norigin 4 5 6\n".utf8)
            .write(to: URL(fileURLWithPath: database.directory + "/" + folder + "/old.example"))
        let loaded = database.load(testID: "Cards/overlap")
        #expect(Set(loaded.tokens) == [ChoiceToken(size: 1, indices: [3]), try ChoiceToken(parsing: "lw1:0:AQ")])
        #expect(loaded.warnings.isEmpty)
    }

    @Test func concurrentWritersLoseNothing() {
        let database = ExampleDatabase(directory: temporaryDirectory())
        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            for n in 0..<10 {
                try? database.save(ChoiceToken(size: worker, indices: [UInt64(n + 1)]), testID: "shared")
                try? database.save(ChoiceToken(size: 0, indices: [1]), testID: "shared")
            }
        }
        let loaded = database.load(testID: "shared")
        #expect(loaded.warnings.isEmpty)
        #expect(Set(loaded.tokens).count == 16 * 10)
        let folder = (try? FileManager.default.contentsOfDirectory(atPath: database.directory)) ?? []
        let files = folder.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: database.directory + "/" + $0)) ?? [] }
        #expect(!files.contains { $0.hasPrefix(".tmp") }, "no temporary file is left behind")
    }
}
