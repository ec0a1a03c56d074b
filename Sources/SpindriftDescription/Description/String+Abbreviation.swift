extension String {
    /// The string with each word (a run without spaces) longer than `limit` characters cut
    /// to its first two thirds and last third of `limit`, joined by `…`.
    package func abbreviatingWords(longerThan limit: Int) -> String {
        guard count > limit else { return self }
        return split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.count > limit else { return String(word) }
            let head = limit * 2 / 3
            return word.prefix(head) + "…" + word.suffix(limit - head - 1)
        }.joined(separator: " ")
    }
}
