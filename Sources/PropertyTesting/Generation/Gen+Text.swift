/// ADLayoutTest's built-in character generators, with the same meanings.
extension Gen where Value == Character {
    /// "A"..."Z"
    public static var upper: Gen<Character> { range("A", "Z") }
    /// "a"..."z"
    public static var lower: Gen<Character> { range("a", "z") }
    /// "0"..."9"
    public static var numeric: Gen<Character> { range("0", "9") }
    /// The specials allowed in the local part of an e-mail address.
    public static var special: Gen<Character> {
        .element(of: ["!", "#", "$", "%", "&", "'", "*", "+", "-", "/", "=", "?", "^", "_", "`", "{", "|", "}", "~", "."])
    }
    /// "A"..."F" or "0"..."9"
    public static var hexDigits: Gen<Character> { .oneOf([range("A", "F"), numeric]) }

    static func range(_ low: Unicode.Scalar, _ high: Unicode.Scalar) -> Gen<Character> {
        Gen<UInt32>.integer(in: low.value...high.value).map { Character(Unicode.Scalar($0)!) }
    }
}

/// ADLayoutTest's built-in string generators: lorem ipsum words and sentences, e-mail addresses.
extension Gen where Value == String {
    /// One lorem ipsum word, lower case.
    public static var word: Gen<String> { .element(of: LoremIpsum.words) }

    /// 1 to size/10 + 1 lorem ipsum words separated by spaces, the first capitalised.
    public static var words: Gen<String> {
        Gen<[String]>.sized { size in word.array(count: 1...Swift.max(1, size / 10 + 1)) }
            .map { LoremIpsum.capitalised($0.joined(separator: " ")) }
    }

    /// 1 to size/20 + 1 sentences: capitalised words ending with a full stop, separated by a space.
    public static var sentences: Gen<String> {
        Gen<[String]>.sized { size in words.map { $0 + "." }.array(count: 1...Swift.max(1, size / 20 + 1)) }
            .map { $0.joined(separator: " ") }
    }

    /// `local@host.tld`: local of letters, digits and specials not ending in ".", host of
    /// lower case letters, digits and "-", a top-level domain of two or more letters.
    public static var email: Gen<String> {
        let local = Gen<Character>.oneOf([.upper, .lower, .numeric, .special]).array(count: 1...Int.max)
            .filter(attempts: 10) { $0.last != "." }.map { String($0) }
        let host = Gen<Character>.oneOf([.lower, .numeric, .pure("-")]).array(count: 1...Int.max).map { String($0) }
        let tld = Gen<Character>.lower.array(count: 2...Int.max).map { String($0) }
        return Gen<(String, String, String)>.zip(local, host, tld).map { "\($0.0)@\($0.1).\($0.2)" }
    }
}

enum LoremIpsum {
    static let words = """
        lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
        labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris \
        nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse \
        cillum eu fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui \
        officia deserunt mollit anim id est laborum erat porta eget venenatis at etiam dapibus
        """.split(separator: " ").map(String.init)

    static func capitalised(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
