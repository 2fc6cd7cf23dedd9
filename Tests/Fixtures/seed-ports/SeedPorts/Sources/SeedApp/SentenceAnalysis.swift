import Foundation

// TestKit's README example (the app code its tests ran against), as in LayoutWatch's own TestKit ports.

/// What `analyze(sentence:)` finds: TestKit's README example, with its names. The analyser is
/// the "app code" of this test target, internal as an app's types are.
public struct SentenceAnalysis: Sendable, Equatable {
    public var subject: String
    /// The main verb's dictionary form (`jumped` → `jump`).
    public var action: String
    /// Syllables per word, to two decimals.
    public var averageSyllablesPerWord: Double

    public init(subject: String, action: String, averageSyllablesPerWord: Double) {
        self.subject = subject
        self.action = action
        self.averageSyllablesPerWord = averageSyllablesPerWord
    }
}

public struct SentenceAnalysisError: Error, Sendable, Equatable {
    public enum ErrorType: String, Sendable {
        case NoSubject, NoVerb
    }
    public var type: ErrorType
    public init(type: ErrorType) { self.type = type }
}

/// A small analyser for simple English sentences, enough for TestKit's example: the subject is
/// the last word before the verb group (skipping determiners and quantifiers); the action is
/// the last verb of the first run of verbs, in its dictionary form. A sentence that opens with a
/// preposition or a verb has no subject; one without a known verb has no verb.
public func analyze(sentence: String) throws -> SentenceAnalysis {
    let words = sentence.lowercased().split { !$0.isLetter && $0 != "-" && $0 != "'" }.map(String.init)
    guard let first = words.first, !English.prepositions.contains(first) else {
        throw SentenceAnalysisError(type: .NoSubject)
    }
    let verbStart = words.firstIndex { English.lemma($0) != nil }
    let subject = words[..<(verbStart ?? words.endIndex)].last { !English.determiners.contains($0) }
    guard let subject else { throw SentenceAnalysisError(type: .NoSubject) }
    guard let verbStart else { throw SentenceAnalysisError(type: .NoVerb) }
    let group = words[verbStart...].prefix { English.lemma($0) != nil }
    let syllables = words.map(English.syllables).reduce(0, +)
    return SentenceAnalysis(subject: subject, action: English.lemma(group.last!)!,
                            averageSyllablesPerWord: (Double(syllables) / Double(words.count) * 100).rounded() / 100)
}

/// The analyser's lexicon and rules of thumb.
enum English {
    static let prepositions: Set = ["in", "on", "onto", "at", "under", "over", "into", "with", "from", "by", "of", "to"]
    static let determiners: Set = ["the", "a", "an", "this", "that", "these", "those", "all", "some", "every", "each"]
    /// Verbs in their dictionary form; auxiliaries and the forms of `be` and `have` are listed whole.
    static let verbs: Set = ["jump", "dry", "like", "run", "walk", "sit", "eat", "sleep", "play", "read", "write", "want"]
    static let irregular = [
        "is": "be", "are": "be", "was": "be", "were": "be", "be": "be", "been": "be", "am": "be",
        "has": "have", "have": "have", "had": "have", "will": "will", "would": "would", "can": "can",
        "could": "could", "shall": "shall", "should": "should", "may": "may", "might": "might", "must": "must",
    ]
    /// Words whose vowel groups mislead the count (a silent e inside a compound).
    static let syllableExceptions = ["clothesline": 2]

    /// The dictionary form of a verb, or `nil` when `word` is no verb this lexicon knows.
    static func lemma(_ word: String) -> String? {
        if let form = irregular[word] { return form }
        if verbs.contains(word) { return word }
        for suffix in ["ing", "ed", "s"] where word.hasSuffix(suffix) {
            let stem = String(word.dropLast(suffix.count))
            for candidate in [stem, stem + "e", String(stem.dropLast())] where verbs.contains(candidate) { return candidate }
            if suffix == "ed", stem.hasSuffix("i"), verbs.contains(stem.dropLast() + "y") { return stem.dropLast() + "y" }
        }
        return nil
    }

    /// Vowel groups, less a silent final e (or -ed), at least one; parts of a hyphenated word
    /// count separately, and -ing after a vowel is a syllable of its own.
    static func syllables(_ word: String) -> Int {
        if let count = syllableExceptions[word] { return count }
        if word.contains("-") { return word.split(separator: "-").map { syllables(String($0)) }.reduce(0, +) }
        if word.hasSuffix("ing"), word.count > 4 { return syllables(String(word.dropLast(3))) + 1 }
        let letters = Array(word)
        var groups = 0
        for (index, letter) in letters.enumerated() where isVowel(letter, at: index) && (index == 0 || !isVowel(letters[index - 1], at: index - 1)) {
            groups += 1
        }
        if word.hasSuffix("e") && groups > 1 { groups -= 1 }
        if word.hasSuffix("ed"), let before = letters.dropLast(2).last, !"td".contains(before), groups > 1 { groups -= 1 }
        return max(groups, 1)
    }

    private static func isVowel(_ letter: Character, at index: Int) -> Bool {
        "aeiou".contains(letter) || (letter == "y" && index > 0)
    }
}
