import LayoutTesting

/// ADLayoutTest's `ExampleViewModel`: an image, a text and a subtext.
public struct ExampleViewModel: Sendable {
    public let image: ImageContent?
    public let text: String
    public let subText: String

    public init(image: ImageContent?, text: String, subText: String) {
        self.image = image
        self.text = text
        self.subText = subText
    }
}

extension ExampleViewModel: Arbitrary {
    // This is a random generator of `ExampleViewModel`
    public static var arbitrary: Gen<ExampleViewModel> {
        return Gen<ExampleViewModel>.compose { c in
            return ExampleViewModel(
                image: c.generate(using: .image(min: 20, max: 100)),
                text: c.generate(using: .words),
                subText: c.generate(using: .words)
            )
        }
    }
}

/// ADLayoutTest's `ExampleView`, as its two nibs lay it out.
public enum ExampleView {
    /// "ExampleViewValid": the labels take the width the image leaves.
    public static func valid(_ model: ExampleViewModel) -> some ViewConvertible {
        Row(spacing: 12) {
            Image(model.image).id("imageView").shrink(0).accessibilityLabel("Illustration")
            Column(spacing: 4) {
                Text(model.text, size: 17, lineLimit: 1).id("label")
                Text(model.subText, size: 14, lineLimit: 2).id("subLabel")
            }
            .grow(1).shrink(1).basis(.points(0)).minWidth(.points(0))
        }
        .frame(width: 320, height: 150).padding(20).align(.flexStart)
    }

    /// "ExampleViewError": the labels pinned at x = 62, so a wide image runs into them.
    public static func error(_ model: ExampleViewModel) -> some ViewConvertible {
        Box {
            Image(model.image).id("imageView").absolute(top: 20, left: 20)
            Text(model.text, size: 17, lineLimit: 1).id("label").absolute(top: 20, left: 62).frame(width: 238)
            Text(model.subText, size: 14, lineLimit: 2).id("subLabel").absolute(top: 48, left: 62).frame(width: 238)
        }
        .frame(width: 320, height: 150)
    }
}
