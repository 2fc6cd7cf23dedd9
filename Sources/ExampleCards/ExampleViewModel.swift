import LayoutTesting
import PropertyTesting
import ViewTree

/// ADLayoutTest's example model: an optional image, a title and a subtitle.
public struct ExampleViewModel: Sendable, Equatable, CustomStringConvertible {
    public let image: ImageContent?
    public let text: String
    public let subText: String

    public init(image: ImageContent?, text: String, subText: String) {
        self.image = image
        self.text = text
        self.subText = subText
    }

    public var description: String {
        "ExampleViewModel(image: \(image.map(\.description) ?? "nil"), text: \"\(text)\", subText: \"\(subText)\")"
    }
}

extension ExampleViewModel: Arbitrary {
    public static var arbitrary: Gen<ExampleViewModel> {
        Gen<ExampleViewModel>.compose { c in
            ExampleViewModel(
                image: c.generate(using: .image(min: 20, max: 100)),
                text: c.generate(using: .words),
                subText: c.generate(using: .words)
            )
        }
    }
}
