/// What a test needs from the platform it runs on, for `.enabled(if:)`.
///
/// ```swift
/// @Test(.enabled(if: Plataforma.esLinux, "reads /proc/<pid>/cmdline, which only Linux has"))
/// ```
public enum Plataforma {
  /// Linux: `/proc`, `strace` and Debian's paths exist. CI runs here, so tests behind this run.
  public static var esLinux: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }
}
