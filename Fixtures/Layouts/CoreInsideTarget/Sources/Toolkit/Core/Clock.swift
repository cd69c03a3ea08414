// Quiet: a helper in the Core/ folder of a library target with no layer: in no layer.
import Foundation

public protocol Clock: Sendable {
    var now: Date { get }
}

public struct SystemClock: Clock {
    public init() {}
    public var now: Date { Date() }
}
