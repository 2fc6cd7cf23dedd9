import Foundation
import JSONSource
import TestReport

/// Reads what the Swift runtime wrote to stderr when a process trapped: the message
/// (`…/File.swift:12: Fatal error: the reason`) and the frames of its backtrace.
enum CrashText {
    /// Phrases the runtime puts before the reason of a trap.
    static let markers = ["Fatal error:", "Precondition failed:", "Assertion failed:", "Unexpectedly found nil",
                          "Fatal access conflict", "Simultaneous accesses", "Index out of range", "Overflow"]

    static func report(fromStandardError text: String) -> CrashReport? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let message = lines.first { line in markers.contains { line.contains($0) } }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // The backtracer's frames: `0      0x… in name at /path/file.swift:12:5`.
        let frames = lines.filter { line in
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first, first.isNumber else { return false }
            return trimmed.contains(" in ") && trimmed.contains("0x")
        }.prefix(12).map { $0.trimmingCharacters(in: .whitespaces) }
        guard message != nil || !frames.isEmpty else { return nil }
        return CrashReport(message: message, frames: Array(frames))
    }

    /// The crashed thread's frames from the JSON crash report the Swift runtime wrote into
    /// `folder` (`SWIFT_BACKTRACE=format=json,output-to=…`): `name at file:line:column` for the
    /// frames in source files (not thunks), twelve at most.
    static func frames(fromBacktraceIn folder: URL) -> [String] {
        guard let name = try? FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasSuffix(".json") }),
              let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
              let report = try? JSONParser.parseValue(Array(data), file: name),
              let threads = report["threads"]?.arrayValue,
              let crashed = threads.first(where: { $0["crashed"] == .bool(true) }) ?? threads.first,
              let frames = crashed["frames"]?.arrayValue else { return [] }
        func whole(_ value: JSONValue?) -> Int { value?.numberValue.flatMap { Int(exactly: $0) } ?? 0 }
        return frames.compactMap { frame -> String? in
            guard let location = frame["sourceLocation"], let file = location["file"]?.stringValue,
                  !file.contains("<compiler-generated>") else { return nil }
            let description = frame["description"]?.stringValue ?? frame["symbol"]?.stringValue ?? "?"
            return "\(description) at \(file):\(whole(location["line"])):\(whole(location["column"]))"
        }.prefix(12).map { $0 }
    }
}
