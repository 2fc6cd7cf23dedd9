import Testing
import PropertyTesting

/// An expression tree whose evaluator forgets to check for division by zero.
indirect enum Expression: Equatable, Sendable, CustomStringConvertible {
    case literal(Int)
    case add(Expression, Expression)
    case divide(Expression, Expression)

    static let gen: Gen<Expression> = .recursive(base: Gen<Int>.integer(in: -100...100).map(Expression.literal)) { tree in
        .oneOf([
            Gen<(Expression, Expression)>.zip(tree, tree).map { .add($0.0, $0.1) },
            Gen<(Expression, Expression)>.zip(tree, tree).map { .divide($0.0, $0.1) },
        ])
    }

    /// nil when a division by zero happens.
    var value: Int? {
        switch self {
        case let .literal(n): return n
        case let .add(a, b): guard let x = a.value, let y = b.value else { return nil }; return x &+ y
        case let .divide(a, b): guard let x = a.value, let y = b.value, y != 0 else { return nil }; return x / y
        }
    }

    var description: String {
        switch self {
        case let .literal(n): "\(n)"
        case let .add(a, b): "(\(a) + \(b))"
        case let .divide(a, b): "(\(a) / \(b))"
        }
    }
}

@Suite struct RecursiveShrinkTests {
    @Test func anExpressionTreeShrinksToTheMinimalDivisionByZero() {
        var reached: [String] = []
        for seed in UInt64(0)..<10 {
            let report = checkProperty(config: PropertyConfig(strategy: .replay(seed1: seed, seed2: 0, size: 0)),
                                       generator: Expression.gen) { expression, _ in
                expression.value == nil ? .fail("division by zero") : Verdict<String>.pass
            }
            reached.append(report.shrunk?.description ?? "no failure")
        }
        #expect(reached.allSatisfy { $0 == "(0 / 0)" }, "\(reached)")
    }

    @Test func nestedSpansReplaceTheirParent() {
        // Fails on any tree containing a division; the minimum is a division of two literals.
        let report = checkProperty(config: PropertyConfig(strategy: .consistent), generator: Expression.gen) { e, _ in
            Verdict<String>.check(!e.description.contains("/"))
        }
        #expect(report.shrunk?.description == "(0 / 0)")
    }
}
