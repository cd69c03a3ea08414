class A: NSObject, UITableViewDataSource /* comment */ {}
class B:
  NSObject, // first
  P // second
{}
struct C: @unchecked Sendable, ~Copyable {}
struct D: Foo<Bar>.Baz, Swift.Equatable {}
class E<T: P, U>: Base<T, U> where T: Q, U == Int {}
extension Int: @retroactive Identifiable {}
struct F: P & Q, R {}
enum G: Int, Codable {}
protocol H: AnyObject where Self: UIView {}
class I: `Base` {}
struct J: Dictionary<String, [Int]>.Keys {}
struct K<T>: P where T: Collection, T.Element: Equatable {}
typealias L = P & Q
class M: N.O.P {}
extension Array: P where Element: Q {}
extension Dictionary.Keys: Hashable {}
@available(iOS 13, *) @MainActor final class Z: ObservableObject {}
struct Y:P,Q{}
