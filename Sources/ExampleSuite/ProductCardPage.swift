import Runner

/// What the product card page shows: a generated title, price and features.
struct Product: Sendable, CustomStringConvertible {
    var title: String
    var price: String
    var features: [String]

    var description: String { "Product(title: \"\(title)\", price: \"\(price)\", features: \(features))" }

    static let generator: Gen<Product> = Gen<Product>.compose { c in
        let word = Gen<Character>.oneOf([.lower, .upper]).array(count: 1...9).map { String($0) }
        let title = c.generate(using: word.array(count: 1...5)).joined(separator: " ")
        let euros = c.generate(using: Gen<Int>.integer(in: 1...999))
        let features = c.generate(using: word.array(count: 0...3))
        return Product(title: title, price: "€ \(euros)", features: features)
    }

    /// The page's slots.
    var slots: [String: PageSlot] { ["title": .text(title), "price": .text(price), "features": .list(features)] }
}
