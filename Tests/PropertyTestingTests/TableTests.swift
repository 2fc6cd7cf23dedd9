import Testing
import PropertyTesting

@Suite struct TableTests {
    @Test func layoutTestDefaultsHaveTheirExactValues() {
        #expect(ValueTable<String>.strings.entries.count == 5)
        #expect(ValueTable<String>.strings.entries.prefix(3) == ["Normal length string", "", nil])
        let paragraph = ValueTable<String>.strings.entries[3]!
        #expect((340...380).contains(paragraph.count), "paragraph is \(paragraph.count) characters")
        #expect(ValueTable<Int>.integers.entries == [42, 0, nil, -34, .max, .min])
        #expect(ValueTable<Double>.floats.entries == [4.5324, 0, nil, -.pi, 10, .greatestFiniteMagnitude,
                                                     -.greatestFiniteMagnitude, 1e-12])
        #expect(ValueTable<Bool>.booleans.entries == [true, false])
    }

    @Test func exhaustiveStringsAndIntegersGiveThirtyRowsWithMissingKeysLeftOut() throws {
        let rows = try Combinations.dataRows([TableColumn("string", .strings), TableColumn("int", .integers)],
                                             mode: .exhaustive)
        #expect(rows.count == 30)
        #expect(rows.filter { $0["string"] == nil }.count == 6)
        #expect(rows.first?["string"] as? String == "Normal length string")
        #expect(rows.first?["int"] as? Int == 42)
    }

    @Test(arguments: [[5, 6], [5, 6, 8, 2], [3, 3, 3, 3, 3, 3, 3], [10, 2, 7]])
    func pairwiseCoversEveryPair(sizes: [Int]) throws {
        let rows = try Combinations.indexRows(sizes: sizes, mode: .pairwise)
        for a in sizes.indices {
            for b in sizes.indices where b > a {
                for x in 0..<sizes[a] {
                    for y in 0..<sizes[b] {
                        #expect(rows.contains { $0[a] == x && $0[b] == y }, "pair (\(a)=\(x), \(b)=\(y)) never meets")
                    }
                }
            }
        }
        let exhaustive = sizes.reduce(1, *)
        #expect(rows.count < exhaustive || sizes.count == 2)
    }

    @Test func oneFactorAtATimeVariesOneTableFromTheFirstRow() throws {
        let rows = try Combinations.indexRows(sizes: [5, 6, 8], mode: .oneFactorAtATime)
        #expect(rows.count == 1 + 4 + 5 + 7)
        #expect(rows.first == [0, 0, 0])
        #expect(rows.dropFirst().allSatisfy { $0.filter { $0 != 0 }.count == 1 })
    }

    @Test func tooManyCombinationsFailWithAClearMessage() {
        #expect(throws: CombinationError.self) {
            try Combinations.indexRows(sizes: [10, 10, 10], mode: .exhaustive, limit: 500)
        }
        do {
            _ = try Combinations.indexRows(sizes: [10, 10, 10], mode: .exhaustive, limit: 500)
        } catch {
            #expect(error.description.contains("10 × 10 × 10"))
            #expect(error.description.contains("1000 rows, above the limit of 500"))
            #expect(error.description.contains(".pairwise"))
        }
    }

    @Test func aTableIsAGenerator() {
        let values = Set(samples(ValueTable<Int>.integers.gen, count: 300))
        #expect(values == Set(ValueTable<Int>.integers.entries))
    }
}
