import ViewTree
import TestReport

/// A test's label and class distributions as the templates show them: one table per group,
/// with the share of cases as a number and a bar, and `cover` requirements with their verdict.
struct HTMLStatistics: HTMLViewModel {
    struct Group: HTMLViewModel {
        var group: String
        var rows: [Row]
    }

    struct Row: HTMLViewModel {
        var label: String
        var count: Int
        var total: Int
        var percent: String
        var width: String
        /// The `cover` requirement and its verdict, when there is one.
        var required: String?
        var verdict: String?
        var verdictClass: String?
    }

    var id: String
    var groups: [Group]

    init(_ result: TestResult) {
        var names: [String] = []
        var rows: [String: [Row]] = [:]
        for statistic in result.statistics {
            if rows[statistic.group] == nil { names.append(statistic.group) }
            rows[statistic.group, default: []].append(Self.row(statistic))
        }
        id = result.id
        groups = names.map { Group(group: $0.isEmpty ? "labels" : $0, rows: rows[$0]!) }
    }

    private static func row(_ statistic: Statistic) -> Row {
        let share = statistic.total > 0 ? Double(statistic.count) / Double(statistic.total) * 100 : 0
        var row = Row(label: statistic.label, count: statistic.count, total: statistic.total,
                      percent: formatNumber((share * 10).rounded() / 10),
                      width: formatNumber(min(100, max(0, share.rounded()))))
        if let required = statistic.required {
            row.required = formatNumber(required)
            row.verdict = statistic.satisfied.map { $0 ? "met" : "not met" } ?? "undecided"
            row.verdictClass = statistic.satisfied.map { $0 ? "met" : "unmet" } ?? "undecided"
        }
        return row
    }
}
