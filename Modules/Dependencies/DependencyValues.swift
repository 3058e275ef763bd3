/// Every dependency a program uses, indexed by type.
///
/// To step through the idea without the speed-ups, read the plain reference container in
/// `Tests/DependenciesTests/Reference/ValoresDeReferencia.swift`: a dictionary in a task-local,
/// a subscript that falls back to the context's default, and `withDependencies`.
///
/// `DependencyValues` is a dictionary indexed by types: it maps key types (``DependencyKey`` and
/// ``TestDependencyKey`` conformers) to values, so a read can only return what its key declares,
/// and a key always has a default, so no dependency is ever "not registered".
///
/// Register a dependency with a key and a key-path accessor:
///
/// ```swift
/// extension DependencyValues {
///   public var clienteArticulos: ClienteArticulos {
///     get { self[ClienteArticulos.self] }
///     set { self[ClienteArticulos.self] = newValue }
///   }
/// }
/// ```
///
/// Read it with ``Dependency``, and override it for a scope with
/// ``withDependencies(_:operation:)-4uz6m``. The values in effect live in a task-local, so they
/// follow the code that runs inside a scope, including the child tasks it starts.
///
/// Defaults (the key's live, preview or test value, by ``context``) are computed once per key
/// and context and cached. A cached default that read another dependency while it was computed
/// is recomputed in a scope that overrides that dependency, so it never goes stale.
public struct DependencyValues: Sendable {
  // A dictionary indexed by types.

  /// The values, by key type: conceptually `[ObjectIdentifier: any Sendable]`.
  ///
  /// The identifier is a key type's (`ObjectIdentifier(Key.self)`), and the value is one of the
  /// key's `Value` type: an override this scope set, or a default computed before. The subscript
  /// below is a lookup in it, and an assignment to it:
  ///
  /// ```swift
  /// storage[Numero.self]                          // dictionary[ObjectIdentifier(Numero.self)]
  /// storage = storage.setting(3, for: Numero.self)  // dictionary[ObjectIdentifier(Numero.self)] = 3
  /// ```
  ///
  /// It behaves like a dictionary and is not one only for speed: `Internal/FastStorage/` holds
  /// the speed-ups, each file saying why it exists and what the benchmark measures of it. The
  /// plain version, a `[ObjectIdentifier: any Sendable]` in a task-local in under 100 lines, is
  /// `Tests/DependenciesTests/Reference/ValoresDeReferencia.swift`; the scope, inheritance and
  /// context tests run against it and against this type alike.
  @usableFromInline var storage: Storage

  /// Reads or overrides the value stored under `key`.
  ///
  /// Key-path accessors call it; the extra parameters let messages name the accessor and the
  /// place of the read.
  ///
  /// ```swift
  /// extension DependencyValues {
  ///   var baseDatosAnalitica: Base {
  ///     get { self[BaseDatosAnalitica.self] }
  ///     set { self[BaseDatosAnalitica.self] = newValue }
  ///   }
  /// }
  /// ```
  @inlinable
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      // Look the key's type up: an override of this scope, or a default computed before.
      if let value = storage[key] { return value }
      // Not there yet: compute the key's default for the context, once, and keep it.
      return defaultValue(
        for: key,
        reading: Reading(
          accessor: function, fileID: fileID, filePath: filePath, line: line, column: column))
    }
    set {
      // Store under the key's type. Storage never changes in place (so copying these values in
      // and out of the task-local costs one reference): a write makes a new one.
      storage = storage.setting(newValue, for: key)
    }
  }

  // Where the values live, and what else they carry.

  /// The values in effect for the running task: the task-local every scope sets.
  ///
  /// Prefer ``Dependency`` to read, and ``withDependencies(_:operation:)-4uz6m`` to override;
  /// this exists for tools that must see or install the whole container. Its projection
  /// `$_current` is the task-local itself, so values captured earlier can be put back in effect
  /// as they are:
  ///
  /// ```swift
  /// let valores = DependencyValues._current
  /// DispatchQueue.global().async {
  ///   DependencyValues.$_current.withValue(valores) {
  ///     // reads here see the values captured above
  ///   }
  /// }
  /// ```
  @TaskLocal public static var _current = DependencyValues()

  /// The values in effect for the running task: ``_current`` under the name this module uses.
  @inlinable static var current: DependencyValues { _current }

  /// Whether a `withDependencies` or `prepareDependencies` block is assigning values now.
  @usableFromInline var isSetting = false
  /// Where the `@Dependency` being read was declared, for messages.
  @usableFromInline var site: DependencySite?

  /// Creates empty values with a cache of their own: every read computes a fresh default.
  ///
  /// Tests rarely need this; the `.dependencies` test trait gives each test its own values.
  ///
  /// ```swift
  /// let valores = DependencyValues()
  /// print(valores.context)  // the detected context
  /// ```
  public init() {
    self.storage = Storage()
  }

  /// The context defaults are chosen for: live, preview or test.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.context = .preview
  /// } operation: {
  ///   // every dependency read here that is not overridden uses its preview value
  /// }
  /// ```
  public var context: DependencyContext {
    get { storage.context }
    set { storage = storage.setting(context: newValue) }
  }
}

