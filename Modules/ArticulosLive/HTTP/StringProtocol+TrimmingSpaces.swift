extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: SubSequence {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
    let last = lastIndex(where: { !isBlank($0) })!
    return self[first...last]
  }
}
