import Testing
@testable import PropertyTesting

@Suite struct ChoiceOrderTests {
    @Test(arguments: [[-5, 5, 0], [0, 1000, 0], [1, 100, 1], [-10, 3, 2], [Int64.min, Int64.max, 0], [-3, 40, -3]])
    func integerIndicesMapOneToOneAroundTheTarget(bounds: [Int64]) {
        let (low, high, target) = (bounds[0], bounds[1], bounds[2])
        let kind = ChoiceKind.integer(min: low, max: high, target: target)
        var previousDistance: UInt64 = 0
        for index in 0...min(kind.maxIndex, 200) {
            let value = IntegerOrder.value(at: index, min: low, max: high, target: target)
            #expect(value >= low && value <= high)
            #expect(IntegerOrder.index(of: value, min: low, max: high, target: target) == index)
            let distance = value.magnitude(from: target)
            #expect(distance >= previousDistance, "index \(index) is nearer the target than an earlier one")
            previousDistance = distance
        }
        for index in [kind.maxIndex, kind.maxIndex / 2, kind.maxIndex - 1] {
            let value = IntegerOrder.value(at: index, min: low, max: high, target: target)
            #expect(value >= low && value <= high)
            #expect(IntegerOrder.index(of: value, min: low, max: high, target: target) == index)
        }
        #expect(IntegerOrder.value(at: 0, min: low, max: high, target: target) == target)
    }

    @Test func shortlexPrefersShorterThenSmaller() {
        #expect(Shortlex.less([5], [0, 0]))
        #expect(Shortlex.less([0, 1], [1, 0]))
        #expect(!Shortlex.less([1, 0], [1, 0]))
    }
}

private extension Int64 {
    func magnitude(from other: Int64) -> UInt64 {
        self >= other ? UInt64(bitPattern: self &- other) : UInt64(bitPattern: other &- self)
    }
}
