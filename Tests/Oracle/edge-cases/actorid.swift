struct S {
  let actor: Int
  var some: Int
  func actor(_ x: Int) {}
  func run() { let actor = 1; _ = actor }
}
actor Real: P {}
distributed actor D {}
func g(actor: Int) -> Int { actor }
let q = S(actor: 1, some: 2).actor
