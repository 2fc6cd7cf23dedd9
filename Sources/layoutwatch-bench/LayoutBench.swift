/// Placeholder: replaced by the suite's real benchmark.
enum LayoutBench {
    static func run(_ arguments: [String]) async throws {
        print("LayoutBench: not written yet")
    }
}
