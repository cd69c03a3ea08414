struct S { let closure: (Int) -> Void = { _ in }; struct After {} }
struct T { var dict: [String: () -> Void] = [:]; enum After {} }
struct U<Element>: Sequence where Element: Equatable { func makeIterator() -> AnyIterator<Element> { AnyIterator { nil } } }
class V { typealias Handler = (Result<Int, Error>) -> Void; struct After {} }
protocol W { func f<T>() -> T where T: Equatable }
struct X: Y<(Int, String)> {}
struct Z: A<[Int: String]>.B {}
class Lazy { lazy var x: Int = { 1 }(); @Published var y = 0; struct After {} }
enum Ind { case a(() -> Void), b([String: Int]); struct After {} }
let tuple: (a: Int, b: String) = (1, "x"); struct AfterTupleType {}
@propertyWrapper struct Wrap<V> { var wrappedValue: V }
struct UsesWrap { @Wrap(wrappedValue: 1) var x: Int; struct After {} }
