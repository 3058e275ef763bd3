import Foundation

/// Runs `cuerpo` on `cantidad` new threads at once and waits for all of them without blocking
/// the calling task.
///
/// Unlike `DispatchQueue.concurrentPerform`, no call runs on the calling task's thread, so every
/// call runs outside any task, like work that a callback or a queue started.
///
/// ```swift
/// await enHilosNuevos(64) { hilo in
///   dependencias.yield { leer(hilo) }
/// }
/// ```
func enHilosNuevos(_ cantidad: Int, _ cuerpo: @escaping @Sendable (Int) -> Void) async {
  await withCheckedContinuation { (terminados: CheckedContinuation<Void, Never>) in
    let grupo = DispatchGroup()
    for hilo in 0..<cantidad {
      grupo.enter()
      Thread.detachNewThread {
        cuerpo(hilo)
        grupo.leave()
      }
    }
    grupo.notify(queue: .global()) { terminados.resume() }
  }
}
