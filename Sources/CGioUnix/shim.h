// GIO's Unix input stream, declared alone: its own header lives in the gio-unix-2.0 include folder, and including
// it would import GLib's types a second time beside CWebKitGTK's. The stream is returned untyped; Swift casts it.
void *g_unix_input_stream_new(int fd, int close_fd);
