// A JavaScriptCore shell for scripts/runtime-bench: evaluates each file in one context, then calls __turn() until it
// returns false, and prints globalThis.__out. `__now()` is the monotonic clock in milliseconds.
#include <jsc/jsc.h>
#include <stdio.h>
static double now_ms(void) { return g_get_monotonic_time() / 1000.0; }
static void check(JSCContext *ctx) {
  JSCException *e = jsc_context_get_exception(ctx);
  if (e) { fprintf(stderr, "exception: %s\n", jsc_exception_report(e)); jsc_context_clear_exception(ctx); }
}
int main(int argc, char **argv) {
  JSCContext *ctx = jsc_context_new();
  JSCValue *f = jsc_value_new_function(ctx, "now", G_CALLBACK(now_ms), NULL, NULL, G_TYPE_DOUBLE, 0);
  jsc_context_set_value(ctx, "__now", f);
  for (int i = 1; i < argc; i++) {
    gchar *text; gsize len;
    if (!g_file_get_contents(argv[i], &text, &len, NULL)) { fprintf(stderr, "cannot read %s\n", argv[i]); return 1; }
    JSCValue *v = jsc_context_evaluate_with_source_uri(ctx, text, len, argv[i], 1);
    check(ctx); g_object_unref(v); g_free(text);
  }
  for (;;) {
    JSCValue *v = jsc_context_evaluate(ctx, "typeof __turn === 'function' && __turn()", -1);
    check(ctx);
    gboolean more = jsc_value_to_boolean(v); g_object_unref(v);
    if (!more) break;
  }
  JSCValue *out = jsc_context_evaluate(ctx, "String(globalThis.__out ?? '')", -1);
  char *s = jsc_value_to_string(out); printf("%s\n", s); g_free(s);
  return 0;
}
