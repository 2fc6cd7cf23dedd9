extension RandomStrategy {
    /// The strategies a setting can name (config.json's `run.strategy`, a worker's `--strategy`);
    /// a replay is asked for by its seed or token instead.
    public static let named: [RandomStrategy] = [.random, .consistent]

    /// `random` or `consistent`; `nil` for a replay.
    public var name: String? {
        switch self {
        case .random: "random"
        case .consistent: "consistent"
        case .replay, .replayChoices: nil
        }
    }

    /// The named strategy spelled `name`, if there is one.
    public init?(name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    /// `"random" or "consistent"`: what an error about an unknown strategy offers.
    public static var namesText: String {
        named.compactMap(\.name).map { "\"\($0)\"" }.joined(separator: " or ")
    }
}

/// A token travels as its text.
extension ChoiceToken: Codable {
    /// Reads a token from its text (``description``); text that does not parse is a
    /// `DecodingError.dataCorrupted` with the parser's message.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the token as its text (``description``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
