import CFuzzerDriver
import Foundation

/// One parser under libFuzzer: a target is `@main enum Target: FuzzTarget` plus a global
/// `@_cdecl("LLVMFuzzerTestOneInput")` function returning `Target.run(start, count)`, in the
/// target's `Unsafe/FuzzEntry.swift` (it takes libFuzzer's pointer).
/// Built with `-sanitize=fuzzer -D FUZZING` (scripts/fuzz), `main` is libFuzzer's driver
/// whichever `main` the linker keeps; in a plain build `main` feeds `fuzz` each file named on
/// the command line, to replay a finding.
///
/// `fuzz` must not crash, hang or leak on any input; thrown errors are expected and ignored.
public protocol FuzzTarget {
    static func fuzz(_ data: Data)
}

extension FuzzTarget {
    /// The body of a target's `LLVMFuzzerTestOneInput`: `count` bytes at `start`, valid for the call.
    public static func run(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        // Safe: libFuzzer guarantees `count` readable bytes at `start` for the call; they are
        // copied into the `Data` and no pointer outlives the call.
        fuzz(unsafe start.map { unsafe Data(bytes: $0, count: count) } ?? Data())
        return 0
    }

    public static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        // Safe: the process's own argv, valid for its whole life; libFuzzer's driver reads (and
        // may permute) it while it runs, and nothing else uses it then.
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = unsafe CommandLine.unsafeArgv
        exit(unsafe LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(2)
            }
            fuzz(data)
            print("\(path): no crash")
        }
        #endif
    }
}
