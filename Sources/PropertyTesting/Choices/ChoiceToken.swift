import Foundation

/// A versioned, copyable text form of a choice sequence and its size:
/// `lw1:<size>:<base64url of LEB128 indices>`. Trailing zero indices are dropped, since a
/// replay fills missing choices with index 0.
public struct ChoiceToken: Sendable, Hashable, CustomStringConvertible {
    package static let version = "lw1"
    package var size: Int
    package var indices: [UInt64]

    package init(size: Int, indices: [UInt64]) {
        self.size = size
        var trimmed = indices
        while trimmed.last == 0 { trimmed.removeLast() }
        self.indices = trimmed
    }

    /// The token as text, `lw1:<size>:<choices>`: what a failure's "Replay token:" line prints and
    /// ``init(parsing:)`` reads back.
    public var description: String {
        var bytes: [UInt8] = []
        for var value in indices {
            repeat {
                let low = UInt8(value & 0x7F)
                value >>= 7
                bytes.append(value == 0 ? low : low | 0x80)
            } while value != 0
        }
        let payload = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return "\(Self.version):\(size):\(payload)"
    }

    /// Reads a token as ``description`` writes it (surrounding whitespace allowed); throws
    /// ``TokenError/malformed(_:)`` for any other shape and ``TokenError/unknownVersion(_:_:)`` for
    /// a token of another engine version.
    public init(parsing text: String) throws(TokenError) {
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed(text) }
        guard parts[0] == Self.version else { throw .unknownVersion(text, String(parts[0])) }
        guard let size = Int(parts[1]), size >= 0 else { throw .malformed(text) }
        var base64 = parts[2].replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64) else { throw .malformed(text) }
        var values: [UInt64] = [], current: UInt64 = 0, shift: UInt64 = 0
        for byte in data {
            guard shift < 64 else { throw .malformed(text) }
            current |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                values.append(current); current = 0; shift = 0
            } else {
                shift += 7
            }
        }
        guard shift == 0 else { throw .malformed(text) }
        self.init(size: size, indices: values)
    }
}

/// Why a choice token (a "Replay token:" line, `layoutwatch replay --token`) could not be read.
public enum TokenError: Error, Equatable, CustomStringConvertible {
    /// The text (given) is not `lw1:<size>:<choices>`: cut short, a bad size, or bad base64.
    case malformed(String)
    /// The token (first) is of another version (second) than this engine's `lw1`.
    case unknownVersion(String, String)

    /// The problem and what to do instead, as a command line prints it.
    public var description: String {
        switch self {
        case let .malformed(text):
            "choice token \"\(text)\" is not of the form lw1:<size>:<choices>; copy the whole "
                + "\"Replay token:\" line of the failure"
        case let .unknownVersion(text, version):
            "choice token \"\(text)\" has version \"\(version)\", this engine reads "
                + "\(ChoiceToken.version); replay with the seeds of the failure instead"
        }
    }
}
