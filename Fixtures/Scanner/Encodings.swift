#!/usr/bin/env swift
import Foundation

struct Café: Codable {
    let naïve: String
    let 名前: String
    let emoji🙂: Int
}

enum Ω {
    static let π = 3.14159
}

let greeting = "Grüße, \(Café.self) – 😀"
