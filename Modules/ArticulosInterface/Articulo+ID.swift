import Foundation

extension Articulo {
  /// The identity of an article: non-empty text of at most 200 characters.
  ///
  /// New articles get a UUID; imported ones keep theirs. It encodes as plain text.
  ///
  /// ```swift
  /// let nuevo = Articulo.ID(UUID())
  /// let conocido: Articulo.ID = "0b6b2f0e-3c1d-4a3e-9d7a-1f2c3b4d5e6f"
  /// ```
  public struct ID: RawRepresentable, Codable, Hashable, Sendable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
  {
    /// The id as text.
    public var rawValue: String

    /// Wraps text as an id. The text is not checked here; ``Articulo/problemas`` does.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An id from a UUID, in lowercase as servers usually print them.
    ///
    /// ```swift
    /// let id = Articulo.ID(UUID(0))  // 00000000-0000-0000-0000-000000000000
    /// ```
    public init(_ uuid: UUID) { self.rawValue = uuid.uuidString.lowercased() }

    /// An id written in code.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The id as text.
    public var description: String { rawValue }

    /// Ids sort as text, the order the server lists them in.
    ///
    /// ```swift
    /// ("a10" as Articulo.ID) < "a2"  // true: text order, not numeric
    /// ```
    public static func < (lhs: ID, rhs: ID) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
