#include "CCurl.h"

CURLcode causeway_curl_start(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

CURLcode causeway_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode causeway_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode causeway_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode causeway_curl_set_data_callback(CURL *handle, CURLoption option, causeway_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

CURLcode causeway_curl_set_progress_callback(CURL *handle, causeway_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

CURLcode causeway_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

CURLcode causeway_curl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}
