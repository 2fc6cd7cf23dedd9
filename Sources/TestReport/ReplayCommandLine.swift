import Foundation
import ViewTree

/// The one place a `layoutwatch replay …` command is written, shell-quoted so that pasting it
/// into a POSIX shell replays exactly the test it names, whatever characters the name holds,
/// and spelled the way `layoutwatch` is run where it is printed (see `LayoutWatchInvocation`).
public enum ReplayCommandLine {
    /// Replays by choice token when there is one (it reproduces the shrunk case in one call),
    /// else by the case's seed pair and size. A test hosted by XCTest or Swift Testing replays
    /// through its host: `replay NAME --swift-test HOST`.
    public static func make(test: TestDescriptor, token: String?, seed: (UInt64, UInt64, Int)? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let words = (test.host.map { ["replay", test.name, "--swift-test", $0] } ?? ["replay", test.id])
            + (ReplayTarget(token: token, seed: seed)?.arguments ?? [])
        return LayoutWatchInvocation.prefix(environment: environment) + " "
            + words.map(ShellQuoting.quote).joined(separator: " ")
    }
}

/// POSIX shell quoting of one word.
public enum ShellQuoting {
    /// A word left as it is when it has only characters no shell treats specially; in single
    /// quotes otherwise (a `'` written as `'\''`); in bash's `$'…'` when it holds control
    /// characters, which single quotes cannot carry through a terminal or a copy.
    public static func quote(_ word: String) -> String {
        if !word.isEmpty && word.unicodeScalars.allSatisfy(isPlain) { return word }
        if word.unicodeScalars.contains(where: VisibleText.isControl) { return ansiC(word) }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ":", "=", ",", "+", "@", "%": true
        default: false
        }
    }

    private static func ansiC(_ word: String) -> String {
        var result = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": result += #"\\"#
            case "'": result += #"\'"#
            case "\n": result += #"\n"#
            case "\t": result += #"\t"#
            case "\r": result += #"\r"#
            case _ where VisibleText.isControl(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += scalar.value < 0x80 ? #"\x"# + (hex.count == 1 ? "0" + hex : hex)
                    : #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "'"
    }
}
