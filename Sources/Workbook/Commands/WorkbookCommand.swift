import ArgumentParser
import Foundation

/// A command that runs against a session (the same in one-shot and REPL use).
public protocol SessionCommand: ParsableCommand {
    func run(in session: Session) throws
}

extension SessionCommand {
    /// As a subcommand (`workbook check`): the same as a line typed in the REPL.
    public func run() throws {
        let session = try CommandLineSession.open()
        let code = Dispatcher.perform(self, in: session)
        if code != 0 { throw ExitCode(code) }
    }
}

/// Opens the session of a one-shot subcommand: the checkout around the current directory.
public enum CommandLineSession {
    /// Set by the executable: its own path (to find `Modules` and the grader).
    nonisolated(unsafe) public static var executable: URL?

    public static func open() throws -> Session {
        do {
            let input: LineInput? = isatty(STDIN_FILENO) == 1 ? StandardInput() : nil
            let session = try Session.open(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), executable: executable,
                                           output: StandardOutput(), style: .detect(), input: input)
            SessionHook.onOpen?(session)
            return session
        } catch let error as Session.OpenError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        }
    }
}

/// Lets the executable learn about the session a one-shot command opened (to route Ctrl-C).
public enum SessionHook {
    nonisolated(unsafe) public static var onOpen: ((Session) -> Void)?
}

/// The root command: `workbook <subcommand>`; with no subcommand, the REPL.
public struct WorkbookCommand: ParsableCommand {
    /// Subcommands the executable adds (the grader process).
    nonisolated(unsafe) public static var extraSubcommands: [ParsableCommand.Type] = []

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "workbook",
            abstract: "Learn iOS custom view-controller transitions in the terminal.",
            discussion: "Run without a subcommand for the interactive workbook; every command also works as a subcommand (`workbook check`). `--lang <code>` before or after the command speaks another language for this run (en, zh-Hans); the locale chooses by default (LANG=zh_CN.UTF-8: Simplified Chinese).",
            subcommands: learnerCommands + teacherCommands + [AuthorCommand.self, QuitCommand.self] + extraSubcommands)
    }

    /// The commands a learner uses, in the order `help` lists them.
    public static let learnerCommands: [ParsableCommand.Type] = [
        ListCommand.self, ShowCommand.self, NextCommand.self, PreviousCommand.self, GoCommand.self,
        HintCommand.self, EditCommand.self, CheckCommand.self, WatchCommand.self, PlayCommand.self, ScrubCommand.self, DriveCommand.self,
        DiffCommand.self, SolutionCommand.self, ResetCommand.self, ProgressCommand.self, LanguageCommand.self, ClearCommand.self,
    ]

    /// The commands a teacher uses for a class (README, "Teaching a class").
    public static let teacherCommands: [ParsableCommand.Type] = [ClassroomCommand.self, ReportCommand.self]

    public init() {}

    /// A command's name and its aliases, as its configuration gives them.
    static func names(of type: ParsableCommand.Type) -> [String] {
        [type.configuration.commandName ?? ""] + type.configuration.aliases
    }

    /// `help` and the word that asks for it too.
    static let helpNames = ["help", "?"]

    /// Every name and alias a line may start with.
    public static var commandNames: [String] {
        (learnerCommands + teacherCommands + [AuthorCommand.self, QuitCommand.self]).flatMap(names(of:)) + helpNames
    }
}

/// `quit`: leaves the workbook (in the REPL).
public struct QuitCommand: SessionCommand {
    public static let configuration = CommandConfiguration(commandName: "quit", abstract: "Leave the workbook (Ctrl-D works too).", aliases: ["exit", "q"])
    public init() {}
    public func run(in session: Session) throws {}
}
