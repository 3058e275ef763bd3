// FAST STORAGE: a speed-up behind `DependencyValues`, not part of its idea.
//
// Conceptually, `DependencyValues` is `[ObjectIdentifier: any Sendable]`, a dictionary from a
// key type to its value (see `DependencyValues.swift`). Every read of a dependency goes through
// it, so this folder makes that lookup cost about what a bare task-local dictionary read costs.
// `swift run -c release DependenciesBenchmark` measures it: each read row is printed as a ratio
// to that floor and held to 1.5x.
//
// This file: the table the overrides and the ready defaults are looked up in. Why: a
// `Dictionary` lookup hashes with `Hasher` and retains the value it returns; this table finds a
// key with a multiply and a mask and returns the value unretained. Measured by: "@Dependency read
// at the root" and "cached custom key read" (a default found in the cache), "read inside N nested
// scopes" (an override found in the table).

/// An immutable table from key types to objects, tuned for the handful of keys a program has.
///
/// Open addressing over the bits of the key's `ObjectIdentifier`: a lookup is a multiply, a mask
/// and usually one comparison, with no `Hasher` and no reference counting. Built once, never
/// mutated, so any number of threads may read it. Not generic, so building one needs no
/// metadata lookup; callers know what they stored (``AnyBox`` or ``CachedValue``).
final class KeyTable: ManagedBuffer<KeyTable.Header, KeyTable.Slot> {
  // NB: a `ManagedBuffer`, so the slots live in the same allocation as the object: building a
  // table (every overriding scope does) costs one allocation, and a lookup retains nothing.
  typealias Slot = (key: ObjectIdentifier?, value: Unmanaged<AnyObject>?)

  struct Header {
    /// The number of slots minus one; the number of slots is a power of two.
    let mask: Int
    /// How many keys the table holds.
    var count: Int
  }

  /// How many keys the table holds.
  var count: Int { header.count }

  /// A table of `entries`; a key that appears twice keeps its last value.
  static func of<Entries: Collection>(_ entries: Entries) -> KeyTable
  where Entries.Element == (ObjectIdentifier, AnyObject) {
    var capacity = 4
    while capacity < entries.count * 2 { capacity *= 2 }
    let table = unsafeDowncast(
      create(minimumCapacity: capacity) { _ in Header(mask: capacity - 1, count: 0) },
      to: KeyTable.self)
    table.withUnsafeMutablePointers { header, slots in
      let mask = header.pointee.mask
      slots.initialize(repeating: (nil, nil), count: mask + 1)
      for (key, value) in entries {
        var slot = KeyTable.slot(for: key, mask: mask)
        while let existing = slots[slot].key, existing != key { slot = (slot + 1) & mask }
        if let previous = slots[slot].value {
          previous.release()
        } else {
          header.pointee.count += 1
        }
        slots[slot] = (key, Unmanaged.passRetained(value))
      }
    }
    return table
  }

  deinit {
    withUnsafeMutablePointers { header, slots in
      let size = header.pointee.mask + 1
      for slot in 0..<size { slots[slot].value?.release() }
      slots.deinitialize(count: size)
      _ = header.deinitialize(count: 1)
    }
  }

  /// Every key and value, in no particular order.
  var entries: [(ObjectIdentifier, AnyObject)] {
    withUnsafeMutablePointers { header, slots in
      (0...header.pointee.mask).compactMap { slot in
        slots[slot].key.map { ($0, slots[slot].value!.takeUnretainedValue()) }
      }
    }
  }

  /// A table with these entries and `value` for `key`.
  func adding(_ value: AnyObject, for key: ObjectIdentifier) -> KeyTable {
    var all = entries
    all.append((key, value))
    return KeyTable.of(all)
  }

  /// The value for `key` unretained, if the table has one; valid while the table lives.
  @inline(__always)
  func unretainedValue(for key: ObjectIdentifier) -> Unmanaged<AnyObject>? {
    withUnsafeMutablePointers { header, slots in
      let mask = header.pointee.mask
      var slot = KeyTable.slot(for: key, mask: mask)
      while let candidate = slots[slot].key {
        if candidate == key { return slots[slot].value }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }

  @inline(__always)
  private static func slot(for key: ObjectIdentifier, mask: Int) -> Int {
    // Metadata pointers are aligned: drop the low bits, then spread the rest (Fibonacci hashing).
    let bits = UInt(bitPattern: Int(bitPattern: key)) >> 4
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
  }
}
