/*
 * Checks the page channel's frame binding on the real engine: a page with a same-origin iframe and a sandboxed one
 * (scripts allowed, origin opaque) posts through each frame's `causewayPageChannel`, and each message must carry the
 * frame, the document and the origin whose function was called; then the same-origin iframe gets a new document, and
 * a function the page kept from the old one must still name the old document. Exits 0 when every expectation holds,
 * 1 with the ones that failed.
 *
 *   check EXTENSION_DIR      (scripts/page-channel --check builds and runs it under Xvfb)
 */
#include <webkit/webkit.h>

static GMainLoop *loop;
static int failures;

/* What each message said, by its text. */
typedef struct {
    const char *text;
    guint64 frame;
    gboolean main;
    guint64 document;
    char *origin;
    gboolean seen;
} Seen;

static Seen seen[] = {
    { .text = "main" }, { .text = "reply:ok" }, { .text = "after overwrite: function" }, { .text = "child" },
    { .text = "child via parent" }, { .text = "sandboxed" }, { .text = "sandboxed: parent refused" },
    { .text = "frames: distinct" }, { .text = "kept from the old document" }, { .text = "new document" },
    { .text = "done" },
};

static Seen *find(const char *text)
{
    for (guint i = 0; i < G_N_ELEMENTS(seen); i++)
        if (g_str_equal(seen[i].text, text)) return &seen[i];
    return NULL;
}

static void expect(gboolean holds, const char *what)
{
    if (holds) return;
    failures++;
    fprintf(stderr, "page channel: %s\n", what);
}

static void check(void)
{
    for (guint i = 0; i < G_N_ELEMENTS(seen); i++)
        if (!seen[i].seen) { failures++; fprintf(stderr, "page channel: no message \"%s\"\n", seen[i].text); }
    if (failures) return;
    guint64 top = find("main")->frame, child = find("child")->frame, sandboxed = find("sandboxed")->frame;
    expect(find("main")->main, "the main frame's message does not say it is the main frame");
    expect(g_str_equal(find("main")->origin, "https://app.example") &&
           g_str_equal(find("child")->origin, "https://app.example"), "a frame's message carries another origin");
    expect(g_str_equal(find("sandboxed")->origin, "null"), "the sandboxed frame's message has an origin");
    expect(find("main")->document != find("child")->document && find("child")->document != find("sandboxed")->document
           && find("main")->document != find("sandboxed")->document, "two documents' messages carry the same number");
    expect(find("kept from the old document")->frame == child && find("new document")->frame == child,
           "the iframe's messages after its new document carry another frame");
    expect(find("kept from the old document")->document == find("child")->document,
           "a function kept from the iframe's old document speaks for its new one");
    expect(find("new document")->document != find("child")->document,
           "the iframe's new document has its old document's number");
    expect(!find("child")->main && !find("sandboxed")->main, "an iframe's message says it is the main frame");
    expect(child != top && sandboxed != top && child != sandboxed, "two frames' messages carry the same frame");
    expect(find("reply:ok")->frame == top && find("after overwrite: function")->frame == top,
           "the main frame's later messages carry another frame");
    /* A same-origin frame can call its parent's function, as it can touch anything of its parent's: the message is
       the parent's. */
    expect(find("child via parent")->frame == top, "a call through the parent's function carries the caller's frame");
}

static gboolean received(WebKitWebView *view, WebKitUserMessage *message, gpointer data)
{
    (void)view; (void)data;
    if (!g_str_equal(webkit_user_message_get_name(message), "causeway.page")) return FALSE;
    GVariant *parameters = webkit_user_message_get_parameters(message);
    guint64 frame, document;
    gboolean main;
    const char *origin, *text;
    g_variant_get(parameters, "(tbt&s&s)", &frame, &main, &document, &origin, &text);
    Seen *entry = find(text);
    if (entry == NULL) {
        expect(FALSE, "a message nobody sent");
    } else {
        expect(!entry->seen, "a message came twice");
        entry->seen = TRUE;
        entry->frame = frame;
        entry->main = main;
        entry->document = document;
        entry->origin = g_strdup(origin);
    }
    webkit_user_message_send_reply(message, webkit_user_message_new("causeway.page", g_variant_new_string("ok")));
    if (g_str_equal(text, "done")) g_main_loop_quit(loop);
    return TRUE;
}

static gboolean too_long(gpointer data)
{
    (void)data;
    expect(FALSE, "the page did not say done within 60 s");
    g_main_loop_quit(loop);
    return G_SOURCE_REMOVE;
}

static const char page[] =
    "<!doctype html><script>"
    "causewayPageChannel('main').then((answer) => causewayPageChannel('reply:' + answer));"
    "try { window.causewayPageChannel = null; } catch {}"
    "try { delete window.causewayPageChannel; } catch {}"
    "causewayPageChannel('after overwrite: ' + typeof window.causewayPageChannel);"
    "</script>"
    "<iframe srcdoc=\"<script>causewayPageChannel('child'); parent.causewayPageChannel('child via parent');</script>\">"
    "</iframe>"
    "<iframe sandbox=allow-scripts srcdoc=\"<script>causewayPageChannel('sandboxed');"
    " try { parent.causewayPageChannel('sandboxed via parent'); } catch { causewayPageChannel('sandboxed: parent refused'); }"
    "</script>\"></iframe>"
    "<script>window.addEventListener('load', () => {"
    " causewayPageChannel('frames: ' + (frames[0].causewayPageChannel === causewayPageChannel ? 'same' : 'distinct'));"
    " const kept = frames[0].causewayPageChannel, iframe = document.querySelector('iframe');"
    " iframe.onload = () => {"
    "  kept('kept from the old document'); frames[0].causewayPageChannel('new document'); causewayPageChannel('done');"
    " };"
    " iframe.srcdoc = '<p>a new document</p>'; });</script>";

int main(int argc, char **argv)
{
    if (argc != 2) { fprintf(stderr, "usage: check EXTENSION_DIR\n"); return 2; }
    gtk_init();
    /* WebKit's sandbox lets the web process read the folder only by its absolute path. */
    char *folder = g_canonicalize_filename(argv[1], NULL);
    webkit_web_context_set_web_process_extensions_directory(webkit_web_context_get_default(), folder);
    g_free(folder);
    WebKitWebView *view = WEBKIT_WEB_VIEW(webkit_web_view_new());
    g_object_ref_sink(view);
    g_signal_connect(view, "user-message-received", G_CALLBACK(received), NULL);
    webkit_web_view_load_html(view, page, "https://app.example/");
    loop = g_main_loop_new(NULL, FALSE);
    g_timeout_add_seconds(60, too_long, NULL);
    g_main_loop_run(loop);
    check();
    g_object_unref(view);
    if (failures) return 1;
    printf("page channel: each message carries the frame, document and origin that sent it (main frame, same-origin "
           "iframe, sandboxed iframe, a new document in the iframe)\n");
    return 0;
}
