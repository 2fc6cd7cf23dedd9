/// Placeholder until the generation benchmark lands.
enum GenerationBench {
    static func run(_ arguments: [String]) async throws {
        print("GenerationBench: not written yet")
    }
}
