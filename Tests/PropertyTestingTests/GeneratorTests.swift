import Testing
import PropertyTesting

/// Samples a generator over many seeds and sizes.
func samples<T>(_ generator: Gen<T>, count: Int = 300) -> [T] {
    (0..<count).map { generator.example(seed1: UInt64($0), seed2: 99, size: $0 % 100) }
}

@Suite struct GeneratorTests {
    @Test func characterGeneratorsHaveADLayoutTestsMeanings() {
        #expect(Set(samples(.upper)).isSubset(of: Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
        #expect(Set(samples(.lower)).isSubset(of: Set("abcdefghijklmnopqrstuvwxyz")))
        #expect(Set(samples(.numeric)) == Set("0123456789"))
        #expect(Set(samples(.hexDigits)) == Set("0123456789ABCDEF"))
        #expect(Set(samples(.special)).isSubset(of: Set("!#$%&'*+-/=?^_`{|}~.")))
    }

    @Test func loremStringsAreWordsAndSentences() {
        for words in samples(Gen<String>.words) {
            #expect(!words.isEmpty && words.first!.isUppercase)
            #expect(words.split(separator: " ").allSatisfy { $0.allSatisfy { $0.isLetter } })
        }
        for sentences in samples(Gen<String>.sentences) {
            #expect(sentences.hasSuffix("."))
            #expect(!sentences.contains(".."))
        }
        #expect(samples(Gen<String>.word).allSatisfy { !$0.isEmpty && !$0.contains(" ") })
    }

    @Test func emailsHaveALocalPartAHostAndATopLevelDomain() {
        for email in samples(Gen<String>.email) {
            let parts = email.split(separator: "@", omittingEmptySubsequences: false)
            #expect(parts.count == 2, "\(email)")
            #expect(parts[0].last != ".")
            let domain = parts[1].split(separator: ".")
            #expect(domain.count >= 2 && domain.last!.count >= 2 && domain.last!.allSatisfy { $0.isLowercase }, "\(email)")
        }
    }

    @Test func integersStayInRangeAndReachTheirBounds() {
        let values = samples(Gen<Int8>.integer(in: -3...120), count: 2_000)
        #expect(values.allSatisfy { (-3...120).contains($0) })
        #expect(values.contains(-3) && values.contains(120))
        #expect(samples(Gen<Int>.positive).allSatisfy { $0 >= 1 })
        let unsigned = samples(Gen<UInt64>.integer(in: 10...20), count: 500)
        #expect(Set(unsigned) == Set(10...20))
        #expect(samples(UInt64.arbitrary, count: 2_000).contains(.max))
    }

    @Test func smallIntegersAreCommonSoSmallBugsAreFoundEarly() {
        let pairs = samples(Gen<(Int, Int)>.zip(.positive, .positive), count: 1_000)
        let hits = pairs.filter { $0.0 >= 10 && abs($0.0 - $0.1) == 1 }.count
        #expect(hits >= 10, "only \(hits) of 1000 pairs differ by one above 10")
    }

    @Test func frequencyNeverPicksAZeroWeight() {
        let values = samples(Gen<Int>.frequency([(0, .pure(1)), (3, .pure(2)), (1, .pure(3))]))
        #expect(!values.contains(1) && values.contains(2) && values.contains(3))
        #expect(Set(samples(Gen<Int>.oneOf([.pure(1), .pure(2)]))) == [1, 2])
    }

    @Test func sizedResizeAndScaleControlTheSize() {
        #expect(samples(Gen<Int>.sized { .pure($0) }.resize(7)).allSatisfy { $0 == 7 })
        #expect(samples(Gen<Int>.sized { .pure($0) }.scale { $0 * 2 }, count: 10) == (0..<10).map { $0 * 2 })
        #expect(samples([Int].arbitrary).allSatisfy { $0.count <= 99 })
    }

    @Test func collectionsOptionalsSetsAndDictionaries() {
        let optionals = samples(Gen<Int>.integer(in: 0...9).optional)
        #expect(optionals.contains(nil) && optionals.contains { $0 != nil })
        #expect(samples(Gen<Int>.integer(in: 0...9).array(count: 2...4)).allSatisfy { (2...4).contains($0.count) })
        #expect(samples(Gen<Int>.integer(in: 0...3).set()).allSatisfy { $0.isSubset(of: [0, 1, 2, 3]) })
        let dictionaries = samples(Gen<[Int: Bool]>.dictionary(keys: Gen<Int>.integer(in: 0...5), values: .bool))
        #expect(dictionaries.allSatisfy { $0.keys.allSatisfy { (0...5).contains($0) } })
        #expect(samples(Double.arbitrary).allSatisfy { $0.isFinite })
        #expect(!samples(String.arbitrary).allSatisfy { $0.isEmpty })
    }

    @Test func aFilterThatRejectsTooMuchGivesUp() {
        let report = checkProperty(config: PropertyConfig(strategy: .consistent),
                                   generator: Gen<Int>.integer(in: 0...1_000).filter { $0 == 12345 }) { _, _ in
            Verdict<String>.pass
        }
        #expect(report.status == .gaveUp)
        #expect(report.failureLines.first?.hasPrefix("Gave up after \(report.discards) discards") == true)
    }

    @Test func recursiveGeneratorsRespectTheirDepth() {
        let depth = Gen<Int>.recursive(base: .pure(0), maxDepth: 3) { inner in inner.map { $0 + 1 } }
        let values = samples(depth)
        #expect(values.allSatisfy { $0 <= 3 } && values.contains(3))
    }
}

@Suite struct SwiftCheckNameTests {
    @Test func swiftCheckSpellingsBehaveLikeTheirEquivalents() {
        #expect(Set(samples(Gen<Character>.fromElements(in: "a"..."e"))) == Set("abcde"))
        #expect(Set(samples(Gen<Int>.fromElements(of: [3, 5]))) == [3, 5])
        #expect(samples(Gen<Int>.choose((2, 4))).allSatisfy { (2...4).contains($0) })
        #expect(samples(Gen<Int>.integer(in: 0...9).suchThat { $0 % 2 == 0 }).allSatisfy { $0 % 2 == 0 })
        #expect(samples(Gen<Int>.pure(1).proliferateNonEmpty).allSatisfy { !$0.isEmpty })
        #expect(samples(Gen<Int>.one(of: [.pure(1)]).proliferate).allSatisfy { $0.allSatisfy { $0 == 1 } })
    }
}

@Suite struct FloatingPointTests {
    @Test func floatingPointValuesStayInRangeAndShrinkToWholeNumbers() {
        let values = samples(Gen<Double>.floatingPoint(in: 20...100.5), count: 1_000)
        #expect(values.allSatisfy { (20...100.5).contains($0) })
        #expect(values.contains(100.5) && values.contains(20))
        #expect(values.contains { $0 != $0.rounded() })
        #expect(shrunk(Gen<Double>.floatingPoint(in: 20...100.5)) { $0 < 42.25 } == 43)
        #expect(samples(Gen<Float>.floatingPoint(in: 0.25...0.75)).allSatisfy { (0.25...0.75).contains($0) })
    }
}
