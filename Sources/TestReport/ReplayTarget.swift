import PropertyTesting

/// One generated case to run again: by its choice token (the shrunk case in one call) or by
/// its seed pair and size (the case as first generated). `layoutwatch replay` and a worker
/// spell it with the same words: `--token T` or `--seed S1 S2 SIZE`.
public enum ReplayTarget: Sendable, Codable, Hashable {
    case token(String)
    case seed(seed1: UInt64, seed2: UInt64, size: Int)

    /// The token when there is one, else the seed; `nil` when neither is known.
    public init?(token: String?, seed: (UInt64, UInt64, Int)?) {
        if let token {
            self = .token(token)
        } else if let seed {
            self = .seed(seed1: seed.0, seed2: seed.1, size: seed.2)
        } else {
            return nil
        }
    }

    public var arguments: [String] {
        switch self {
        case let .token(token): [Self.tokenFlag, token]
        case let .seed(seed1, seed2, size): [Self.seedFlag, String(seed1), String(seed2), String(size)]
        }
    }

    static let tokenFlag = "--token", seedFlag = "--seed"

    /// The strategy that replaces a test's own to run this case.
    public var strategy: RandomStrategy {
        switch self {
        case let .token(token): .replay(choices: token)
        case let .seed(seed1, seed2, size): .replay(seed1: seed1, seed2: seed2, size: size)
        }
    }
}
