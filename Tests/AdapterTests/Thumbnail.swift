import LayoutTesting

/// ADLayoutTest's bug in small: an image of any width placed before a label at a fixed x, so
/// an image wider than 42 pt overlaps the label; `fixed` lays them out as a row instead.
struct Thumbnail: Arbitrary, Sendable, CustomStringConvertible {
    var image: ImageContent
    var title: String

    static var arbitrary: Gen<Thumbnail> {
        Gen<Thumbnail>.compose { c in
            Thumbnail(image: c.generate(using: .image(min: 20, max: 100)), title: c.generate(using: .words))
        }
    }

    var description: String { "Thumbnail(image: \(image), title: \"\(title)\")" }

    static func buggy(_ model: Thumbnail) -> ViewNode {
        Box {
            Image(width: model.image.width, height: 20).id("image").absolute(top: 20, left: 20)
            Text(model.title).id("title").absolute(top: 20, left: 62).frame(width: 238, height: 20)
        }.frame(width: 320, height: 150)
    }

    static func fixed(_ model: Thumbnail) -> ViewNode {
        Row(spacing: 12) {
            Image(model.image).id("image").shrink(0)
            Text(model.title, lineLimit: 1).id("title").grow(1).shrink(1).basis(.points(0)).minWidth(.points(0))
        }.padding(20).frame(width: 320, height: 150).align(.flexStart)
    }
}
