import Foundation
import Testing
import TestSupport

/// scripts/unsafe-fence: unsafe code only under a module's `Unsafe/` folder, each use with a
/// `// Safe:` comment; the repository keeps the rule, and the checker fails a tree that breaks it.
@Suite struct UnsafeFenceTests {
    private func fence(_ root: URL? = nil) throws -> CommandOutput {
        var arguments = [Repository.url("scripts/unsafe-fence").path]
        if let root { arguments.append(root.path) }
        return try runCommand("/bin/bash", arguments, in: Repository.root)
    }

    /// A tree of Swift files, `path → text`, in a fresh temporary directory.
    private func tree(_ files: [String: String]) throws -> URL {
        let root = try Repository.temporaryDirectory("unsafe-fence")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func theRepositoryKeepsUnsafeCodeBehindTheFence() throws {
        let output = try fence()
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("Sources/TextShaping/Unsafe/FontFace.swift"))
    }

    @Test func constructsOutsideAFenceOrWithoutAReasonFail() throws {
        let root = try tree([
            "Sources/Mod/Plain.swift": """
                // Comments and strings may say unsafe, withUnsafeBytes or @unchecked Sendable.
                let text = "unsafe UnsafePointer<UInt8> @safe"
                func bytes(_ data: [UInt8]) -> Int { data.withUnsafeBytes { $0.count } }
                final class Box: @unchecked Sendable {}
                """,
            "Tests/ModTests/Check.swift": "nonisolated(unsafe) var counter = 0\n",
            "Sources/Mod/Unsafe/Fenced.swift": """
                func first(_ pointer: UnsafePointer<UInt8>) -> UInt8 {
                    unsafe pointer.pointee
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try fence(root)
        #expect(output.status == 1)
        #expect(output.standardOutput.split(separator: "\n") == [
            "Sources/Mod/Plain.swift:3: withUnsafeBytes outside an Unsafe/ folder",
            "Sources/Mod/Plain.swift:4: @unchecked Sendable outside an Unsafe/ folder",
            "Sources/Mod/Unsafe/Fenced.swift:2: unsafe without a // Safe: comment",
            "Tests/ModTests/Check.swift:1: nonisolated(unsafe) outside an Unsafe/ folder",
        ])
    }

    @Test func aFencedTreeWithItsReasonsPassesAndIsCounted() throws {
        let root = try tree([
            "Sources/Mod/Plain.swift": "func total(_ values: [Int]) -> Int { values.reduce(0, +) }\n",
            "Sources/Mod/Unsafe/Fenced.swift": """
                // Safe: `@safe`: the pointer never leaves the type.
                @safe struct Reader {
                    func first(_ values: [UInt8]) -> UInt8? {
                        // Safe: the buffer is valid for the closure and read below its count.
                        unsafe values.withUnsafeBufferPointer { unsafe $0.first }
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try fence(root)
        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("1 fenced file(s):\n  Sources/Mod/Unsafe/Fenced.swift\n"))
        #expect(output.standardOutput.contains(#/Sources/Mod +2\n/#))
    }
}
