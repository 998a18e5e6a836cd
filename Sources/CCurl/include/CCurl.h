// libcurl's easy interface for Swift: `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot
// call, so each kind of value they take has a typed function here.
#ifndef CCURL_H
#define CCURL_H

#include <curl/curl.h>

/// A body or header callback: `count` items of `size` bytes at `data`; answers how many bytes it took.
typedef size_t (*causeway_curl_data_callback)(char *data, size_t size, size_t count, void *context);
/// A progress callback; answering non-zero stops the transfer.
typedef int (*causeway_curl_progress_callback)(void *context, curl_off_t download_total, curl_off_t downloaded,
                                                curl_off_t upload_total, curl_off_t uploaded);

/// `curl_global_init` with the default parts, once before any handle is made (libcurl counts the calls).
CURLcode causeway_curl_start(void);

CURLcode causeway_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode causeway_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value);
/// A string, a list or a callback's context.
CURLcode causeway_curl_set_pointer(CURL *handle, CURLoption option, const void *value);
/// `CURLOPT_WRITEFUNCTION` or `CURLOPT_HEADERFUNCTION`.
CURLcode causeway_curl_set_data_callback(CURL *handle, CURLoption option, causeway_curl_data_callback callback);
/// `CURLOPT_XFERINFOFUNCTION`.
CURLcode causeway_curl_set_progress_callback(CURL *handle, causeway_curl_progress_callback callback);
CURLcode causeway_curl_get_long(CURL *handle, CURLINFO info, long *value);
CURLcode causeway_curl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value);

#endif
