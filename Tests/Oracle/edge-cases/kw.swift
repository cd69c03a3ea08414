enum Kw { case `class`, `struct`, `extension`, `protocol` }
let k1 = Kw.class
let k2: Kw = .struct
let k3 = Kw.extension; struct AfterKw {}
func `enum`() {}
let t = P.Protocol.self
let mt: Any.Type = Int.self
@available(*, unavailable, message: "struct Foo {")
struct Avail {}
struct W<T> where
  T: Equatable,
  T: Hashable
{
  struct In {}
}
class Ops { static func < (l: Ops, r: Ops) -> Bool { true } }
struct Cmp: Comparable { static func <(a: Cmp, b: Cmp) -> Bool { a < b } }
let gen = Array<Dictionary<String, Int>>()
struct AfterGen {}
let cmp = 1 < 2 && 3 > 2; struct AfterCmp {}
let shift = 1 << 2 >> 1; struct AfterShift {}
infix operator <=>: ComparisonPrecedence
precedencegroup P2 { associativity: left }
struct AfterOp {}
