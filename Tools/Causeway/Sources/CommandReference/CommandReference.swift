public import ArgumentParser

/// Every command's help under some root commands, from the argument parser's own definitions, as one markdown page:
/// what `causeway reference` writes to docs/commands.md and `causeway-bench reference` to docs/bench-commands.md.
public enum CommandReference {
    /// The width help text is wrapped at, whatever the terminal's.
    public static let columns = 100

    /// The page: `heading` (its title and what it is, as markdown), a contents list, then each command of each root
    /// shown to users, depth first, with its help.
    public static func page(heading: String, of roots: [any ParsableCommand.Type]) -> String {
        let commands = roots.map { root in (root, shown(below: root, path: [name(of: root)])) }
        var page = heading + "\n\n"
        for (_, entries) in commands {
            for entry in entries {
                let indent = String(repeating: "  ", count: entry.path.count - 2)
                let words = entry.path.joined(separator: " ")
                page += "\(indent)- [`\(words)`](#\(anchor(entry.path))): \(entry.command.configuration.abstract)\n"
            }
        }
        for (root, entries) in commands {
            for entry in entries {
                page += "\n## \(entry.path.joined(separator: " "))\n\n```text\n"
                page += root.helpMessage(for: entry.command, includeHidden: false, columns: columns).trimmingSuffix()
                page += "\n```\n"
            }
        }
        return page
    }

    /// A command the reference shows, with the words that call it.
    private struct Entry {
        let path: [String]
        let command: any ParsableCommand.Type
    }

    /// The commands under `command` that its help lists, each with its words, depth first.
    private static func shown(below command: any ParsableCommand.Type, path: [String]) -> [Entry] {
        var entries: [Entry] = []
        for sub in command.configuration.subcommands where sub.configuration.shouldDisplay {
            let subPath = path + [name(of: sub)]
            entries.append(Entry(path: subPath, command: sub))
            entries += shown(below: sub, path: subPath)
        }
        return entries
    }

    /// The word that calls `command`.
    private static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? command._commandName
    }

    /// The anchor GitHub gives a heading of these words.
    private static func anchor(_ path: [String]) -> String {
        path.joined(separator: "-")
    }
}

extension String {
    /// The text without the white space at its end.
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
