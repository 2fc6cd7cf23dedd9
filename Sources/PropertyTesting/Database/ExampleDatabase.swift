import Foundation

/// Shrunk failing choice sequences, saved per test id so they are replayed before any new
/// generation, and removed once they pass. One file per entry, written to a temporary name
/// and renamed, so several processes can write at once.
public struct ExampleDatabase: Sendable, Equatable {
    static let header = "layoutwatch-example 1"
    public let directory: String

    /// `directory` is created on first save (e.g. `<state dir>/examples`).
    public init(directory: String) {
        self.directory = directory
    }

    /// The saved tokens of `testID`; unreadable or foreign entries are skipped with a warning.
    public func load(testID: String) -> (tokens: [ChoiceToken], warnings: [String]) {
        let folder = folder(for: testID)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var tokens: [ChoiceToken] = [], warnings: [String] = []
        for name in names.sorted() where name.hasSuffix(".example") {
            let path = folder + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                warnings.append("skipped saved example \(path): not readable as UTF-8 text; delete it")
                continue
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.count >= 3, lines[0] == Self.header else {
                warnings.append("skipped saved example \(path): not a \"\(Self.header)\" file; delete it")
                continue
            }
            guard lines[1] == testID else {
                warnings.append("skipped saved example \(path): it belongs to test \"\(lines[1])\", not \"\(testID)\"")
                continue
            }
            do {
                tokens.append(try ChoiceToken(parsing: lines[2]))
            } catch {
                warnings.append("skipped saved example \(path): \(error)")
            }
        }
        return (tokens, warnings)
    }

    public func save(_ token: ChoiceToken, testID: String) throws {
        let folder = folder(for: testID)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let body = "\(Self.header)\n\(testID)\n\(token)\n"
        let final = folder + "/" + fileName(for: token)
        let temporary = folder + "/.tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try Data(body.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, final) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: final,
                             NSLocalizedDescriptionKey: "rename to \(final) failed: \(String(cString: strerror(code)))"])
        }
    }

    public func delete(_ token: ChoiceToken, testID: String) {
        unlink(folder(for: testID) + "/" + fileName(for: token))
    }

    func folder(for testID: String) -> String {
        let slug = String(testID.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.prefix(48))
        return directory + "/" + slug + "-" + Self.hex(Self.fnv1a(testID))
    }

    private func fileName(for token: ChoiceToken) -> String {
        Self.hex(Self.fnv1a(token.description)) + ".example"
    }

    static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
