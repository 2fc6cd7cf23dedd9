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
}
