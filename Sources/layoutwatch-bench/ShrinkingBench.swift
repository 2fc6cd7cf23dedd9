/// Placeholder: replaced by the suite's real benchmark.
enum ShrinkingBench {
    static func run(_ arguments: [String]) async throws {
        print("ShrinkingBench: not written yet")
    }
}
