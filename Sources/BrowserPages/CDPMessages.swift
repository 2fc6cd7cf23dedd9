/// The Chrome DevTools Protocol requests we send, each with the type of its result.
/// <https://chromedevtools.github.io/devtools-protocol/>
public protocol CDPCommand: Encodable, Sendable {
    associatedtype Result: Decodable & Sendable
    /// `Domain.method`.
    static var method: String { get }
}

/// A result with nothing in it we read.
public struct CDPEmpty: Codable, Sendable, Equatable { public init() {} }

/// What every message from the browser has: a reply carries the request's `id` and a
/// `result` or an `error`; an event carries a `method`.
struct CDPIncoming: Decodable {
    struct Failure: Decodable { var code: Int?; var message: String; var data: String? }
    var id: Int?
    var method: String?
    var sessionId: String?
    var error: Failure?
}

struct CDPReply<Result: Decodable>: Decodable { var result: Result }

struct CDPOutgoing<Params: Encodable>: Encodable {
    var id: Int
    var method: String
    var params: Params
    var sessionId: String?
}

/// The CDP commands the page driver uses.
public enum CDP {
    public struct CreateTarget: CDPCommand {
        public static let method = "Target.createTarget"
        public var url: String
        public init(url: String) { self.url = url }
        public struct Result: Codable, Sendable { public var targetId: String }
    }
    public struct AttachToTarget: CDPCommand {
        public static let method = "Target.attachToTarget"
        public var targetId: String
        public var flatten = true
        public init(targetId: String) { self.targetId = targetId }
        public struct Result: Codable, Sendable { public var sessionId: String }
    }
    public struct EnablePage: CDPCommand {
        public static let method = "Page.enable"
        public typealias Result = CDPEmpty
        public init() {}
    }
    public struct Navigate: CDPCommand {
        public static let method = "Page.navigate"
        public var url: String
        public init(url: String) { self.url = url }
        public struct Result: Codable, Sendable { public var frameId: String; public var errorText: String? }
    }
    public struct GetFrameTree: CDPCommand {
        public static let method = "Page.getFrameTree"
        public init() {}
        public struct Result: Codable, Sendable {
            public struct Tree: Codable, Sendable { public var frame: Frame }
            public struct Frame: Codable, Sendable { public var id: String; public var url: String }
            public var frameTree: Tree
        }
    }
    public struct SetDocumentContent: CDPCommand {
        public static let method = "Page.setDocumentContent"
        public var frameId: String
        public var html: String
        public init(frameId: String, html: String) {
            self.frameId = frameId
            self.html = html
        }
        public typealias Result = CDPEmpty
    }
    public struct SetDeviceMetrics: CDPCommand {
        public static let method = "Emulation.setDeviceMetricsOverride"
        public var width: Int
        public var height: Int
        public var deviceScaleFactor: Double = 1
        public var mobile = false
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        public typealias Result = CDPEmpty
    }
    public struct Evaluate: CDPCommand {
        public static let method = "Runtime.evaluate"
        public var expression: String
        public var returnByValue = true
        public var awaitPromise = true
        public init(expression: String) { self.expression = expression }
        public struct Result: Codable, Sendable {
            public struct Value: Codable, Sendable { public var type: String; public var value: String? }
            public struct Exception: Codable, Sendable {
                public var text: String
                public var exception: Described?
            }
            public struct Described: Codable, Sendable { public var description: String? }
            public var result: Value
            public var exceptionDetails: Exception?
        }
    }
    public struct CaptureScreenshot: CDPCommand {
        public static let method = "Page.captureScreenshot"
        /// An area of the document in CSS px.
        public struct Clip: Codable, Sendable {
            public var x, y, width, height: Double
            public var scale: Double = 1
            public init(x: Double, y: Double, width: Double, height: Double) {
                (self.x, self.y, self.width, self.height) = (x, y, width, height)
            }
        }
        public init(clip: Clip? = nil) { self.clip = clip }
        public var format = "png"
        public var clip: Clip?
        public var captureBeyondViewport = true
        public struct Result: Codable, Sendable { public var data: String }
    }
    public struct GetMetrics: CDPCommand {
        public static let method = "Performance.getMetrics"
        public init() {}
        public struct Result: Codable, Sendable {
            public struct Metric: Codable, Sendable { public var name: String; public var value: Double }
            public var metrics: [Metric]
        }
    }
    public struct EnablePerformance: CDPCommand {
        public static let method = "Performance.enable"
        public typealias Result = CDPEmpty
        public init() {}
    }
}
