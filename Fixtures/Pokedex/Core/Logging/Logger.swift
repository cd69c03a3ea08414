import Foundation

enum LogLevel: Int, Comparable, Sendable {
    case debug, info, error

    static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    var label: String {
        switch self {
        case .debug: "DEBUG"
        case .info: "INFO"
        case .error: "ERROR"
        }
    }
}

/// A tiny logging abstraction so that layers never call `print` directly.
protocol Logger: Sendable {
    func log(_ level: LogLevel, _ message: @autoclosure () -> String)
}

extension Logger {
    func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
    func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    func error(_ message: @autoclosure () -> String) { log(.error, message()) }
}

/// Writes to standard output; messages below `minimumLevel` are dropped.
struct ConsoleLogger: Logger {
    let minimumLevel: LogLevel

    init(minimumLevel: LogLevel = .debug) {
        self.minimumLevel = minimumLevel
    }

    func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        print("[\(level.label)] \(message())")
    }
}
