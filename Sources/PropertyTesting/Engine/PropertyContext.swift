/// Passed to the property for each case to record statistics: `label`, `classify`,
/// `collect` and `cover`.
public struct PropertyContext: Sendable {
    var labels: Set<String> = []
    var classes: Set<String> = []
    var collected: [String] = []
    var coverage: [String: (required: Double, hit: Bool)] = [:]

    package init() {}

    /// Counts this case under `name` (each name once per case).
    public mutating func label(_ name: String) {
        labels.insert(name)
    }

    /// Counts this case under `name` when `condition` holds.
    public mutating func classify(_ condition: Bool, _ name: String) {
        if condition { classes.insert(name) }
    }

    /// Adds `value` to the distribution of collected values.
    public mutating func collect<T>(_ value: T) {
        collected.append(String(describing: value))
    }

    /// Requires that at least `percentage` % of cases satisfy `condition`; judged over the
    /// whole run with a 99% confidence bound, not the raw percentage.
    public mutating func cover(_ percentage: Double, _ condition: Bool, _ name: String) {
        let previous = coverage[name]?.hit ?? false
        coverage[name] = (percentage, previous || condition)
    }
}
