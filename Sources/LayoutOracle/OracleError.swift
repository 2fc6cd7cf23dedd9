/// The oracle could not give Chromium's boxes: no font, no browser, a page that did not finish.
public struct OracleError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
