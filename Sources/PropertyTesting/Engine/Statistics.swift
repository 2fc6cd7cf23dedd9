import Foundation

/// Distributions gathered over the cases that ran; they travel in the report.
public struct Statistics: Sendable, Codable, Equatable {
    /// Cases that reached a verdict other than discard: the denominator of every percentage.
    public var casesCounted = 0
    /// How many cases gave each `label` name.
    public var labels: [String: Int] = [:]
    /// How many cases each `classify` name held for.
    public var classes: [String: Int] = [:]
    /// How many cases `collect`ed each value, by its description.
    public var collected: [String: Int] = [:]
    /// Each `cover` requirement judged, sorted by name.
    public var coverage: [CoverageResult] = []
    private var coverHits: [String: Int] = [:]
    private var coverRequired: [String: Double] = [:]

    package init() {}

    mutating func add(_ context: PropertyContext) {
        casesCounted += 1
        for name in context.labels { labels[name, default: 0] += 1 }
        for name in context.classes { classes[name, default: 0] += 1 }
        for value in context.collected { collected[value, default: 0] += 1 }
        for (name, entry) in context.coverage {
            coverRequired[name] = entry.required
            coverHits[name, default: 0] += entry.hit ? 1 : 0
        }
    }

    mutating func judgeCoverage() {
        coverage = coverRequired.keys.sorted().map { name in
            CoverageResult(label: name, required: coverRequired[name]!, hits: coverHits[name] ?? 0,
                           total: casesCounted)
        }
    }

    /// Lines such as `37% small` in descending order, for printing.
    public var summaryLines: [String] {
        func lines(_ table: [String: Int]) -> [String] {
            table.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { name, count in
                let percent = casesCounted == 0 ? 0 : Double(count) * 100 / Double(casesCounted)
                return "\(String(format: "%.1f", percent))% \(name)"
            }
        }
        return lines(labels) + lines(classes) + lines(collected) + coverage.map(\.summary)
    }
}

/// Whether a `cover` requirement was met, judged on a 99% confidence interval.
public enum CoverageStatus: String, Sendable, Codable {
    /// The lower confidence bound reaches the requirement.
    case satisfied
    /// The upper confidence bound stays below the requirement: coverage is shown to be short.
    case insufficient
    /// Not enough cases to tell either way.
    case inconclusive
}

/// A `cover` requirement judged with a Wilson score interval at 99% confidence.
public struct CoverageResult: Sendable, Codable, Equatable {
    /// The `cover` requirement's name.
    public var label: String
    /// The required share of cases, in percent (0…100).
    public var required: Double
    /// Cases for which the condition held.
    public var hits: Int
    /// Cases counted (``Statistics/casesCounted``).
    public var total: Int
    /// The interval's lower bound, in percent.
    public var lowerBound: Double
    /// The interval's upper bound, in percent.
    public var upperBound: Double
    /// Satisfied when the lower bound reaches ``required``, insufficient when the upper bound stays
    /// below it, else inconclusive.
    public var status: CoverageStatus

    init(label: String, required: Double, hits: Int, total: Int) {
        self.label = label
        self.required = required
        self.hits = hits
        self.total = total
        let z = 2.576, n = Double(max(total, 1)), p = Double(hits) / n
        let centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        let spread = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / (1 + z * z / n)
        lowerBound = max(0, centre - spread) * 100
        upperBound = min(1, centre + spread) * 100
        status = lowerBound >= required ? .satisfied : (upperBound < required ? .insufficient : .inconclusive)
    }

    /// `cover small: 12 of 100 cases (6.3%–21.9% at 99%), required 10.0%: inconclusive`.
    public var summary: String {
        let bounds = String(format: "%.1f%%–%.1f%%", lowerBound, upperBound)
        return "cover \(label): \(hits) of \(total) cases (\(bounds) at 99%), required "
            + "\(String(format: "%.1f", required))%: \(status.rawValue)"
    }
}
