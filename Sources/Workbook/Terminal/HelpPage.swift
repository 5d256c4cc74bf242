import ArgumentParser
import Foundation
import Frames
import Grading

/// `help <command>` in the learner's language. In English it is ArgumentParser's own page; in
/// another language the page is built from the command's description (`_dumpHelp()`, the
/// JSON `--experimental-dump-help` prints), with its discussion and each argument's help a
/// phrase (`help.<command>.discussion`, `help.<command>.--json`, `help.<command>.<exercise>`),
/// and the usage line as ArgumentParser writes it.
enum HelpPage {
    struct Description: Decodable {
        let command: Command
    }

    struct Command: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let arguments: [Argument]?
    }

    struct Argument: Decodable {
        let abstract: String?
        let kind: String
        let names: [Name]?
        let preferredName: Name?
        let valueName: String?
        let shouldDisplay: Bool
    }

    struct Name: Decodable {
        let kind: String
        let name: String

        /// "--json", "-v".
        var spelled: String { kind == "short" ? "-\(name)" : "-\(kind == "long" ? "-" : "")\(name)" }
    }

    static func description(_ type: ParsableCommand.Type) -> Command? {
        try? JSONDecoder().decode(Description.self, from: Data(type._dumpHelp().utf8)).command
    }

    /// How an argument is shown in the page's first column ("<exercise>", "-v, --verbose",
    /// "--submission <folder>").
    static func label(_ argument: Argument) -> String {
        if argument.kind == "positional" { return "<\(argument.valueName ?? "value")>" }
        let names = (argument.names ?? []).sorted { $0.kind == "short" && $1.kind != "short" }.map(\.spelled).joined(separator: ", ")
        return argument.kind == "option" ? "\(names) <\(argument.valueName ?? "value")>" : names
    }

    /// The id of an argument's help: `help.--help` for the help flag every command has,
    /// `help.<command>.<name>` for the others.
    static func id(_ argument: Argument, of command: String) -> String {
        let name = argument.kind == "positional" ? "<\(argument.valueName ?? "value")>" : argument.preferredName?.spelled ?? label(argument)
        return name == "--help" ? "help.--help" : "help.\(command).\(name)"
    }

    /// Every text of the learner commands' pages but their abstracts (which `help` lists, as
    /// `help.command.<name>`): each discussion and each shown argument's help, with its English.
    static func phrases() -> [(id: String, english: String)] {
        var out: [(id: String, english: String)] = []
        for type in WorkbookCommand.learnerCommands + [QuitCommand.self] {
            guard let command = description(type) else { continue }
            if let discussion = command.discussion, !discussion.isEmpty { out.append(("help.\(command.commandName).discussion", discussion)) }
            for argument in command.arguments ?? [] where argument.shouldDisplay {
                guard let abstract = argument.abstract, !abstract.isEmpty else { continue }
                out.append((id(argument, of: command.commandName), abstract))
            }
        }
        return out
    }

    /// The page for `type` in the session's language.
    static func render(_ type: ParsableCommand.Type, in session: Session) -> String {
        let english = type.helpMessage(columns: session.style.width).trimmingCharacters(in: .newlines)
        guard let catalogue = session.catalogue, let command = description(type) else { return english }
        func say(_ id: String, _ text: String) -> String { catalogue.templates[id].flatMap { $0.isEmpty ? nil : $0 } ?? text }
        let width = session.style.width
        let renderer = MarkdownRenderer(style: session.style)
        var lines: [String] = []
        let name = command.commandName
        let abstract = say("help.command.\(name)", command.abstract ?? "")
        lines += renderer.wrap(session.text(Phrase("workbook.help.overview", "OVERVIEW: \(Phrase(verbatim: abstract))")), width: width, indent: "")
        if let discussion = command.discussion, !discussion.isEmpty {
            for paragraph in say("help.\(name).discussion", discussion).components(separatedBy: "\n\n") {
                lines.append("")
                lines += renderer.wrap(paragraph.replacingOccurrences(of: "\n", with: " "), width: width, indent: "")
            }
        }
        // The usage line is syntax: ArgumentParser's, as it is.
        if let usage = english.split(separator: "\n").first(where: { $0.hasPrefix("USAGE: ") }) {
            lines += ["", session.text(Phrase("workbook.help.usage", "USAGE: \(String(usage.dropFirst(7)))"))]
        }
        let shown = (command.arguments ?? []).filter(\.shouldDisplay)
        for (heading, group) in [(Phrase("workbook.help.arguments", "ARGUMENTS:"), shown.filter { $0.kind == "positional" }),
                                 (Phrase("workbook.help.options", "OPTIONS:"), shown.filter { $0.kind != "positional" })] where !group.isEmpty {
            lines += ["", session.text(heading)]
            for argument in group {
                let label = "  " + HelpPage.label(argument)
                let text = say(id(argument, of: name), argument.abstract ?? "")
                let column = 26
                let wrapped = renderer.wrap(text, width: max(width - column, 20), indent: "")
                if DisplayWidth.of(label) + 2 > column {
                    lines.append(label)
                    lines += wrapped.map { String(repeating: " ", count: column) + $0 }
                } else {
                    lines += wrapped.enumerated().map { ($0.offset == 0 ? label + String(repeating: " ", count: column - DisplayWidth.of(label)) : String(repeating: " ", count: column)) + $0.element }
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
