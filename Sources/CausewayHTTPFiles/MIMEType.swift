/// Content types for the files a web app is made of.
public enum MIMEType {
    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8", "json": "application/json", "txt": "text/plain; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif",
        "webp": "image/webp", "ico": "image/x-icon", "wasm": "application/wasm", "woff": "font/woff",
        "woff2": "font/woff2", "ttf": "font/ttf", "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg",
        "wav": "audio/wav", "pdf": "application/pdf", "xml": "application/xml",
    ]

    /// The content type for a file extension; unknown extensions are served as bytes.
    public static func forPathExtension(_ pathExtension: String) -> String {
        byExtension[pathExtension.lowercased()] ?? "application/octet-stream"
    }
}
