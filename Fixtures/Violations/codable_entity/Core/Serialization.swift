// Quiet: Core may define serialization helpers; Domain types adopting them are the findings.
import Foundation

typealias Serializable = Codable

/// Anything the app writes to disk under a stable key.
protocol Persistable: Codable {
    static var storageKey: String { get }
}
