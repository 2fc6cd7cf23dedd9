/// Yoga's figures on the bench trees: references measured in another run, never in ours.
enum YogaReference {
    static let label = "Yoga f6206ec3538b (facebook/yoga), reference figures from Tests/Fixtures/bench-trees/yoga-reference.json, "
        + "measured 2026-11-22 on a shared 2-core VM (quietest of 4 runs, ±30 % between runs); not measured in this run"
    /// Cold layout, CPU ns per node (`bench-trees/README.md`).
    static let coldNsPerNode: [String: Double] = ["wide": 1601, "wide-text": 5931, "balanced": 2765,
                                                  "deep": 59194, "chain": 71044]
    /// Instructions per node of one cold layout under callgrind.
    static let instructionsPerNode: [String: Double] = ["wide": 14464, "wide-text": 52964, "balanced": 23426,
                                                        "deep": 461_392, "chain": 678_802]
}
