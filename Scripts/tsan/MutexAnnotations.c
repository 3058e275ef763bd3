// Makes the contended paths of Swift's `Synchronization.Mutex` visible to ThreadSanitizer.
//
// On Linux, `Mutex.withLock` is inlined into the caller (and so instrumented) except for its
// slow paths, `_MutexHandle._lockSlow` and `_unlockSlow`, which live in the uninstrumented
// libswiftSynchronization.so and wait on a futex. When two threads contend for a lock, the
// hand-over happens there, unseen, and ThreadSanitizer reports every access made under the
// lock as a data race. Scripts/test-tsan.sh preloads this library: each wrapper calls the real
// function and tells ThreadSanitizer about the acquire or release on the lock's word, the same
// address the inlined fast paths use, so both paths order accesses alike.
//
// The symbols are Swift's: mangled names, the Swift calling convention, `self` (the address of
// the lock word) in the context register. Scripts/tsan/Canary.swift checks, before every run,
// that this still holds for the toolchain in use.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// Weak: the library is also loaded into processes without ThreadSanitizer (`swift test` itself,
// the servers the tests start), where these are absent and nothing needs telling.
extern void __tsan_acquire(void *address) __attribute__((weak));
extern void __tsan_release(void *address) __attribute__((weak));

#define SWIFTCALL __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define TRY_LOCK_SLOW "$s15Synchronization12_MutexHandleV12_tryLockSlowSbyF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

typedef SWIFTCALL void (*LockSlow)(uint32_t, void *SWIFT_SELF);
typedef SWIFTCALL bool (*TryLockSlow)(void *SWIFT_SELF);
typedef SWIFTCALL void (*UnlockSlow)(void *SWIFT_SELF);

static void *real_function(const char *name) {
  void *function = dlsym(RTLD_NEXT, name);
  if (function == NULL) {
    fprintf(stderr, "MutexAnnotations: %s not found after this library\n", name);
    abort();
  }
  return function;
}

// Resolved on first use: a process that never contends for a Mutex never looks them up.
#define REAL(type, name)                                                                       \
  ({                                                                                           \
    static type cached;                                                                        \
    type function = __atomic_load_n(&cached, __ATOMIC_ACQUIRE);                                \
    if (function == NULL) {                                                                    \
      function = (type)real_function(name);                                                    \
      __atomic_store_n(&cached, function, __ATOMIC_RELEASE);                                   \
    }                                                                                          \
    function;                                                                                  \
  })

SWIFTCALL void articulos_lock_slow(uint32_t owner, void *SWIFT_SELF word) __asm__(LOCK_SLOW);
SWIFTCALL void articulos_lock_slow(uint32_t owner, void *SWIFT_SELF word) {
  REAL(LockSlow, LOCK_SLOW)(owner, word);
  if (__tsan_acquire) __tsan_acquire(word);
}

SWIFTCALL bool articulos_try_lock_slow(void *SWIFT_SELF word) __asm__(TRY_LOCK_SLOW);
SWIFTCALL bool articulos_try_lock_slow(void *SWIFT_SELF word) {
  bool locked = REAL(TryLockSlow, TRY_LOCK_SLOW)(word);
  if (locked && __tsan_acquire) __tsan_acquire(word);
  return locked;
}

SWIFTCALL void articulos_unlock_slow(void *SWIFT_SELF word) __asm__(UNLOCK_SLOW);
SWIFTCALL void articulos_unlock_slow(void *SWIFT_SELF word) {
  if (__tsan_release) __tsan_release(word);
  REAL(UnlockSlow, UNLOCK_SLOW)(word);
}
