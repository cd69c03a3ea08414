#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif
#if canImport(UIKit)
class View: UIView {
#else
class View: NSView {
#endif
  struct Inner {}
}
struct S {
  #if DEBUG
  @available(iOS 14, *)
  #endif
  struct T {}
  #if true
  struct U {}
  #else
  struct V {}
  #endif
}
let v = [1]
  #if DEBUG
  .map { $0 }
  #endif
struct AfterPostfix {}
