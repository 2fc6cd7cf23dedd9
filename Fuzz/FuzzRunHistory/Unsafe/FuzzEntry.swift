import FuzzSupport

// Safe: libFuzzer passes `count` readable bytes at `start` (or nil), valid for the call;
// `Target.run` copies them into a `Data` before the target sees them and keeps no pointer.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt { unsafe Target.run(start, count) }
