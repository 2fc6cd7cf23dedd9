import Foundation
import LayoutTesting
import Testing
import TextShaping

/// ADLayoutTest's closures that judge each case themselves (`ViewAssertionResult`).
@Suite struct ViewAssertionTests {
    struct Wide: Error, CustomStringConvertible {
        var width: Double
        var description: String { "the title is \(width) pt wide" }
    }

    static func overlapping(_ shift: Int) -> some ViewConvertible {
        Box {
            Box().id("a").absolute(top: 0, left: 0).frame(width: 60, height: 20)
            Box().id("b").absolute(top: 0, left: Double(50 + shift)).frame(width: 60, height: 20)
        }
        .frame(width: 200, height: 40)
    }

    @Test func layoutViolationsFailWithTheirViolationsAndShrink() throws {
        let test = LayoutTest("overlap", suite: "Cards", in: Size(width: 200, height: 40), generator: Gen<Int>.integer(in: 0...20)) { shift in
            let view = Self.overlapping(shift).laidOut()
            do { try view.runBasicRecursiveTests() } catch { return .failure(view, error) }
            return .success(view)
        }
        let result = test.run(measurer: try HarfBuzzMeasurer())
        #expect(result.status == .failed)
        #expect(result.failure?.shrunkInput == "0", "shrunk to the smallest overlapping shift")
        #expect(result.failure?.violations.map(\.rule) == ["overlap"])
        #expect(result.failure?.layout?.first(id: "b")?.frame.x == 50, "the view it laid out is the one drawn")
    }

    @Test func anyOtherErrorFailsWithItsDescriptionAndSuccessPasses() throws {
        let measurer = try HarfBuzzMeasurer()
        let failing = LayoutTest("wide", suite: "Cards", in: Size(width: 200, height: 40), generator: Gen<Int>.integer(in: 0...20)) { shift in
            let view = Self.overlapping(20).laidOut()
            return shift > 3 ? .failure(view, Wide(width: Double(shift))) : .success
        }
        let result = failing.run(measurer: measurer)
        #expect(result.failure?.message == "the title is 4.0 pt wide", "\(result.failure?.message ?? "")")
        #expect(result.failure?.violations.isEmpty == true)
        let passing = LayoutTest("fine", suite: "Cards", in: Size(width: 200, height: 40), generator: Gen<Int>.integer(in: 0...20),
                                 maxTestsCount: 10) { _ in .success }
        #expect(passing.run(measurer: measurer).status == .passed)
    }

    /// `laidOut()` inside a test lays out in the case's size, outside in the size it is given.
    @Test func laidOutUsesTheCasesSize() throws {
        let test = LayoutTest("size", suite: "Cards", in: Size(width: 123, height: 45), generator: Gen<Int>.integer(in: 0...1),
                              maxTestsCount: 3) { _ in
            // A paragraph wider than the case: it wraps at the case's width.
            let view = Text(String(repeating: "wrap me ", count: 40), size: 12).laidOut()
            return view.frame.width == 123 ? .success(view) : .failure(view, Wide(width: view.frame.width))
        }
        let result = test.run(measurer: try HarfBuzzMeasurer())
        #expect(result.status == .passed, "\(result.failure?.message ?? "")")
        #expect(Box().frame(width: 10, height: 10).laidOut(in: Size(width: 50, height: 50)).frame.width == 10)
    }
}
