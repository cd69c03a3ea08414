// Quiet: the StorageKit framework (Data, by its folder).
import Foundation

public final class KeyValueStore: @unchecked Sendable {
    private let defaults: UserDefaults

    public init(suiteName: String) {
        defaults = UserDefaults(suiteName: suiteName) ?? .standard
    }

    public func remove(key: String) {
        defaults.removeObject(forKey: key)
    }
}
