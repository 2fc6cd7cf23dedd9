/// TestKit's quick-start function: 8 to 16 characters, ASCII only, with a digit, a lowercase
/// and an uppercase letter.
public func isValidPassword(string: String) -> Bool {
    let scalars = string.unicodeScalars
    return (8...16).contains(string.count) && scalars.allSatisfy(\.isASCII)
        && scalars.contains { ("0"..."9").contains($0) } && scalars.contains { ("a"..."z").contains($0) }
        && scalars.contains { ("A"..."Z").contains($0) }
}

/// TestKit's `parseInt(from json: [String: Any]) -> Int`: the `"value"` of a JSON object as a
/// whole number, from a number or a numeric string.
public func parseInt(from json: [String: Any]) -> Int {
    if let number = json["value"] as? Int { return number }
    if let text = json["value"] as? String, let number = Int(text) { return number }
    return 0
}
