import Runner

let suite = Suite("CardSuite") {
    // ADLayoutTest style: random models, shrunk to a minimal failing one.
    Layout("card", in: Size(width: 320, height: 150)) { (model: CardModel) in CardView(model) }
    // LayoutTest-iOS style: every pairwise combination of edge values.
    EdgeValues("cardEdges", columns: [TableColumn("title", .strings), TableColumn("image", .images)]) { row in
        CardView(CardModel(title: row["title"] ?? "", image: row["image"]))
    }
    // A plain property over any generator.
    Property("roundTrip", generator: [Int].arbitrary) { decode(encode($0)) == $0 }
    // TestKit style: the cases live in Specs/Parse.testkit.
    Spec("parse", file: "Parse.testkit") { (input: String) throws -> Int in try parse(input) }
}
suite.main()
