import LayoutTesting

/// A card's data: a title and an optional image, generated at random for layout tests.
struct CardModel: Arbitrary, Sendable {
    var title: String
    var image: ImageContent?

    static var arbitrary: Gen<CardModel> {
        Gen.compose { c in
            CardModel(title: c.generate(using: .sentences), image: c.generate(using: .image(min: 10, max: 200)))
        }
    }
}

/// A 64-point thumbnail beside a title of at most three lines that takes the rest of the row.
func CardView(_ model: CardModel) -> some ViewConvertible {
    Row(spacing: 12) {
        Image(model.image).id("thumbnail").frame(width: 64, height: 64).accessibilityLabel("Thumbnail")
        Text(model.title, size: 17, lineLimit: 3).id("title").grow(1).shrink(1)
    }
    .id("card").frame(width: 320, height: 150).padding(16).align(.flexStart)
}

/// The property test's code under test: integers as comma-separated text and back.
func encode(_ values: [Int]) -> String { values.map(String.init).joined(separator: ",") }
func decode(_ text: String) -> [Int] { text.split(separator: ",").compactMap { Int($0) } }

/// The spec test's code under test: a whole number, surrounding spaces allowed.
struct ParseError: Error {}
func parse(_ input: String) throws -> Int {
    guard let value = Int(input.trimmingCharacters(in: .whitespaces)) else { throw ParseError() }
    return value
}
