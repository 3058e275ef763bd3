/// An immutable table from key types to values, tuned for the handful of keys a program has.
///
/// Open addressing over the bits of the key's `ObjectIdentifier`: a lookup is a multiply, a mask
/// and usually one comparison, with no `Hasher` involved. Built once, never mutated, so any
/// number of threads may read it.
struct KeyTable<Value: Sendable>: Sendable {
  private let keys: [ObjectIdentifier?]
  private let values: [Value?]
  private let mask: Int

  init(_ entries: [(ObjectIdentifier, Value)]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var keys = [ObjectIdentifier?](repeating: nil, count: capacity)
    var values = [Value?](repeating: nil, count: capacity)
    let mask = capacity - 1
    for (key, value) in entries {
      var slot = KeyTable.slot(for: key, mask: mask)
      while keys[slot] != nil { slot = (slot + 1) & mask }
      keys[slot] = key
      values[slot] = value
    }
    self.keys = keys
    self.values = values
    self.mask = mask
  }

  /// The value for `key`, if the table has one.
  @inline(__always)
  subscript(key: ObjectIdentifier) -> Value? {
    var slot = KeyTable.slot(for: key, mask: mask)
    while let candidate = keys[slot] {
      if candidate == key { return values[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  @inline(__always)
  private static func slot(for key: ObjectIdentifier, mask: Int) -> Int {
    // Metadata pointers are aligned: drop the low bits, then spread the rest (Fibonacci hashing).
    let bits = UInt(bitPattern: key.hashValueBits) >> 4
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }
}

extension ObjectIdentifier {
  /// The address this identifier wraps, as an integer.
  @inline(__always)
  fileprivate var hashValueBits: Int { Int(bitPattern: self) }
}
