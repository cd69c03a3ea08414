class A {
  class func f() {}
  final class func g() {}
  class var v: Int { 1 }
  override class func h() {}
  class subscript(i: Int) -> Int { i }
  static func s() {}
}
protocol P: class {}
protocol Q: class, AnyObject {}
