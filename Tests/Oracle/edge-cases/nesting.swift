struct A<T> {
  struct B: Equatable {}
  enum C { case x; struct D {} }
  let f = { () -> Int in struct InInit {}; return 1 }()
  init() { struct InInitializer {} }
  subscript(i: Int) -> Int { struct InSub {}; return i }
  var v: Int { get { struct InGet {}; return 1 } set { struct InSet {} } }
  deinit {}
}
extension A.B {
  struct E {}
  typealias F = Int
}
extension A.B.E: Hashable where T: Hashable {}
func top() { struct LocalTop { struct Deeper {} } }
enum Outer { indirect case a(Outer); enum Inner: String, CaseIterable { case `class`, `struct` } }
protocol P { associatedtype T: Equatable; typealias U = Int }
class K { func f() -> some Equatable { struct Opaque: Equatable {}; return Opaque() } }
struct X1 {}; struct X2 {}
