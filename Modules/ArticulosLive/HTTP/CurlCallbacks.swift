import CCurl

/// The C functions libcurl calls during a transfer, each forwarding to its ``CurlTransfer``.
///
/// libcurl takes plain C function pointers, so these closures capture nothing: the transfer
/// comes back from the `void *` user data libcurl hands every call, set by ``CurlConnection``
/// as `Unmanaged.passUnretained(transfer).toOpaque()`. Unretained is enough because the
/// connection holds the transfer until libcurl is done with it.
///
/// ```swift
/// ccurl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, CurlCallbacks.write)
/// ccurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, Unmanaged.passUnretained(t).toOpaque())
/// ```
enum CurlCallbacks {
  /// `CURLOPT_WRITEFUNCTION`: body bytes, capped by ``CurlTransfer/receiveBody(_:)``.
  static let write: curl_write_callback = { data, size, count, userData in
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userData!).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
  }

  /// `CURLOPT_HEADERFUNCTION`: one header line per call.
  static let header: curl_write_callback = { data, size, count, userData in
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userData!).takeUnretainedValue()
    transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
    return size * count
  }

  /// `CURLOPT_XFERINFOFUNCTION`: called often during a transfer; a non-zero return aborts it
  /// with `CURLE_ABORTED_BY_CALLBACK`, which is how a cancelled task stops a busy transfer.
  static let progress: curl_xferinfo_callback = { userData, _, _, _, _ in
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userData!).takeUnretainedValue()
    return transfer.cancellation.isCancelled ? 1 : 0
  }

  /// `CURLOPT_DEBUGFUNCTION`: the verbose trace, redacted by
  /// ``CurlTransfer/receiveTrace(kind:_:)``.
  static let debug: curl_debug_callback = { _, kind, data, size, userData in
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userData!).takeUnretainedValue()
    transfer.receiveTrace(kind: kind, UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }
}
