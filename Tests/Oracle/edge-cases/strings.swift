let s1 = "class NotAType {"
let s2 = """
  struct NotAType2 {
  \(1 + 2) "quoted" }
  """
let s3 = #"raw " class NotAType3 { "#
let s4 = #"raw \#(s1) " }"#
let s5 = "\(["{": "}"]["{"] ?? "}") struct NotAType4"
let s6 = ##"a "# { "##
let c: Character = "{"
let d: Character = "}"
/* nested /* block { */ comment } class InComment {} */
// class InLineComment {
struct AfterStrings {}
let s7 = """
    ""\"
    }}} class Not5
    """
struct AfterStrings2 { struct N {} }
