#include <webkit/webkit.h>
#include <jsc/jsc.h>
