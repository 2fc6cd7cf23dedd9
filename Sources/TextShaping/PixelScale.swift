/// Font units to pixels at one font size, rounded up to Chromium's layout unit (1/64 px), as
/// Chromium snaps the width of every shaped item.
struct PixelScale {
    let size: Double
    let unitsPerEm: Int

    func pixels(_ units: Int) -> Double {
        (Double(units) * size * 64 / Double(unitsPerEm)).rounded(.up) / 64
    }
}
