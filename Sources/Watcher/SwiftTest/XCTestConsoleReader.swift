/// Reads XCTest's results from what `swift test` prints: `Test Case 'Class.test' started`,
/// `… passed (0.001 seconds)` / `failed` / `skipped`, and the assertion lines between them,
/// `/path/File.swift:10: error: Class.test : XCTAssertEqual failed: …`. Accepts the Apple
/// spelling `-[Module.Class test]` too. A failure's message goes on over the lines after it
/// (XCTest prints a multi-line message as it is) up to the next line XCTest writes or the test's
/// end, so a line the test prints right after a failure reads as part of it. The other lines
/// between a test's start and end are its output; lines outside any test are passed over.
public struct XCTestConsoleReader: Sendable {
    public struct Record: Sendable, Equatable {
        /// The class as XCTest prints it: `Class` on Linux, `Module.Class` on macOS.
        public var className: String
        public var name: String
        /// `passed`, `failed` or `skipped`; `nil` while the test has not ended (a crash).
        public var outcome: String?
        public var duration: Double = 0
        public var issues: [UnitIssue] = []
        public var skipReason: String?
        /// What the test printed: its lines that are not XCTest's.
        public var output = ""
    }

    public private(set) var tests: [Record] = []
    /// Whether the last line was an issue's (or went on with one): the next plain line goes on with it.
    private var inIssue = false

    public init() {}

    public mutating func read(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { read(line: String(line)) }
    }

    mutating func read(line: String) {
        let continues = inIssue
        inIssue = false
        if line.hasPrefix("Test Case '"), let close = line.range(of: "' ", range: line.index(line.startIndex, offsetBy: 11)..<line.endIndex) {
            guard let (className, name) = Self.split(String(line[line.index(line.startIndex, offsetBy: 11)..<close.lowerBound])) else { return }
            let rest = line[close.upperBound...]
            if rest.hasPrefix("started") {
                tests.append(Record(className: className, name: name))
                return
            }
            guard let index = tests.lastIndex(where: { $0.className == className && $0.name == name && $0.outcome == nil }),
                  let outcome = ["passed", "failed", "skipped"].first(where: { rest.hasPrefix($0) }) else { return }
            tests[index].outcome = outcome
            if let open = rest.firstIndex(of: "("), let seconds = Double(rest[rest.index(after: open)...].prefix { $0 != " " }) {
                tests[index].duration = seconds
            }
            return
        }
        guard let index = tests.indices.last, tests[index].outcome == nil else { return }
        let test = tests[index]
        // `file:line: error: Class.test : message` or `file:line: Class.test : Test skipped - reason`.
        for spelling in [" \(test.className).\(test.name) : ", " -[\(test.className) \(test.name)] : "] {
            guard let marker = line.range(of: spelling) else { continue }
            var place = line[..<marker.lowerBound]
            let isError = place.hasSuffix(": error:")
            if isError { place = place.dropLast(" error:".count) }
            guard place.hasSuffix(":") else { return }
            let parts = place.dropLast().split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[marker.upperBound...])
            guard parts.count >= 2, let number = Int(parts[parts.count - 1]) else { return }
            let location = UnitIssue.Place(file: parts.dropLast().joined(separator: ":"), line: number)
            if isError {
                let trimmed = message.hasSuffix(" - ") ? String(message.dropLast(3)) : message
                tests[index].issues.append(UnitIssue(message: trimmed, place: location))
                inIssue = true
            } else if message.hasPrefix("Test skipped") {
                let reason = message.dropFirst("Test skipped".count)
                tests[index].skipReason = reason.hasPrefix(" - ") ? String(reason.dropFirst(3)) : nil
            }
            return
        }
        if continues, let last = tests[index].issues.indices.last {
            tests[index].issues[last].message += "\n" + line
            inIssue = true
            return
        }
        tests[index].output += line + "\n"
    }

    /// `Class.test` or `-[Module.Class test]` → (class, test).
    static func split(_ text: String) -> (String, String)? {
        if text.hasPrefix("-["), text.hasSuffix("]") {
            let parts = text.dropFirst(2).dropLast().split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
        guard let dot = text.lastIndex(of: ".") else { return nil }
        return (String(text[..<dot]), String(text[text.index(after: dot)...]))
    }
}
