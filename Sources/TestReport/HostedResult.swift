import Foundation

/// A LayoutWatch test that ran inside an XCTest or Swift Testing test (`runLayoutTests`,
/// `expectLayout`, `runDataTableTests`, …), as its adapter hands it to a `--swift-test` run:
/// the whole result (counterexample, replay, violations, the laid-out tree) that the
/// framework's own failure text can only flatten.
///
/// The runner names a folder in `LAYOUTWATCH_HOSTED_RESULTS`; each adapter call writes one
/// JSON file there, and the runner joins it to the framework test whose qualified name is `host`.
public struct HostedResult: Sendable, Codable, Equatable {
    /// The environment variable that names the folder; absent, adapters write nothing.
    public static let directoryVariable = "LAYOUTWATCH_HOSTED_RESULTS"
    /// Raised when the record changes shape; a reader skips files of another version.
    public static let version = 1

    public var version: Int
    /// `Module.Class/testMethod` (XCTest) or `Module.Suite/name()` (Swift Testing): the name
    /// `swift test list` prints and `--filter` matches.
    public var host: String
    public var result: TestResult

    public init(host: String, result: TestResult) {
        self.version = Self.version
        self.host = host
        self.result = result
    }

    /// Writes the record into the folder the environment names; `false` when none is named or
    /// the write failed (the framework's own failure still reports the test).
    @discardableResult
    public func writeToHostFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let folder = environment[Self.directoryVariable], !folder.isEmpty,
              let data = try? JSONEncoder().encode(self) else { return false }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            // Written under a hidden name and renamed, so a reader never sees half a record.
            let name = UUID().uuidString
            let partial = url.appendingPathComponent(".\(name).part"), whole = url.appendingPathComponent("\(name).json")
            try data.write(to: partial)
            try FileManager.default.moveItem(at: partial, to: whole)
            return true
        } catch { return false }
    }

    /// Swift Testing's test id `Module.Suite/name()/File.swift:5:6` without its source-location
    /// tail: `Module.Suite/name()`, the host name of the test.
    public static func host(swiftTestingID id: String) -> String {
        guard let slash = id.lastIndex(of: "/"), id[id.index(after: slash)...].contains(".swift:") else { return id }
        return String(id[..<slash])
    }

    /// XCTest's test name (`Class.testMethod` on Linux, `-[Module.Class testMethod]` on Apple
    /// platforms) with the class's qualified name (`Module.Class`): `Module.Class/testMethod`.
    public static func host(xctestName name: String, qualifiedClass: String) -> String {
        let method: Substring
        if name.hasPrefix("-["), name.hasSuffix("]"), let space = name.lastIndex(of: " ") {
            method = name[name.index(after: space)...].dropLast()
        } else {
            method = name.split(separator: ".").last ?? Substring(name)
        }
        return qualifiedClass + "/" + method
    }

    /// Every whole record in `folder` of this version, by host, in the order they were written.
    public static func read(folder: URL) -> [String: [HostedResult]] {
        let files = FileManager.default
        let names = ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
        let dated = names.compactMap { name -> (Date, HostedResult)? in
            let url = folder.appendingPathComponent(name)
            guard let data = files.contents(atPath: url.path),
                  let record = try? JSONDecoder().decode(HostedResult.self, from: data), record.version == version
            else { return nil }
            let written = (try? files.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            return (written, record)
        }
        return Dictionary(grouping: dated.sorted { $0.0 < $1.0 }.map(\.1), by: \.host)
    }
}
