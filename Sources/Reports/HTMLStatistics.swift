import ViewTree
import TestReport

/// A test's label and class distributions as the templates show them: one table per group,
/// with the share of cases as a number and a bar, and `cover` requirements with their verdict.
enum HTMLStatistics {
    static func context(_ result: TestResult) -> [String: Any] {
        var groups: [String] = []
        var rows: [String: [[String: Any]]] = [:]
        for statistic in result.statistics {
            if rows[statistic.group] == nil { groups.append(statistic.group) }
            rows[statistic.group, default: []].append(row(statistic))
        }
        return [
            "id": result.id,
            "groups": groups.map { ["group": $0.isEmpty ? "labels" : $0, "rows": rows[$0]!] as [String: Any] },
        ]
    }

    private static func row(_ statistic: Statistic) -> [String: Any] {
        let share = statistic.total > 0 ? Double(statistic.count) / Double(statistic.total) * 100 : 0
        var row: [String: Any] = [
            "label": statistic.label,
            "count": statistic.count,
            "total": statistic.total,
            "percent": formatNumber((share * 10).rounded() / 10),
            "width": formatNumber(min(100, max(0, share.rounded()))),
        ]
        if let required = statistic.required {
            row["required"] = formatNumber(required)
            row["verdict"] = statistic.satisfied.map { $0 ? "met" : "not met" } ?? "undecided"
            row["verdictClass"] = statistic.satisfied.map { $0 ? "met" : "unmet" } ?? "undecided"
        }
        return row
    }
}
