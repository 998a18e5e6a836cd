// zlib, for inflating packages' compressed entries within their bounds.
#include <zlib.h>
