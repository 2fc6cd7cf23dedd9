/// Reads a JSON object field by field for a typed model, collecting precise diagnostics:
/// wrong types name the expected type, unknown keys quote the key path and suggest the
/// nearest known key.
public struct ObjectReader {
    public let node: Located
    public let keyPath: String
    public let file: String
    private let members: [(key: String, value: Located)]

    public init(_ node: Located, keyPath: String, file: String) throws(FileDiagnostic) {
        guard let members = node.members else {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: keyPath.nonEmpty,
                                 message: "expected an object but found \(node.value.typeName); write it as {\"key\": value, …}")
        }
        self.node = node
        self.keyPath = keyPath
        self.file = file
        self.members = members
    }

    public func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

    public func diagnostic(_ at: Located, _ key: String, _ message: String) -> FileDiagnostic {
        FileDiagnostic(file: file, line: at.line, column: at.column, keyPath: path(key), message: message)
    }

    /// Fails on the first key not in `known`, suggesting the closest known one.
    public func rejectUnknownKeys(_ known: [String]) throws(FileDiagnostic) {
        if let first = unknownKeys(known).first { throw first }
    }

    /// A diagnostic for every key not in `known`, in file order, each suggesting the closest known one.
    public func unknownKeys(_ known: [String]) -> [FileDiagnostic] {
        members.filter { !known.contains($0.key) }.map { key, value in
            var message = "unknown key \"\(path(key))\""
            if let nearest = nearestKey(to: key, in: known) { message += "; did you mean \"\(nearest)\"?" }
            else { message += "; known keys here: \(known.joined(separator: ", "))" }
            return diagnostic(value, key, message)
        }
    }

    public subscript(key: String) -> Located? { node[key] }

    public func string(_ key: String) throws(FileDiagnostic) -> String? {
        guard let value = node[key] else { return nil }
        guard case let .string(text) = value.value else {
            throw diagnostic(value, key, "expected a string but found \(value.value.typeName); write the value in double quotes")
        }
        return text
    }

    public func strings(_ key: String) throws(FileDiagnostic) -> [String]? {
        guard let value = node[key] else { return nil }
        guard case let .array(elements) = value.value else {
            throw diagnostic(value, key, "expected an array of strings but found \(value.value.typeName); write it as [\"…\", \"…\"]")
        }
        var texts: [String] = []
        for element in elements {
            guard case let .string(text) = element.value else {
                throw diagnostic(element, key, "expected a string in the array but found \(element.value.typeName); write each element in double quotes")
            }
            texts.append(text)
        }
        return texts
    }

    public func number(_ key: String, range: ClosedRange<Double>) throws(FileDiagnostic) -> Double? {
        guard let value = node[key] else { return nil }
        guard case let .number(number) = value.value else {
            throw diagnostic(value, key, "expected a number but found \(value.value.typeName); write a number without quotes")
        }
        guard range.contains(number) else {
            throw diagnostic(value, key, "\(formatNumber(number)) is out of range; use a value from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))")
        }
        return number
    }

    public func integer(_ key: String, range: ClosedRange<Int>) throws(FileDiagnostic) -> Int? {
        guard let number = try number(key, range: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard number == number.rounded() else {
            throw diagnostic(node[key]!, key, "expected a whole number but found \(formatNumber(number)); drop the fraction")
        }
        return Int(number)
    }

    public func bool(_ key: String) throws(FileDiagnostic) -> Bool? {
        guard let value = node[key] else { return nil }
        guard case let .bool(flag) = value.value else {
            throw diagnostic(value, key, "expected true or false but found \(value.value.typeName); write true or false without quotes")
        }
        return flag
    }

    public func object(_ key: String) throws(FileDiagnostic) -> ObjectReader? {
        guard let value = node[key] else { return nil }
        return try ObjectReader(value, keyPath: path(key), file: file)
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

/// The known key closest to `key` by edit distance, if it is close enough to be a typo.
public func nearestKey(to key: String, in known: [String]) -> String? {
    nearestKeys(to: key, in: known, limit: 1).first
}

/// Up to `limit` known keys close enough to `key` to be a typo of it, closest first.
public func nearestKeys(to key: String, in known: [String], limit: Int = 3) -> [String] {
    let scored = known.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
    return scored.filter { $0.1 <= max(2, key.count / 3) }.sorted { $0.1 < $1.1 }.prefix(limit).map(\.0)
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            let saved = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = saved
        }
    }
    return row[b.count]
}
