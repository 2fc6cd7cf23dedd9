import Foundation


/// The median of `samples`.
func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Prints figures as an aligned table, or as one JSON object with `--json`.
func printFigures(_ title: String, _ rows: [(String, Double, String)], json: Bool) {
    if json {
        let object = Dictionary(uniqueKeysWithValues: rows.map { ($0.0, $0.1) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try! encoder.encode(object)
        print(String(decoding: data, as: UTF8.self))
        return
    }
    print(title)
    let width = rows.map(\.0.count).max() ?? 0
    for (name, value, unit) in rows {
        print("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(format: "%12.3f", value) + " " + unit)
    }
}
