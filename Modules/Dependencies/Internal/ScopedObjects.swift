/// The values of the scope each object was returned from, for `withDependencies(from:)`.
///
/// A model without `@Dependency` properties captures nothing, yet the scope that built it had
/// values worth passing on to its children:
///
/// ```swift
/// let padre = withDependencies { $0.date.now = ahora } operation: { Padre() }
/// let hijo = withDependencies(from: padre) { Hijo() }  // sees `ahora`
/// ```
///
/// Every `withDependencies` whose operation returns an instance of a class records it here with
/// the values of its scope, unless a scope recorded it before (the innermost scope, where it was
/// built, comes first), and `withDependencies(from:)` looks here before it looks for a
/// `@Dependency` property to take the values from.
///
/// The record holds objects weakly: it never keeps one alive, and an entry whose object is gone
/// is dropped by a later recording. It is thread-safe: scopes on any thread record into it.
@usableFromInline
enum ScopedObjects {
  /// One recorded object and the values of the scope that returned it.
  private struct Entry {
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private struct Record {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// How many entries there may be before the dead ones are swept out.
    var sweepAt = 64
  }

  private static let record = Locked(Record())

  /// Records `result` with `values` when it is an instance of a class; does nothing otherwise.
  ///
  /// Only a result whose static type is a class counts, as in swift-dependencies: a tuple, an
  /// optional or an existential holding an object is not recorded.
  @inlinable
  static func record<Result>(_ result: Result, values: DependencyValues) {
    // NB: a metadata check, so a scope returning a value type pays next to nothing.
    guard Result.self is AnyClass else { return }
    store(result as AnyObject, values: values)
  }

  @usableFromInline
  static func store(_ object: AnyObject, values: DependencyValues) {
    // NB: pinned like the values a `@Dependency` captures, so that the children built from it
    // later, on any thread, read the defaults of the test that built the object.
    let entry = Entry(object: object, values: values.pinnedToRunningTest)
    record.withLock { record in
      let id = ObjectIdentifier(object)
      // NB: the innermost scope records an object first, and its values are those the object
      // was built with; an outer scope that only passes it along does not change them.
      if let existing = record.entries[id], existing.object === object { return }
      record.entries[id] = entry
      guard record.entries.count >= record.sweepAt else { return }
      record.entries = record.entries.filter { $0.value.object != nil }
      // NB: twice what survives, so sweeping costs O(1) per recording however many live.
      record.sweepAt = max(64, record.entries.count * 2)
    }
  }

  /// The values of the scope that returned `object`, if one did and recorded it.
  static func values(for object: AnyObject) -> DependencyValues? {
    record.withLock { record in
      guard let entry = record.entries[ObjectIdentifier(object)],
        // NB: the identifier of an object that is gone may be reused by a new one.
        entry.object === object
      else { return nil }
      return entry.values
    }
  }

  /// How many objects are recorded, dead or alive, for tests of the sweeping.
  static var count: Int {
    record.withLock { $0.entries.count }
  }
}
