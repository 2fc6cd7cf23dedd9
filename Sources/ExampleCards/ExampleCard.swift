import LayoutTesting
import ViewTree

/// The card of ADLayoutTest's README: an image, a title and a subtitle in a 320×150 box.
public enum ExampleCard {
    public static let size = Size(width: 320, height: 150)

    /// Flex layout: the texts take whatever width the image leaves, so nothing can collide.
    public static func valid(_ model: ExampleViewModel) -> ViewNode {
        Row(spacing: 12) {
            Image(model.image).id("image").shrink(0).accessibilityLabel("Illustration")
            Column(spacing: 4) {
                Text(model.text, size: 17, lineLimit: 1).id("title")
                Text(model.subText, size: 14, lineLimit: 2).id("subtitle")
            }
            .id("texts").grow(1).shrink(1).basis(.points(0)).minWidth(.points(0))
        }
        .id("card").frame(width: size.width, height: size.height).padding(20).align(.flexStart)
    }

    /// The README's bug: the labels sit at a fixed x of 62 as in the nib, so any image wider
    /// than 42 px runs into the title (and a tall one into the subtitle).
    public static func buggy(_ model: ExampleViewModel) -> ViewNode {
        Box {
            Image(model.image).id("image").absolute(top: 20, left: 20)
            Text(model.text, size: 17, lineLimit: 1).id("title").absolute(top: 20, left: 62).frame(width: 238)
            Text(model.subText, size: 14, lineLimit: 2).id("subtitle").absolute(top: 48, left: 62).frame(width: 238)
        }
        .id("card").frame(width: size.width, height: size.height)
    }
}
