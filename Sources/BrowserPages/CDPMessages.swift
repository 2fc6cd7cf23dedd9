/// The Chrome DevTools Protocol requests we send, each with the type of its result.
/// <https://chromedevtools.github.io/devtools-protocol/>
package protocol CDPCommand: Encodable, Sendable {
    associatedtype Result: Decodable & Sendable
    /// `Domain.method`.
    static var method: String { get }
}

/// A result with nothing in it we read.
package struct CDPEmpty: Codable, Sendable, Equatable { package init() {} }

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
package enum CDP {
    package struct CreateTarget: CDPCommand {
        package static let method = "Target.createTarget"
        package var url: String
        package init(url: String) { self.url = url }
        package struct Result: Codable, Sendable { package var targetId: String }
    }
    package struct AttachToTarget: CDPCommand {
        package static let method = "Target.attachToTarget"
        package var targetId: String
        package var flatten = true
        package init(targetId: String) { self.targetId = targetId }
        package struct Result: Codable, Sendable { package var sessionId: String }
    }
    package struct EnablePage: CDPCommand {
        package static let method = "Page.enable"
        package typealias Result = CDPEmpty
        package init() {}
    }
    package struct Navigate: CDPCommand {
        package static let method = "Page.navigate"
        package var url: String
        package init(url: String) { self.url = url }
        package struct Result: Codable, Sendable { package var frameId: String; package var errorText: String? }
    }
    package struct GetFrameTree: CDPCommand {
        package static let method = "Page.getFrameTree"
        package init() {}
        package struct Result: Codable, Sendable {
            package struct Tree: Codable, Sendable { package var frame: Frame }
            package struct Frame: Codable, Sendable { package var id: String; package var url: String }
            package var frameTree: Tree
        }
    }
    package struct SetDocumentContent: CDPCommand {
        package static let method = "Page.setDocumentContent"
        package var frameId: String
        package var html: String
        package init(frameId: String, html: String) {
            self.frameId = frameId
            self.html = html
        }
        package typealias Result = CDPEmpty
    }
    package struct SetDeviceMetrics: CDPCommand {
        package static let method = "Emulation.setDeviceMetricsOverride"
        package var width: Int
        package var height: Int
        package var deviceScaleFactor: Double = 1
        package var mobile = false
        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        package typealias Result = CDPEmpty
    }
    package struct Evaluate: CDPCommand {
        package static let method = "Runtime.evaluate"
        package var expression: String
        package var returnByValue = true
        package var awaitPromise = true
        package init(expression: String) { self.expression = expression }
        package struct Result: Codable, Sendable {
            package struct Value: Codable, Sendable { package var type: String; package var value: String? }
            package struct Exception: Codable, Sendable {
                package var text: String
                package var exception: Described?
            }
            package struct Described: Codable, Sendable { package var description: String? }
            package var result: Value
            package var exceptionDetails: Exception?
        }
    }
    package struct CaptureScreenshot: CDPCommand {
        package static let method = "Page.captureScreenshot"
        /// An area of the document in CSS px.
        package struct Clip: Codable, Sendable {
            package var x, y, width, height: Double
            package var scale: Double = 1
            package init(x: Double, y: Double, width: Double, height: Double) {
                (self.x, self.y, self.width, self.height) = (x, y, width, height)
            }
        }
        package init(clip: Clip? = nil) { self.clip = clip }
        package var format = "png"
        package var clip: Clip?
        package var captureBeyondViewport = true
        package struct Result: Codable, Sendable { package var data: String }
    }
    package struct GetMetrics: CDPCommand {
        package static let method = "Performance.getMetrics"
        package init() {}
        package struct Result: Codable, Sendable {
            package struct Metric: Codable, Sendable { package var name: String; package var value: Double }
            package var metrics: [Metric]
        }
    }
    package struct EnablePerformance: CDPCommand {
        package static let method = "Performance.enable"
        package typealias Result = CDPEmpty
        package init() {}
    }
}
