import Foundation

/// The tests the test binary lists (`--list-tests`, as `swift test list` prints them):
/// `Module.Class/test` (XCTest) and `Module.Suite/test()` or `Module.test()` (Swift Testing),
/// with the model's ids and the Swift Testing `--filter` pattern of each.
public struct SwiftTestListing: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var qualifiedName: String
        public var suite: String
        public var name: String
        /// `Module`: the test target.
        public var target: String
        public var isXCTest: Bool
        public var id: String { suite + "/" + name }
        /// Matches this test alone, for Swift Testing's `--filter` (which matches the full
        /// id, which goes on with `/File.swift:line:column`).
        public var pattern: String { SwiftTestListing.pattern(for: qualifiedName) }
    }

    public var entries: [Entry]

    /// Matches the test `Module.Suite/name()` alone.
    public static func pattern(for qualifiedName: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: qualifiedName) + "(/|$)"
    }

    public init(_ output: String) {
        entries = output.split(separator: "\n").compactMap { Self.entry(String($0).trimmingCharacters(in: .whitespaces)) }
    }

    static func entry(_ line: String) -> Entry? {
        guard let dot = line.firstIndex(of: "."), !line.contains(" ") else { return nil }
        let target = String(line[..<dot])
        let isXCTest = !line.hasSuffix(")")
        if let slash = line.lastIndex(of: "/") {
            return Entry(qualifiedName: line, suite: String(line[..<slash]), name: String(line[line.index(after: slash)...]),
                         target: target, isXCTest: isXCTest)
        }
        // `Module.freeFunction()`: the module is the suite.
        let head = line.firstIndex(of: "(").map { line[..<$0] } ?? line[...]
        guard let split = head.lastIndex(of: ".") else { return nil }
        return Entry(qualifiedName: line, suite: String(line[..<split]), name: String(line[line.index(after: split)...]),
                     target: target, isXCTest: isXCTest)
    }

    /// XCTest on Linux prints the class without its module: `Class` → `Module.Class`.
    public func suite(ofXCTestClass className: String, test name: String) -> String {
        entries.first { $0.isXCTest && $0.name == name && ($0.suite == className || $0.suite.hasSuffix("." + className)) }?
            .suite ?? className
    }
}
