struct `Type` {}
enum `Self_` {}
struct ñame {}
struct 名前 {}
class /* c */ Spaced {}
class
  Broken
  : NSObject {}
public
struct Splitted {}
@objc(Renamed) class Named: NSObject {}
package struct Pkg {}
nonisolated struct NI {}
@resultBuilder struct Builder { static func buildBlock(_ c: Int...) -> Int { 0 } }
extension `Type` {}
let x = 1 < 2 ? 3 : 4; struct AfterTernary {}
func h<T>(_ a: T) where T: Equatable { let b = a as? Array<Int>; _ = b }
struct AfterGenerics {}
