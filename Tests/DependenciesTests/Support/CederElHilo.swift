import Foundation

/// Gives the processor to other ready threads `veces` times: makes a default slow to compute, so
/// that concurrent first reads overlap the computation, without sleeping for any set time.
///
/// Each round lets the scheduler run another thread that is ready (a reader racing for the same
/// default); with none ready, it returns at once.
///
/// ```swift
/// static var testValue: Int {
///   cederElHilo(100)
///   return computations.increment()
/// }
/// ```
func cederElHilo(_ veces: Int) {
  for _ in 0..<veces { sched_yield() }
}
