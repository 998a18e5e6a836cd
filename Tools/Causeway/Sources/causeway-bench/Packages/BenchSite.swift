import Foundation

/// The pages the package benchmark loads, written to disk.
enum BenchSite {
    /// A page that is ready once its `assets` scripts and style sheets have loaded, as an app's first page is.
    static func write(in folder: URL, assets: Int) throws -> URL {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        var head = ""
        for index in 0..<assets {
            if index % 3 == 0 {
                head += "<link rel=stylesheet href=\"assets/\(index).css\">\n"
                try Data(String(repeating: ".rule-\(index) { margin: 1px; }\n", count: 300).utf8)
                    .write(to: folder.appendingPathComponent("assets/\(index).css"))
            } else {
                head += "<script src=\"assets/\(index).js\"></script>\n"
                try Data(String(repeating: "window.loaded = (window.loaded || 0) + \(index);\n", count: 300).utf8)
                    .write(to: folder.appendingPathComponent("assets/\(index).js"))
            }
        }
        try Data("<!doctype html><html><head><meta charset=utf-8><title>bench</title>\n\(head)</head><body>ready</body></html>".utf8)
            .write(to: folder.appendingPathComponent("index.html"))
        try Data(nextPage.utf8).write(to: folder.appendingPathComponent("next.html"))
        return folder
    }

    /// The page the opening benchmark opens: it notes the start of its first animation frame once it is visible.
    static let nextPage = """
        <!doctype html><html><head><meta charset=utf-8><title>next</title></head>
        <body style="background: #3465a4; color: white"><h1>next</h1><script>
        causeway.on("nav.visible", () => requestAnimationFrame(() => {
          window.paintedAt = performance.timeOrigin + performance.now();
        }));
        </script></body></html>
        """

    /// A 5 MB app: 40 scripts of 50 kB and 30 images of 100 kB, the images as incompressible as real ones.
    static func writeApp(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("js"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        try Data("<!doctype html><title>app</title>".utf8).write(to: folder.appendingPathComponent("index.html"))
        for index in 0..<40 {
            let line = "export function f\(index)(x) { return x * \(index) + Math.sqrt(x); }\n"
            try Data(String(repeating: line, count: 50_000 / line.utf8.count).utf8)
                .write(to: folder.appendingPathComponent("js/\(index).js"))
        }
        for index in 0..<30 { try randomBytes(100_000).write(to: folder.appendingPathComponent("img/\(index).jpg")) }
    }

    /// The change of a typical release: one script edited, one image replaced.
    static func changeOneScriptAndOneImage(in folder: URL) throws {
        let script = folder.appendingPathComponent("js/7.js")
        try (try Data(contentsOf: script) + Data("export const release = 2;\n".utf8)).write(to: script)
        try randomBytes(100_000).write(to: folder.appendingPathComponent("img/3.jpg"))
    }

    private static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return (0..<(count / 8)).map { _ in generator.next() as UInt64 }.withUnsafeBytes { Data($0) }
    }
}
