import ArgumentParser
import FlexLayout
import Foundation
import ViewTree

/// `layoutwatch layout FILE…`: lays out view-tree JSON files (the flex-fixtures format) and
/// prints them back with every node's frame.
struct LayoutFilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out view-tree JSON files; print a JSON array of {file, root} with a layout on every node.")

    @Flag(name: .long, help: "Lay out right-to-left.")
    var rtl = false

    @Argument(help: "View-tree JSON files (the flex-fixtures format).")
    var files: [String]

    func run() throws {
        do {
            print(try LayoutCommand.run(files: files, rtl: rtl, measurer: AhemMeasurer()))
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}
