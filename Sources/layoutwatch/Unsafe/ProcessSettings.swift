import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process's environment and terminal, through the C calls that take pointers.
enum ProcessSettings {
    /// Sets the environment variable `name` to `value` (replacing it) for this process and its
    /// children. Called at start, before any other thread reads the environment.
    static func setEnvironment(_ name: String, _ value: String) {
        // Safe: both strings are bridged to C strings that outlive the call; `setenv` copies them.
        unsafe setenv(name, value, 1)
    }

    /// The width in columns of the terminal on standard output; nil when it is none or says 0.
    static func terminalColumns() -> Int? {
        var size = winsize()
        // Safe: `size` is a local `TIOCGWINSZ` fills, the size that request writes.
        guard unsafe ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
