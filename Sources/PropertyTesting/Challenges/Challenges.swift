extension ShrinkingChallenge {
    package static let all: [ShrinkingChallenge] = [
        reverse, bound5, lengthList, differenceMustNotBeZero, differenceMustNotBeOne,
        coupling, deletion, distinct, nestedLists,
    ]

    package static let reverse = ShrinkingChallenge(
        "reverse", ideal: ["[0, 1]"], generator: [Int].arbitrary
    ) { list in .check(Array(list.reversed()) == list) }

    /// Five lists of Int16, each filtered to a wrapping sum below 256; the wrapping total
    /// must stay below 1280. The ideal is compared with the lists sorted.
    package static let bound5 = ShrinkingChallenge(
        "bound5", ideal: ["[[], [], [], [-1], [-32768]]"],
        generator: Int16.arbitrary.array().filter { wrappingSum($0) < 256 }.array(exactly: 5),
        normalise: { lists in "\(lists.sorted { ($0.count, "\($0)") < ($1.count, "\($1)") })" }
    ) { lists in .check(wrappingSum(lists.map(wrappingSum)) < 5 * 256) }

    package static let lengthList = ShrinkingChallenge(
        "lengthlist", ideal: ["[900]"],
        generator: Gen<Int>.integer(in: 1...100).flatMap { Gen<Int>.integer(in: 0...1000).array(exactly: $0) }
    ) { list in .check(list.max()! < 900) }

    package static let differenceMustNotBeZero = ShrinkingChallenge(
        "difference_must_not_be_zero", ideal: ["(10, 10)"], generator: .zip(Gen<Int>.positive, .positive)
    ) { pair in .check(pair.0 < 10 || pair.0 != pair.1) }

    package static let differenceMustNotBeOne = ShrinkingChallenge(
        "difference_must_not_be_one", ideal: ["(10, 9)"], generator: .zip(Gen<Int>.positive, .positive)
    ) { pair in .check(pair.0 < 10 || abs(pair.0 - pair.1) != 1) }

    package static let coupling = ShrinkingChallenge(
        "coupling", ideal: ["[1, 0]"], generator: Gen<Int>.integer(in: 0...10).array()
    ) { list in
        guard list.allSatisfy({ $0 < list.count }) else { return .discard }
        for (i, j) in list.enumerated() where i != j && list[j] == i { return .fail("2-cycle \(i) ↔ \(j)") }
        return .pass
    }

    package static let deletion = ShrinkingChallenge(
        "deletion", ideal: ["([0, 0], 0)"], generator: .zip([Int].arbitrary, Gen<Int>.integer(in: 0...10))
    ) { pair in
        var (list, index) = pair
        guard index < list.count else { return .discard }
        let value = list[index]
        list.remove(at: list.firstIndex(of: value)!)
        return .check(!list.contains(value))
    }

    package static let distinct = ShrinkingChallenge(
        "distinct", ideal: ["[0, 1, -1]", "[0, 1, 2]"], generator: [Int].arbitrary
    ) { list in .check(Set(list).count < 3) }

    package static let nestedLists = ShrinkingChallenge(
        "nestedlists", ideal: ["[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]"], generator: Gen.pure(0).array().array()
    ) { lists in .check(lists.map(\.count).reduce(0, +) <= 10) }

    private static func wrappingSum(_ values: [Int16]) -> Int16 { values.reduce(0, &+) }
}
