import ViewTree

/// Per-string measurement cost, for `layoutwatch-bench` to print. Prints nothing itself.
public enum TextMeasureBenchmark {
    /// UI strings of the kinds a layout test meets: labels, sentences, numbers, accented
    /// Latin, Cyrillic, Arabic, CJK and emoji.
    public static let sampleTexts: [String] = [
        "OK", "Cancel", "Settings", "Sign in with your account",
        "Your order has been shipped and will arrive on Tuesday, 24 November.",
        "1,234,567.89 €", "Überweisung bestätigt", "Добро пожаловать", "مرحبا بكم في التطبيق",
        "設定を保存しました", "Great job 🎉", "well-known state-of-the-art widget",
        "A longer paragraph that wraps over several lines in a narrow card, with words of many lengths.",
    ]

    /// Nanoseconds per `measure` call, wrapped in `width` (nil: one line), averaged over
    /// `rounds` passes over `texts`. `uncached` appends a number never used before to every
    /// text, so each call shapes anew; otherwise a first, untimed pass fills the caches and the
    /// figure is what a layout engine measuring the same texts again pays.
    public static func nanosecondsPerString(measurer: any TextMeasurer, texts: [String] = sampleTexts,
                                            size: Double = 17, width: Double? = 120,
                                            rounds: Int = 50, uncached: Bool = false) -> Double {
        guard !texts.isEmpty, rounds > 0 else { return 0 }
        let font = FontSpec(size: size)
        var sink = 0.0
        if !uncached {
            for text in texts { sink += measurer.measure(text, font: font, maxWidth: width, maxLines: nil).width }
        }
        let nonce = UInt64.random(in: 0...UInt64.max)
        let clock = ContinuousClock()
        let start = clock.now
        for round in 0..<rounds {
            for text in texts {
                let input = uncached ? "\(text) \(nonce)-\(round)" : text
                sink += measurer.measure(input, font: font, maxWidth: width, maxLines: nil).width
            }
        }
        let elapsed = clock.now - start
        precondition(sink >= 0)
        return elapsed.inSeconds * 1e9 / Double(rounds * texts.count)
    }
}
