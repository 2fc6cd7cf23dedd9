import Foundation

/// Shrunk failing choice sequences, saved per test id so they are replayed before any new
/// generation, and removed once they pass. One file per entry, written to a temporary name
/// and renamed, so several processes can write at once. An entry keeps the seed pair and size
/// the failure was first generated with, so a replayed failure still prints `Replay with …`.
///
/// A file is text: the header, the test id in base64 (so any name — newlines, control
/// characters, ten thousand of them — fits on its line), the choice token, and the origin.
/// Files of version 1, whose second line is the id as it is, are still read.
public struct ExampleDatabase: Sendable, Equatable {
    static let header = "layoutwatch-example 2"
    static let firstHeader = "layoutwatch-example 1"
    /// The directory of the entry files, one subdirectory per test id.
    public let directory: String

    /// Where a saved failure came from: the generated case's own seeds and size (also what a
    /// worker announces with each generated case).
    public struct Origin: Sendable, Hashable, Codable {
        /// The first seed of the pair the case was generated from.
        public var seed1: UInt64
        /// The second seed of the pair.
        public var seed2: UInt64
        /// The size the case was generated at (0…99: case i of a run gets i % 100).
        public var size: Int
        /// The origin of a case generated at `size` from the seed pair; `.replay(seed1:seed2:size:)`
        /// generates it again.
        public init(seed1: UInt64, seed2: UInt64, size: Int) {
            self.seed1 = seed1
            self.seed2 = seed2
            self.size = size
        }
    }

    package struct Entry: Sendable, Equatable {
        package var token: ChoiceToken
        package var origin: Origin?
    }

    package struct Loaded: Sendable {
        package var entries: [Entry]
        package var warnings: [String]
        package var tokens: [ChoiceToken] { entries.map(\.token) }
    }

    /// `directory` is created on first save (e.g. `<state dir>/examples`).
    public init(directory: String) {
        self.directory = directory
    }

    /// The saved entries of `testID`; unreadable or foreign entries are skipped with a warning.
    package func load(testID: String) -> Loaded {
        let folder = folder(for: testID)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return Loaded(entries: [], warnings: []) }
        var entries: [Entry] = [], warnings: [String] = []
        for name in names.sorted() where name.hasSuffix(".example") {
            let path = folder + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                warnings.append("skipped saved example \(path): not readable as UTF-8 text; delete it")
                continue
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.count >= 3, [Self.header, Self.firstHeader].contains(lines[0]) else {
                warnings.append("skipped saved example \(path): not a \"\(Self.header)\" file; delete it")
                continue
            }
            let owner = lines[0] == Self.header ? Data(base64Encoded: lines[1]).map { String(decoding: $0, as: UTF8.self) } : lines[1]
            guard owner == testID else {
                warnings.append("skipped saved example \(path): it belongs to test \"\((owner ?? "?").prefix(200))\", "
                                + "not \"\(testID.prefix(200))\"")
                continue
            }
            do {
                entries.append(Entry(token: try ChoiceToken(parsing: lines[2]), origin: lines.count > 3 ? Self.origin(lines[3]) : nil))
            } catch {
                warnings.append("skipped saved example \(path): \(error)")
            }
        }
        return Loaded(entries: entries, warnings: warnings)
    }

    /// `origin <seed1> <seed2> <size>`; anything else is no origin (entries written before it).
    static func origin(_ line: String) -> Origin? {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "origin", let seed1 = UInt64(words[1]), let seed2 = UInt64(words[2]),
              let size = Int(words[3]) else { return nil }
        return Origin(seed1: seed1, seed2: seed2, size: size)
    }

    package func save(_ token: ChoiceToken, testID: String, origin: Origin? = nil) throws {
        let folder = folder(for: testID)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let body = "\(Self.header)\n\(Data(testID.utf8).base64EncodedString())\n\(token)\n" + (origin.map { "origin \($0.seed1) \($0.seed2) \($0.size)\n" } ?? "")
        let final = folder + "/" + fileName(for: token)
        let temporary = folder + "/.tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try Data(body.utf8).write(to: URL(fileURLWithPath: temporary))
        if let failure = PathCalls.rename(temporary, to: final) {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: final,
                             NSLocalizedDescriptionKey: "rename to \(final) failed: \(failure)"])
        }
    }

    package func delete(_ token: ChoiceToken, testID: String) {
        PathCalls.unlink(folder(for: testID) + "/" + fileName(for: token))
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
