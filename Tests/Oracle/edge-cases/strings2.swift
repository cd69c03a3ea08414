let u = "http://example.com/{ /*"
struct A1 {}
let n = "\("\("nested }")" + "{")"
struct A2 {}
let m = #"""
  """ } { class Not
  """#
struct A3 {}
let esc = "\" } \\"
struct A4 {}
let div = 10 / 2 / 5; struct A5 {}
let op = 1 /* { */ + 2
struct A6 {}
let mixed = "a\u{7B}b"
struct A7: P {}
let bs = "\\"; struct A8 {}
let q3 = """
\"""
}
"""
struct A9 {}
let interp = """
  \(  { () -> String in "}" }() )
  """
struct A10 {}
let rx = #/"/# ; struct A11 {}
