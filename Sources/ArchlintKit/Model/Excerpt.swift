extension String {
    /// The text as a message quotes it: whole when short, otherwise its start and its length, so
    /// that a hostile or mistaken value (a key of three million characters) cannot turn one error
    /// into megabytes of output.
    package var excerpt: String {
        let limit = 80
        guard utf8.count > limit else { return self }
        // Counted in characters so the cut never splits one.
        guard count > limit else { return self }
        return String(prefix(limit - 20)) + "… (\(count) characters)"
    }

    /// Replaces each listed scalar in one pass (so replacements are not escaped again). Scalars,
    /// not Characters: "\r\n" is one Character and would slip past a Character table.
    package func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
