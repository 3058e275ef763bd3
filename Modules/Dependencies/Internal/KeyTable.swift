/// An immutable table from key types to values, tuned for the handful of keys a program has.
///
/// Open addressing over the bits of the key's `ObjectIdentifier`: a lookup is a multiply, a mask
/// and usually one comparison, with no `Hasher` and no reference counting. Built once, never
/// mutated, so any number of threads may read it.
final class KeyTable<Value: AnyObject & Sendable>: @unchecked Sendable {
  private typealias Slot = (key: ObjectIdentifier?, value: Unmanaged<Value>?)

  // NB: one raw buffer rather than arrays, so that building costs one allocation and a lookup
  // retains nothing.
  private let slots: UnsafeMutablePointer<Slot>
  private let mask: Int

  init<Entries: Sequence>(_ entries: Entries) where Entries.Element == (ObjectIdentifier, Value) {
    let entries = Array(entries)
    var capacity = 4
    while capacity < entries.count * 2 { capacity *= 2 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: (nil, nil), count: capacity)
    mask = capacity - 1
    for (key, value) in entries {
      var slot = slot(for: key)
      while slots[slot].key != nil { slot = (slot + 1) & mask }
      slots[slot] = (key, Unmanaged.passRetained(value))
    }
  }

  deinit {
    for slot in 0...mask { slots[slot].value?.release() }
    slots.deinitialize(count: mask + 1)
    slots.deallocate()
  }

  /// Runs `body` with the value for `key`, if the table has one, without retaining it.
  @inline(__always)
  func withValue<Result>(for key: ObjectIdentifier, _ body: (Value?) -> Result) -> Result {
    var slot = slot(for: key)
    while let candidate = slots[slot].key {
      if candidate == key {
        return slots[slot].value!._withUnsafeGuaranteedRef { body($0) }
      }
      slot = (slot + 1) & mask
    }
    return body(nil)
  }

  /// The value for `key` unretained, if the table has one; valid while the table lives.
  @inline(__always)
  func unretainedValue(for key: ObjectIdentifier) -> Unmanaged<Value>? {
    var slot = slot(for: key)
    while let candidate = slots[slot].key {
      if candidate == key { return slots[slot].value }
      slot = (slot + 1) & mask
    }
    return nil
  }

  @inline(__always)
  private func slot(for key: ObjectIdentifier) -> Int {
    // Metadata pointers are aligned: drop the low bits, then spread the rest (Fibonacci hashing).
    let bits = UInt(bitPattern: Int(bitPattern: key)) >> 4
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }
}
