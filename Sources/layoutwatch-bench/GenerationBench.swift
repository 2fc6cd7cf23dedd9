/// Placeholder: replaced by the suite's real benchmark.
enum GenerationBench {
    static func run(_ arguments: [String]) async throws {
        print("GenerationBench: not written yet")
    }
}
