// Demonstrates: Data posting a notification name that a Presentation extension declares.
import Foundation

enum UserListRefresh {
    static func request() {
        NotificationCenter.default.post(name: .userListNeedsRefresh, object: nil) // expect: dependency_rule
    }
}
