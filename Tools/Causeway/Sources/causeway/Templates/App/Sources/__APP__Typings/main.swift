// Writes the page's declarations from the app's native plugins: web/app.d.ts (each method with its argument and
// result types), web/app.mocks.ts (web implementations, for running the pages in a browser) and web/runtime (the
// page runtime, its declarations and its ES module). Run it after changing a plugin: `swift run __APP__Typings`.
import Causeway
import Foundation
import __APP__Plugins

let web = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "web")
let declarations = TypeScriptDeclarations(plugins: __APP__App.plugins(), includingContainerBuiltIns: true)
let runtime = web.appendingPathComponent("runtime")
try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
for (text, path) in [(declarations.text, "app.d.ts"), (declarations.mocks(in: .typeScript), "app.mocks.ts")] {
    try text.write(to: web.appendingPathComponent(path), atomically: true, encoding: .utf8)
}
for file in RuntimeScripts.moduleFiles {
    try file.text.write(to: runtime.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
}
print("wrote \(web.path)/app.d.ts, app.mocks.ts and runtime/")
