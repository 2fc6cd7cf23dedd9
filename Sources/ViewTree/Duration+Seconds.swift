extension Duration {
    /// The duration in seconds, whole and fractional parts together.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// `seconds` (≥ 0) as a duration, to the nanosecond.
    public static func seconds(exactly seconds: Double) -> Duration {
        .nanoseconds(Int64((max(0, seconds) * 1e9).rounded(.up)))
    }
}