// Defaults: what a key holds until something overrides it.

extension DependencyValues {
  /// Records reads while a default value is computed.
  var tracker: ReadTracker? { storage.tracker }
  /// The defaults computed so far.
  var cache: CachedValues { storage.cache }
  /// The read whose default is being computed, for the messages of `testValue` and `liveValue`.
  var reading: Reading { storage.tracker?.reading ?? Reading() }

  /// Computes, or waits for, the default of `key`: the slow path of the subscript.
  @usableFromInline
  func defaultValue<Key: TestDependencyKey>(for key: Key.Type, reading: Reading) -> Key.Value {
    var reading = reading
    if let site {
      // A `@Dependency` property is reading: blame its declaration rather than the accessor.
      reading.fileID = site.fileID
      reading.filePath = site.filePath
      reading.line = site.line
      reading.column = site.column
    }
    let id = ObjectIdentifier(key)
    tracker?.record(id)
    let context = self.context
    let cacheKey = CacheKey(key: id, context: context)
    let (cached, shared) = cache.scoped(for: storage.scopeContext).value(
      for: cacheKey,
      compute: { computeDefault(for: key, context: context, reading: reading) },
      // NB: a default computed here with an overridden dependency is this scope's, not
      // everyone's: it is kept for this scope only, and other scopes compute their own.
      isShared: { !storage.isStale($0) })
    tracker?.record(contentsOf: cached.readKeys)
    if !shared {
      return storage.derivedValue(for: cacheKey) { cached.box }.unbox(as: Key.Value.self)
    }
    if storage.isStale(cached) {
      // The cached default read a dependency this scope overrides: compute it again, for this
      // scope, once.
      return storage.derivedValue(for: cacheKey) {
        computeDefault(for: key, context: context, reading: reading).box
      }
      .unbox(as: Key.Value.self)
    }
    return cached.box.unbox(as: Key.Value.self)
  }

  /// Computes the default of `key` for `context` with these values in effect, recording what it
  /// reads.
  private func computeDefault<Key: TestDependencyKey>(
    for key: Key.Type, context: DependencyContext, reading: Reading
  ) -> CachedValue {
    var values = self
    let tracker = ReadTracker(reading: reading)
    values.storage = storage.setting(tracker: tracker)
    values.site = nil
    let value = DependencyValues.$_current.withValue(values) { () -> Key.Value in
      switch context {
      case .live:
        if let liveKey = key as? any DependencyKey.Type {
          return liveValue(of: liveKey) as! Key.Value
        }
        reportIssue(
          """
          \(reading.subject(for: key)) has no live implementation, but was accessed from a \
          live context.

          To fix, either conform '\(typeName(key))' to 'DependencyKey' with a 'liveValue' and \
          link the module that declares it into this program, or override \
          \(reading.overrideTarget(for: key)) with 'prepareDependencies' at the entry point or \
          'withDependencies' for a scope. Its test value is used instead.
          """,
          fileID: reading.fileID, filePath: reading.filePath, line: reading.line,
          column: reading.column)
        return key.testValue
      case .preview:
        return key.previewValue
      case .test:
        return key.testValue
      }
    }
    return CachedValue(box: Box(value), readKeys: tracker.finish())
  }
}

/// The live value of a key known to have one.
private func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
  key.liveValue
}

// Scopes: values inherited, merged and pinned.

extension DependencyValues {
  /// These values, with `other`'s overrides winning over these.
  @usableFromInline
  func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    if other.storage.isEmpty {
      if let tracker = other.tracker, tracker !== self.tracker {
        merged.storage = storage.setting(tracker: tracker)
      }
      return merged
    }
    merged.storage = storage.overridden(by: other.storage)
    return merged
  }

  /// These values with the defaults of the test running now, for values that travel to threads
  /// which cannot tell which test is running (a GCD queue, a `Thread`). The same values outside
  /// tests.
  @usableFromInline
  var pinnedToRunningTest: DependencyValues {
    let pinned = storage.pinnedToRunningTest()
    guard pinned !== storage else { return self }
    var values = self
    values.storage = pinned
    return values
  }

  /// Whether `other` holds exactly these overrides and this cache.
  @inlinable
  func isIdentical(to other: DependencyValues) -> Bool {
    storage === other.storage
  }

  /// These values with a cache of their own, so defaults are computed again inside.
  ///
  /// For test tools: the `.dependencies` test traits of `DependenciesTestSupport` give each test
  /// fresh defaults this way, so a test never sees a default another test created or changed.
  ///
  /// ```swift
  /// try await withDependencies {
  ///   $0 = $0._withFreshDefaults()
  /// } operation: {
  ///   try await prueba()
  /// }
  /// ```
  public func _withFreshDefaults() -> DependencyValues {
    var values = self
    // NB: pinned to the running test at once, so values captured in the test are identical.
    values.storage = storage.setting(cache: CachedValues()).pinnedToRunningTest()
    return values
  }
}
