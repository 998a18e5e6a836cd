public import CWebKitGTK
public import Causeway

/// Shows a page's text in a `GtkLabel` that cannot make its window larger, whatever the text: one line is
/// ellipsized at the end, several lines wrap anywhere and are ellipsized on their last line, and the label asks for
/// no more room than its shape's characters. The only way page text reaches a GTK label, button or window title.
@MainActor
public enum PageTextLabel {
    /// The widest a label asks to be, in characters, whatever its shape: a header's title or a dialog's line.
    private static let widestChars: Int32 = 60

    /// A new label showing `text`, floating until a parent takes it.
    public static func make(_ text: PageText) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(nil)!
        show(text, in: label)
        return label
    }

    /// Shows `text` in `label`, laid out by its shape.
    public static func show(_ text: PageText, in label: UnsafeMutablePointer<GtkWidget>) {
        let label = label.opaque
        gtk_label_set_text(label, text.text)
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(label, min(Int32(clamping: text.shape.characters), widestChars))
        if text.shape.lines > 1 {
            gtk_label_set_wrap(label, 1)
            gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
            gtk_label_set_lines(label, Int32(clamping: text.shape.lines))
        } else {
            gtk_label_set_single_line_mode(label, 1)
        }
    }

    /// Titles `window` with `text`, cut to a title's shape.
    public static func title(_ window: UnsafeMutablePointer<GtkWindow>, _ text: String) {
        gtk_window_set_title(window, PageText(text, .title).text)
    }

    /// Wraps `child` so that it takes the room it wants when there is room, and scrolls sideways when there is not:
    /// a row of a page's items (segments, buttons) then cannot make its window wider than it is.
    static func shrinkable(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scroller.opaque, 1)
        gtk_scrolled_window_set_propagate_natural_height(scroller.opaque, 1)
        gtk_scrolled_window_set_has_frame(scroller.opaque, 0)
        gtk_scrolled_window_set_child(scroller.opaque, child)
        return scroller
    }
}
