#!/usr/bin/env swift
let r = #/\{class R/#
struct AfterRegex {}
enum E { case a(x: Int), b }
struct S { var x: Int { get async throws { 1 } } }
func f() throws(MyErr) {}
struct G<each T> {}
func m(_ x: consuming Int) {}
macro Foo() = #externalMacro(module: "M", type: "T")
let k = \S.x
let t = S.self
let y = (1, 2); struct AfterTuple {}
if #available(iOS 15, *) { }
