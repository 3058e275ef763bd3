/// Stops the fuzzer when a promise of the code under test is broken.
///
/// A trap is what libFuzzer recognises as a crash: it saves the input that caused it. A
/// harness calls this for every property it checks, beyond "does not crash".
///
/// ```swift
/// exigir(segunda == primera, "a second round trip changed the article: \(segunda)")
/// ```
func exigir(
  _ condicion: @autoclosure () -> Bool, _ mensaje: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condicion() { fatalError(mensaje(), file: file, line: line) }
}
