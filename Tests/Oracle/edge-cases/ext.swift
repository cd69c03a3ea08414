extension Optional where Wrapped == String {}
extension [String: Int] {}
extension Array<Int> {}
extension Swift.Array: P {}
extension Result: @unchecked Sendable where Success: Sendable {}
extension /* c */ Spaced {}
extension
  NextLine: P {}
public extension PublicExt {}
@MainActor extension Attributed {}
extension Foo.Bar.Baz where T: P {}
extension Optional: Q where Wrapped: Q {
  struct Nested {}
}
