import Foundation
import Testing
import TestSupport
import Glibc

/// A local socket that listens and never answers: the kernel takes the connection, no reply comes.
struct SilentServer {
    let descriptor: Int32
    let url: String

    // Safe: the socket calls get a descriptor this server owns and the address of a local
    // `sockaddr_in` of `length` bytes, only during each call.
    init() throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = unsafe sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")),
                                  sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let fd = descriptor
        // Safe: `address` is a `sockaddr_in`, which the socket calls read and write as a
        // `sockaddr` of `length` bytes, only during the call.
        let bound = unsafe withUnsafeMutablePointer(to: &address) { pointer in
            unsafe pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                unsafe (bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0)
            }
        }
        try #require(bound, "no local socket to listen on")
        url = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/page.html"
    }

    func close() { _ = Glibc.close(descriptor) }
}
