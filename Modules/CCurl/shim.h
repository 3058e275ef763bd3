#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

// Swift cannot call C variadic functions, and curl_easy_setopt / curl_easy_getinfo are variadic
// (with type-checking macros on top under GCC and clang). Each wrapper below fixes the type of
// the last argument, so Swift imports an ordinary function. They are `static inline`: clang
// compiles them into the Swift module that imports CCurl, and no C target is needed.

static inline CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option,
                                               curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

// libcurl copies string options (except CURLOPT_POSTFIELDS), so `value` may be freed after.
static inline CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option,
                                                const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option,
                                               struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

// Used for both CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION (same signature).
static inline CURLcode ccurl_easy_setopt_write_callback(CURL *handle, CURLoption option,
                                                        curl_write_callback value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_xferinfo_callback(CURL *handle,
                                                           curl_xferinfo_callback value) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode ccurl_easy_setopt_debug_callback(CURL *handle,
                                                        curl_debug_callback value) {
  return curl_easy_setopt(handle, CURLOPT_DEBUGFUNCTION, value);
}

static inline CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ccurl_easy_getinfo_off_t(CURL *handle, CURLINFO info,
                                                curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ccurl_easy_getinfo_double(CURL *handle, CURLINFO info, double *value) {
  return curl_easy_getinfo(handle, info, value);
}

// The string belongs to the handle and stays valid until the next transfer or cleanup.
static inline CURLcode ccurl_easy_getinfo_string(CURL *handle, CURLINFO info,
                                                 const char **value) {
  return curl_easy_getinfo(handle, info, value);
}

// CURLVERSION_NOW is a macro naming the newest layout this header knows.
static inline const curl_version_info_data *ccurl_version_info(void) {
  return curl_version_info(CURLVERSION_NOW);
}

// CURLMsg carries its result in a union; reading it here keeps the Swift side plain.
static inline CURLcode ccurl_multi_message_result(const CURLMsg *message) {
  return message->data.result;
}

#endif
