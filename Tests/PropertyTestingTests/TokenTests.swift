import Testing
import PropertyTesting

@Suite struct TokenTests {
    @Test func tokensRoundTripThroughText() throws {
        let token = ChoiceToken(size: 42, indices: [0, 1, 127, 128, 300, .max, 5, 0, 0])
        let parsed = try ChoiceToken(parsing: token.description)
        #expect(parsed == token)
        #expect(parsed.indices.last == 5, "trailing zero choices are implied")
        #expect(token.description.hasPrefix("lw1:42:"))
    }

    /// Written by an earlier build of the engine: a saved token must keep replaying to the
    /// same value after the engine is rebuilt.
    @Test func aSavedTokenStillDecodesToTheSameValue() throws {
        let generator = Gen<(Int, [Int], Bool)>.zip(Gen<Int>.integer(in: -50...50), [Int].arbitrary, .bool)
        let token = try ChoiceToken(parsing: "lw1:7:EwEIAQABCg")
        let value = generator.value(replaying: token)
        #expect(value.0 == 10)
        #expect(value.1 == [-4, 0, -5])
        #expect(value.2 == false)
    }

    @Test func malformedTokensQuoteTheInputAndNameTheFix() {
        for text in ["lw1:3", "lw1:x:AA", "lw1:3:*!"] {
            #expect(throws: TokenError.malformed(text)) { try ChoiceToken(parsing: text) }
        }
        let error = TokenError.unknownVersion("lw9:1:AA", "lw9")
        #expect(throws: error) { try ChoiceToken(parsing: "lw9:1:AA") }
        #expect(error.description.contains("\"lw9:1:AA\""))
        #expect(error.description.contains("replay with the seeds"))
    }
}
