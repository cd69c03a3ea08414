// Demonstrates: image handling in the Data layer is presentation code, said by the one finding at the UIKit import it needs.
import Foundation
import UIKit // expect: dependency_rule

final class IconCache {
    private var storage: [String: UIImage] = [:]
    private let lock = NSLock()

    func icon(named name: String) -> UIImage? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = storage[name] { return cached }
        let image = UIImage(systemName: name)
        storage[name] = image
        return image
    }
}
