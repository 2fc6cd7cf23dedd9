import FlexLayout
import Foundation
import TestReport
import TextShaping
import ViewTree
import Watcher

// The concurrent code of the engine and the watcher, many tasks at once, for ThreadSanitizer
// (scripts/sanitize --ci thread builds only this and what it imports). Exits 1 when a result is
// wrong; a race is ThreadSanitizer's report (and, with halt_on_error, its exit code).
//
//   RaceHarness FIXTURES_DIR       e.g. Tests/Fixtures/flex-fixtures

let fixtures = CommandLine.arguments.dropFirst().first ?? "Tests/Fixtures/flex-fixtures"
var failures: [String] = []

// 1. One engine and one HarfBuzz measurer (its font and shape cache) shared by eight tasks, each
// laying out the fixtures afresh and in a session of its own, narrower each round.
let trees = try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted()
    .filter { $0.hasSuffix(".json") && $0 != "index.json" }.prefix(60)
    .map { try ViewTreeJSON.decodeDocument(Data(contentsOf: URL(fileURLWithPath: "\(fixtures)/\($0)")), file: $0).root }
let engine = FlexLayoutEngine(measurer: try HarfBuzzMeasurer())
let mismatches = await layOut(trees, with: engine)
func layOut(_ trees: [ViewNode], with engine: FlexLayoutEngine) async -> Int {
    await withTaskGroup(of: Int.self) { group in
        for task in 0..<8 {
            group.addTask {
                var mismatches = 0
                for tree in trees {
                    let session = LayoutSession(engine: engine)
                    var root = tree
                    for round in 0..<3 {
                        if round > 0 { root.style.width = .points(Double(400 - 60 * round - task)) }
                        if session.layout(root).root != engine.layout(root).root { mismatches += 1 }
                    }
                }
                return mismatches
            }
        }
        return await group.reduce(0, +)
    }
}
if mismatches > 0 { failures.append("\(mismatches) session layouts differ from fresh ones") }

// 2. Real child processes: twelve stand-in suites at once (passing, crashing, hanging past the
// timeout), one run cancelled midway, each launch's output read while others start and end;
// every event recorded into one log from all the tasks.
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-race-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }
let flag = { let words = WorkerInvocation(protocolOut: "FILE").arguments; return words[words.firstIndex(of: "FILE")! - 1] }()
let hello = #"{"event":"hello","protocol":"layoutwatch-worker","version":\#(WorkerProtocol.version)}"#
func suite(_ name: String, _ body: String) throws -> String {
    let file = scratch.appendingPathComponent("\(name).sh")
    let preamble = #"while [ $# -gt 0 ]; do [ "$1" = \#(flag) ] && out=$2; shift; done; say() { echo "$1" >> "$out"; }"#
    try "#!/bin/sh\n\(preamble)\n\(body)\n".write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    return file.path
}
let test = TestDescriptor(suite: "S", name: "t", kind: .layout)
let passed = #"{"event":"result","result":{"casesRun":1,"duration":0.01,"id":"S/t","kind":"layout","name":"t","notes":[],"statistics":[],"status":"passed","suite":"S"}}"#
// A hang is stopped after 0.7 s; the others have 60 s, so a loaded machine cannot time them out.
let kinds: [(script: String, expected: TestStatus, timeout: Duration)] = [
    (try suite("pass", "say '\(hello)'; echo out; echo err >&2; say '\(passed)'"), .passed, .seconds(60)),
    (try suite("crash", "say '\(hello)'; kill -SEGV $$"), .crashed, .seconds(60)),
    (try suite("hang", "say '\(hello)'; sleep 30 & sleep 30"), .timedOut, .milliseconds(700)),
]
let log = try EventLog(path: scratch.appendingPathComponent("events.jsonl").path)
let statuses = await runSuites(kinds, test: test, log: log)
func runSuites(_ kinds: [(script: String, expected: TestStatus, timeout: Duration)], test: TestDescriptor,
               log: EventLog) async -> [(TestStatus, TestStatus)] {
    let launcher = SubprocessLauncher(gracePeriod: .milliseconds(100))
    return await withTaskGroup(of: (TestStatus, TestStatus).self) { group in
        for index in 0..<12 {
            let (script, expected, timeout) = kinds[index % kinds.count]
            group.addTask {
                let client = SuiteClient(executable: script, launcher: launcher, timeout: timeout)
                let result = await client.run(test)
                log.record(.testFinished(id: "\(index)", status: result.status, duration: 0))
                return (result.status, expected)
            }
        }
        let hang = kinds[2].script
        let cancelled = Task {
            await SuiteClient(executable: hang, launcher: launcher, timeout: .seconds(60)).run(test)
        }
        try? await Task.sleep(for: .milliseconds(300))
        cancelled.cancel()
        _ = await cancelled.value
        return await group.reduce(into: []) { $0.append($1) }
    }
}
for (status, expected) in statuses where status != expected { failures.append("a \(expected) suite ended \(status)") }
let recorded = (try? String(contentsOf: scratch.appendingPathComponent("events.jsonl"), encoding: .utf8))?
    .split(separator: "\n").count ?? 0
if recorded != 12 { failures.append("the log holds \(recorded) events, not 12") }

for failure in failures { FileHandle.standardError.write(Data("RaceHarness: \(failure)\n".utf8)) }
print("RaceHarness: \(trees.count) trees × 8 tasks × 3 rounds, 13 child suites; \(failures.isEmpty ? "ok" : "\(failures.count) failure(s)")")
exit(failures.isEmpty ? 0 : 1)
