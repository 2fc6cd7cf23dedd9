import Foundation
import SpecTesting
import Synchronization
import TestReport
import Testing
import TestSupport
import Watcher

/// Spec files as inputs of the planner, driven by hand: in-memory spec directories and a
/// scripted worker that lists one test per `*.layout.json` it finds in them (as the layout-spec
/// worker does), plus one Swift-declared spec test bound to `password.testkit`.
@Suite struct SpecFilePlanningTests {
    static let roots = ["/p/Specs", "/p/MoreSpecs"]

    /// What the worker would list for the files now on "disk".
    static func listing(_ files: MemoryFileScanner) -> [TestDescriptor] {
        var tests = [TestDescriptor(suite: "S", name: "password", kind: .spec, specFiles: ["password.testkit"])]
        for root in roots {
            for path in files.scan(root: root, filter: WatchFilter(specRoots: roots), excluded: []).keys.sorted()
            where path.hasSuffix(".layout.json") {
                let file = String(path.dropFirst(root.count + 1))
                tests.append(TestDescriptor(suite: "LayoutSpecs", name: file, kind: .layout, specFiles: [file]))
            }
        }
        return tests
    }

    /// Each pass: its reason, the ids it ran, and the ids that have a result after it.
    final class Passes: Sendable {
        private let entries = Mutex<[(reason: String, ran: [String], current: [String])]>([])
        func append(_ pass: PassRunner.Pass, _ plan: RunPlan) {
            entries.withLock { $0.append((plan.reason, pass.ran.map(\.id), pass.summary.results.map(\.id).sorted())) }
        }
        var count: Int { entries.withLock { $0.count } }
        subscript(index: Int) -> (reason: String, ran: [String], current: [String]) { entries.withLock { $0[index] } }
    }

    /// Runs the loop while `edits` are made one per pass; returns what each pass did.
    func watch(_ files: MemoryFileScanner, launcher: ScriptedLauncher, edits: [@Sendable () -> Void]) async -> Passes {
        let passes = Passes()
        let runner = PassRunner(builder: SuiteBuilder(command: ["swift", "build"], packageDirectory: "/p", launcher: launcher),
                                client: SuiteClient(executable: "/p/suite", launcher: launcher, timeout: .seconds(5)),
                                jobs: 1, clock: { 0 })
        let sleeps = Mutex(0)
        let total = edits.count + 1
        var loop = WatchLoop(
            detector: ChangeDetector(sourceRoots: ["/p/Sources"], specRoots: Self.roots, filter: WatchFilter(), excluded: []),
            scanner: files, runner: runner, pollInterval: .milliseconds(1), settle: .milliseconds(1),
            sleep: { _ in
                // Ends the loop once every edit has had its pass, or after many idle polls.
                if passes.count >= total || sleeps.withLock({ $0 += 1; return $0 }) > 20_000 { throw CancellationError() }
                await Task.yield()
            },
            onPass: { pass, plan in passes.append(pass, plan) },
            log: { _ in })
        let editor = Task {
            for (index, edit) in edits.enumerated() {
                while passes.count < index + 1 { await Task.yield() }
                edit()
            }
        }
        await loop.run()
        await editor.value
        return passes
    }

    @Test func specFilesInEveryDirectoryAreAddedRenamedEditedAndRemovedWithoutARebuild() async {
        let files = MemoryFileScanner()
        files.write("/p/Sources/Card.swift", "v1")
        files.write("/p/Specs/password.testkit", "{}")
        files.write("/p/Specs/a.layout.json", "{}")
        let launcher = ScriptedLauncher(listing: { Self.listing(files) })
        let passes = await watch(files, launcher: launcher, edits: [
            { files.write("/p/MoreSpecs/b.layout.json", "{}") },
            { files.remove("/p/Specs/a.layout.json"); files.write("/p/Specs/c.layout.json", "{}") },
            { files.write("/p/MoreSpecs/b.layout.json", "{\"edited\": true}") },
            { files.remove("/p/MoreSpecs/b.layout.json") },
        ])
        #expect(passes.count == 5)
        guard passes.count == 5 else { return }
        #expect(passes[0].current == ["LayoutSpecs/a.layout.json", "S/password"])
        // A new file in the second directory: its test is listed and runs, alone.
        #expect(passes[1].reason == "spec added: b.layout.json")
        #expect(passes[1].ran == ["LayoutSpecs/b.layout.json"])
        #expect(passes[1].current == ["LayoutSpecs/a.layout.json", "LayoutSpecs/b.layout.json", "S/password"])
        // A rename: the old name's result goes, the new name's test runs.
        #expect(passes[2].reason == "spec added: c.layout.json; spec removed: a.layout.json")
        #expect(passes[2].ran == ["LayoutSpecs/c.layout.json"])
        #expect(passes[2].current == ["LayoutSpecs/b.layout.json", "LayoutSpecs/c.layout.json", "S/password"])
        // An edit reruns exactly the test that reads the file, without listing again.
        #expect(passes[3].reason == "spec changed: b.layout.json")
        #expect(passes[3].ran == ["LayoutSpecs/b.layout.json"])
        // A deletion removes the file's results and runs nothing.
        #expect(passes[4].reason == "spec removed: b.layout.json")
        #expect(passes[4].ran == [])
        #expect(passes[4].current == ["LayoutSpecs/c.layout.json", "S/password"])
        #expect(launcher.launches.filter { $0 == "build" }.count == 1)
        #expect(launcher.launches.filter { $0 == "list" }.count == 4)
    }

    @Test func aBurstThatAddsAndRemovesTheSameFileAddsNothing() {
        var changes = ChangeSet(specsAdded: ["tmp.layout.json"])
        changes.formUnion(ChangeSet(specsRemoved: ["tmp.layout.json", "old.layout.json"]))
        #expect(changes.specsAdded.isEmpty)
        #expect(changes.specsRemoved == ["old.layout.json"])
        #expect(RunPlan.plan(for: changes, tests: [])?.relist == true)
    }

    @Test func everySpecDirectoryReachesTheWorkers() throws {
        var config = try Configuration.parse(#"{"watch": {"specs": ["Specs", "Design/Specs"]}}"#, file: "config.json")
        config.baseDirectory = URL(fileURLWithPath: "/project")
        let arguments = config.workerInvocation.arguments
        #expect(try WorkerInvocation(arguments: arguments).specDirectories == ["/project/Specs", "/project/Design/Specs"])
    }

    @Test func aSpecTestReadsItsFileFromWhicheverSpecDirectoryHoldsIt() throws {
        let first = try TestPaths.temporaryDirectory("specs-first")
        let second = try TestPaths.temporaryDirectory("specs-second")
        try #"{"test-cases": [{"name": "n", "inputs": ["ab", "abc"], "expected-output": true}]}"#
            .write(to: second.appendingPathComponent("short.testkit"), atomically: true, encoding: .utf8)
        let spec = SpecTest("short", suite: "S", file: "short.testkit") { (input: String) in input.count < 3 }
        let result = spec.run(specDirectories: [first, second])
        #expect(result.status == .failed)
        #expect(result.casesRun == 2)
        #expect(result.failure?.replayLines == ["short.testkit:1:48: \"n\": input \"abc\": expected true but got false"])
        let missing = spec.run(specDirectories: [first])
        #expect(missing.failure?.message.hasPrefix("cannot read the spec file short.testkit in \(first.path)") == true)
    }
}
