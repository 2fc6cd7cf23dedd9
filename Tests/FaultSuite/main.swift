import Foundation
import Runner

// A suite that misbehaves on purpose, for the daemon's fault tests (LayoutWatchTests/FaultTests).
// `FAULT_MARKER` (from the test's environment) names the sleeps it starts, so the test can look
// for survivors. `FAULT_HOSTILE` swaps in the tests at the end (FaultTests expects the crash on line 28).
let marker = ProcessInfo.processInfo.environment["FAULT_MARKER"] ?? "1000.5"

let faultSuite = Suite("FaultSuite") {
    // Writes to stdout and stderr and passes: its output is the test's, not the protocol.
    Property("prints", generator: Gen<Int>.anyInteger, maxTestsCount: 3) { value in
        print("hello from test \(value)")
        FileHandle.standardError.write(Data("to stderr\n".utf8))
        return true
    }
    // Starts a grandchild in a process group of its own (Foundation's Process does that), then
    // hangs: the timeout must end both.
    Property("orphan", generator: Gen<Int>.anyInteger, maxTestsCount: 1) { _ in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = [marker]
        try process.run()
        Thread.sleep(forTimeInterval: 1000)
        return true
    }
    // Crashes for any value over 100: the crash names the runtime's message.
    Property("crashes", generator: Gen<Int>.integer(in: 0...10_000)) { value in
        if value > 100 { fatalError("boom: \(value) is too big") }
        return true
    }
    // Runs long enough to be interrupted by a stop.
    Property("slow", generator: Gen<Int>.anyInteger, maxTestsCount: 1) { _ in
        Thread.sleep(forTimeInterval: 30)
        return true
    }
}

// Tests named, and failing with text, that would steer a terminal (LayoutWatchTests/TerminalTests):
// clear screen, red, bell, DEL, NEL, a lone C1 CSI, a carriage return and a newline.
let hostile = "\u{1B}[2J\u{1B}[31mred\u{7}bell\u{7F}del\u{85}nel\u{9B}31mcsi\rback\nnext"

struct HostileError: Error, CustomStringConvertible {
    var description: String { "threw \(hostile)" }
}

let hostileSuite = Suite("FaultSuite") {
    Example("name \(hostile)") { throw HostileError() }
    Example(String(repeating: "long", count: 2_500) + hostile) { false }
    Property("property \(hostile)", generator: Gen<Int>.integer(in: 0...100), maxTestsCount: 5) { _ in false }
}
// A test whose grandchild leaves with an empty environment, in a session of its own, and is
// orphaned at once (`env -i setsid sh -c 'sleep … &'`): no marker, group or session finds it.
// With FAULT_HANG, the test then hangs, so the daemon can be killed while both run.
let escapeSuite = Suite("FaultSuite") {
    Example("escapes") {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["-i", "/usr/bin/setsid", "/bin/sh", "-c", "/bin/sleep \(marker) > /dev/null 2>&1 &"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: ProcessInfo.processInfo.environment["FAULT_HANG"] == nil ? 0.5 : 1000)
        return true
    }
}

let environment = ProcessInfo.processInfo.environment
(environment["FAULT_ESCAPE"] != nil ? escapeSuite : environment["FAULT_HOSTILE"] != nil ? hostileSuite : faultSuite).main()
