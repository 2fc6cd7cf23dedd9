/// TestKit's quick-start function: 8 to 16 characters, ASCII only, with a digit, a lowercase
/// and an uppercase letter.
public func isValidPassword(_ string: String) -> Bool {
    let scalars = string.unicodeScalars
    let hasValidLength = (8...16).contains(string.count)
    let isASCIIOnly = scalars.allSatisfy(\.isASCII)
    let containsNumber = scalars.contains { ("0"..."9").contains($0) }
    let containsLowercase = scalars.contains { ("a"..."z").contains($0) }
    let containsUppercase = scalars.contains { ("A"..."Z").contains($0) }
    return hasValidLength && isASCIIOnly && containsNumber && containsLowercase && containsUppercase
}
