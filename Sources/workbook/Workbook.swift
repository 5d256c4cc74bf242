import ArgumentParser

/// The root command: `workbook <subcommand>`; with no subcommand, the REPL.
struct Workbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workbook",
        abstract: "Learn iOS custom view-controller transitions in the terminal.",
        subcommands: [GradeCommand.self])
}
