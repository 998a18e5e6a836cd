/*
 * A page→native channel without an isolated world: a WebKitGTK web process extension that gives each frame's page
 * world a function bound to that frame, `causewayPageChannel(text)`, which carries `text` to the UI process as a
 * user message and returns a promise of the reply's text.
 *
 * The function is defined on `window-object-cleared` of the default script world, once for each frame and each of its
 * documents, before any page script runs in that document, and it holds what it was made for: the frame, a number
 * for the document (counted in this web process) and the document's origin, read then. Page script can call it, but
 * cannot make it speak for another frame or document: a function kept from a document the frame has left still
 * names that document. The property is neither writable nor configurable, so page script cannot replace it either.
 * A frame of the same origin can still reach its parent's function (`parent.causewayPageChannel`), as it can reach
 * anything of its parent's.
 *
 * The UI process receives `causeway.page` messages on WebKitWebView's `user-message-received` signal, with the
 * parameters `(tbtss)`: the frame's id, whether it is the main frame, the document's number, its origin (`null` for
 * an opaque one) and the text; it answers with `webkit_user_message_send_reply`, whose parameters are a string
 * (`s`). A message the UI process does not answer, or answers with another type, rejects the promise.
 *
 * Built by scripts/page-channel into a folder the UI process names with
 * `webkit_web_context_set_web_process_extensions_directory` before its first web process starts.
 */
#include <webkit/webkit-web-process-extension.h>

#define CHANNEL_FUNCTION "causewayPageChannel"
#define CHANNEL_MESSAGE "causeway.page"

/* What each document's function holds: the page it belongs to (by id, looked up at each call), the frame, and the
   document's number and origin. */
typedef struct {
    WebKitWebProcessExtension *extension;
    guint64 page_id;
    guint64 frame_id;
    gboolean is_main_frame;
    guint64 document;
    char *origin;
} FrameBinding;

/* The documents bound so far in this web process. */
static guint64 documents;

/* One message on its way: the settling functions of the promise that waits for its reply. */
typedef struct {
    JSCValue *resolve;
    JSCValue *reject;
} PendingReply;

static void binding_free(gpointer data)
{
    FrameBinding *binding = data;
    g_free(binding->origin);
    g_free(binding);
}

static void keep_settlers(JSCValue *resolve, JSCValue *reject, gpointer data)
{
    PendingReply *pending = data;
    pending->resolve = g_object_ref(resolve);
    pending->reject = g_object_ref(reject);
}

static void settle(JSCValue *function, JSCValue *argument)
{
    JSCValue *result = jsc_value_function_call(function, JSC_TYPE_VALUE, argument, G_TYPE_NONE);
    g_object_unref(result);
}

static void reject_with(PendingReply *pending, const char *text)
{
    JSCContext *context = jsc_value_get_context(pending->reject);
    JSCValue *error = jsc_value_new_string(context, text);
    settle(pending->reject, error);
    g_object_unref(error);
}

static void replied(GObject *source, GAsyncResult *result, gpointer data)
{
    PendingReply *pending = data;
    GError *error = NULL;
    WebKitUserMessage *reply = webkit_web_page_send_message_to_view_finish(WEBKIT_WEB_PAGE(source), result, &error);
    if (reply == NULL) {
        reject_with(pending, error ? error->message : "no reply");
        g_clear_error(&error);
    } else {
        GVariant *parameters = webkit_user_message_get_parameters(reply);
        if (parameters != NULL && g_variant_is_of_type(parameters, G_VARIANT_TYPE_STRING)) {
            gsize length = 0;
            const char *text = g_variant_get_string(parameters, &length);
            JSCValue *value = jsc_value_new_string(jsc_value_get_context(pending->resolve), text);
            settle(pending->resolve, value);
            g_object_unref(value);
        } else {
            reject_with(pending, "the reply is not text");
        }
        g_object_unref(reply);
    }
    g_object_unref(pending->resolve);
    g_object_unref(pending->reject);
    g_free(pending);
}

/* `causewayPageChannel(text)`: JavaScriptCore converts the argument to a string. */
static JSCValue *post(const char *text, gpointer data)
{
    FrameBinding *binding = data;
    JSCContext *context = jsc_context_get_current();
    PendingReply *pending = g_new0(PendingReply, 1);
    JSCValue *promise = jsc_value_new_promise(context, keep_settlers, pending);
    WebKitWebPage *page = webkit_web_process_extension_get_page(binding->extension, binding->page_id);
    if (page == NULL) {
        reject_with(pending, "the page is gone");
        g_object_unref(pending->resolve);
        g_object_unref(pending->reject);
        g_free(pending);
        return promise;
    }
    GVariant *parameters = g_variant_new("(tbtss)", binding->frame_id, binding->is_main_frame, binding->document,
                                         binding->origin, text ? text : "");
    WebKitUserMessage *message = webkit_user_message_new(CHANNEL_MESSAGE, parameters);
    webkit_web_page_send_message_to_view(page, message, NULL, replied, pending);
    return promise;
}

static void window_object_cleared(WebKitScriptWorld *world, WebKitWebPage *page, WebKitFrame *frame, gpointer data)
{
    WebKitWebProcessExtension *extension = data;
    JSCContext *context = webkit_frame_get_js_context_for_script_world(frame, world);
    FrameBinding *binding = g_new0(FrameBinding, 1);
    binding->extension = extension;
    binding->page_id = webkit_web_page_get_id(page);
    binding->frame_id = webkit_frame_get_id(frame);
    binding->is_main_frame = webkit_frame_is_main_frame(frame);
    binding->document = ++documents;
    /* No page script has run in this document yet, so `self.origin` is the document's own. */
    JSCValue *origin = jsc_context_evaluate(context, "self.origin", -1);
    binding->origin = origin && jsc_value_is_string(origin) ? jsc_value_to_string(origin) : g_strdup("null");
    g_clear_object(&origin);
    JSCValue *function = jsc_value_new_function(context, CHANNEL_FUNCTION, G_CALLBACK(post), binding, binding_free,
                                                JSC_TYPE_VALUE, 1, G_TYPE_STRING);
    JSCValue *global = jsc_context_get_global_object(context);
    jsc_value_object_define_property_data(global, CHANNEL_FUNCTION, 0, function);
    g_object_unref(global);
    g_object_unref(function);
    g_object_unref(context);
}

G_MODULE_EXPORT void webkit_web_process_extension_initialize(WebKitWebProcessExtension *extension)
{
    g_signal_connect(webkit_script_world_get_default(), "window-object-cleared", G_CALLBACK(window_object_cleared),
                     extension);
}
