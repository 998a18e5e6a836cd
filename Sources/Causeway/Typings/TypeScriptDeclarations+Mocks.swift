import CausewayContract

extension TypeScriptDeclarations {
    /// The language of a mocks module.
    public enum MocksLanguage: Sendable {
        /// JavaScript with JSDoc types, which `tsc --checkJs` checks and a browser runs as it is.
        case javaScript
        /// TypeScript, for pages compiled with `tsc`.
        case typeScript
    }

    /// An ES module that registers a web implementation of every method on `causeway.web`, for running the app's
    /// pages without a native side (in a browser): `installMocks(causeway, overrides)`. Each implementation answers a
    /// fixed value of the method's declared result type (an empty string, zero, `false`, an empty array, an object
    /// with its required fields, the first of a string enum's values, `null` for an optional); a stream yields one such
    /// value. TypeScript checks every value against the declarations of ``text``.
    public func mocks(in language: MocksLanguage = .javaScript) -> String {
        let objects = Dictionary(methods.flatMap(\.objects).map { ($0.name, $0) }) { first, _ in first }
        let signature = switch language {
        case .javaScript:
            [
                " * @param {Causeway} causeway",
                " * @param {Partial<CausewayWebImplementations>} [overrides]",
                " * @returns {() => void}",
                " */",
                "export function installMocks(causeway, overrides = {}) {",
            ]
        case .typeScript:
            [
                " */",
                "export function installMocks(",
                "  causeway: Causeway,",
                "  overrides: Partial<CausewayWebImplementations> = {},",
                "): () => void {",
            ]
        }
        var lines = (language == .javaScript ? ["// @ts-check"] : []) + [
            "// Web implementations of this app's native methods, written by `causeway typings --mocks` from their Swift",
            "// types, for running its pages without a native side (in a browser). Each answers a fixed value of the",
            "// declared result type; pass your own implementations in `overrides`.",
            "",
            "/**",
            " * Registers on `causeway.web` the implementation in `overrides`, or the fixed one, of every native method of",
            " * the app. Returns a function that removes them all.",
        ] + signature + ["  const removers = ["]
        for method in methods {
            let name = Self.quoted(method.name)
            let sample = MockValue(objects: objects).javaScript(for: method.result)
            // An object literal right after `=>` would read as a block.
            let body = sample.hasPrefix("{") ? "(\(sample))" : sample
            let fixed = method.kind == .stream ? "() => [\(sample)]" : "() => \(body)"
            let entry = method.kind == .stream ? "handleStream" : "handle"
            lines.append("    causeway.web.\(entry)(\(name), overrides[\(name)] ?? (\(fixed))),")
        }
        lines += [
            "  ];",
            "  return () => removers.forEach((remove) => remove());",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A fixed JavaScript value of a `TypeShape`, for mocks.
private struct MockValue {
    let objects: [String: ObjectShape]

    /// The value's JavaScript text; a named type met again inside itself is `null`.
    func javaScript(for shape: TypeShape, inside: Set<String> = []) -> String {
        switch shape {
        case .string: "\"\""
        case .number: "0"
        case .boolean: "false"
        case .null, .unknown, .optional: "null"
        case .bytes: "new Uint8Array(0)"
        case .array: "[]"
        case .record: "{}"
        case .literals(let values): values.first.map(TypeScriptDeclarations.quoted) ?? "null"
        case .union(let alternatives): alternatives.first.map { javaScript(for: $0, inside: inside) } ?? "null"
        case .named(let name): object(name, inside: inside)
        }
    }

    private func object(_ name: String, inside: Set<String>) -> String {
        guard let object = objects[name], !inside.contains(name) else { return "null" }
        let fields = object.fields.filter { !$0.isOptional }.map { field in
            "\(TypeScriptDeclarations.property(field.name)): \(javaScript(for: field.shape, inside: inside.union([name])))"
        }
        return fields.isEmpty ? "{}" : "{ \(fields.joined(separator: ", ")) }"
    }
}
