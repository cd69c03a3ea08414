import Foundation

protocol Cache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
}

struct LRUCache<Key: Hashable, Value>: Cache where Key: Comparable {
    private var storage: Dictionary<Key, [Value]> = [:]
    private var order: Array<Array<Key>> = []
    var limits: (min: Int, max: Int) = (0, 10), name: String = "lru"

    subscript(key: Key) -> Value? {
        get { storage[key]?.first }
        set { storage[key] = newValue.map { [$0] } ?? [] }
    }

    func map<T, U: Collection>(_ transform: (Value) throws -> T, into: U) rethrows -> [Key: T] where U.Element == T {
        [:]
    }
}

final class Box<Wrapped>: NSObject, Identifiable, Comparable where Wrapped: Comparable {
    static func < (lhs: Box<Wrapped>, rhs: Box<Wrapped>) -> Bool { lhs.value < rhs.value }
    let value: Wrapped
    init(_ value: Wrapped) { self.value = value }
}

typealias StringMap<V> = Dictionary<String, Set<V>> where V: Hashable
typealias Handler = (Result<[String: [Int]], Error>) -> Void

func compare(_ a: Int, _ b: Int) -> Bool { a < b && b > a }
let nested: [Array<Dictionary<String, Int>>] = []
