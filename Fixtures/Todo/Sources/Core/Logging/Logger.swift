import Foundation

public protocol Logger: Sendable {
    func log(_ message: @autoclosure () -> String)
}

/// Prints in debug builds and stays silent in release builds.
public struct PrintLogger: Logger {
    private let prefix: String

    public init(prefix: String = "todo") {
        self.prefix = prefix
    }

    public func log(_ message: @autoclosure () -> String) {
        #if DEBUG
        print("[\(prefix)] \(message())")
        #endif
    }
}
