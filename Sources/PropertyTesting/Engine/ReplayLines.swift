/// The lines that tell a person how to run a failing case again, spelled only here:
/// `Replay with S1 S2 and size N` (the case as generated), `Replay token: T` (the shrunk case in
/// one call), and `Replay command: C` (the command line that does it).
package enum ReplayLines {
    package static func lines(seed: (seed1: UInt64, seed2: UInt64, size: Int)?, token: String?,
                             command: String? = nil) -> [String] {
        var lines: [String] = []
        if let seed { lines.append("Replay with \(seed.seed1) \(seed.seed2) and size \(seed.size)") }
        if let token { lines.append("Replay token: \(token)") }
        if let command { lines.append("Replay command: \(command)") }
        return lines
    }
}
