/// The workbook's own sentences, each under a stable id, in every language it speaks. English is
/// the source; a message with no translation in a language is shown in English, and
/// `author check` lists it. Values (ids, titles, numbers) are typed, so each language puts them
/// where its word order wants them. So far: the REPL's welcome, the exercise card, hints and
/// `check`'s summary; verdicts, command errors and compiler advice are English (issue 29).
public enum Message: Sendable {
    case welcome
    case youAreOn(id: String, title: String, chapter: String)
    case welcomeKeys
    case goodbye
    case heading(chapter: String, number: Int, of: Int, id: String)
    case whereToEdit
    case newChapter
    case cardKeys
    case hintHeader(number: Int, of: Int)
    case hintAgain
    case lastHint
    case noHints
    case checking(id: String, title: String)
    case allPass(count: Int)
    case somePass(passed: Int, of: Int)
    case failKeys
    case nextExercise(id: String)
    case lastExercise
    /// A command's one line in `help` (its English is the command's own abstract).
    case command(name: String, abstract: String)
    case commandsHeading
    case commandsNote
    case passedBeforeFailingNow
    case listFooter(done: Int, of: Int, folded: Bool)
    case progressHeading
    case progressCount(done: Int, of: Int)
    case hintsAndSolutions(hints: Int, solutions: Int)
    case current(id: String, title: String)

    /// The id `author check` reports a message by.
    public var id: String {
        switch self {
        case .welcome: "repl.welcome"
        case .youAreOn: "repl.you-are-on"
        case .welcomeKeys: "repl.welcome-keys"
        case .goodbye: "repl.goodbye"
        case .heading: "card.heading"
        case .whereToEdit: "card.where-to-edit"
        case .newChapter: "card.new-chapter"
        case .cardKeys: "card.keys"
        case .hintHeader: "hint.header"
        case .hintAgain: "hint.again"
        case .lastHint: "hint.last"
        case .noHints: "hint.none"
        case .checking: "check.checking"
        case .allPass: "check.all-pass"
        case .somePass: "check.some-pass"
        case .failKeys: "check.fail-keys"
        case .nextExercise: "check.next"
        case .lastExercise: "check.last"
        case let .command(name, _): "help.command.\(name)"
        case .commandsHeading: "help.heading"
        case .commandsNote: "help.note"
        case .passedBeforeFailingNow: "list.passed-before"
        case .listFooter: "list.footer"
        case .progressHeading: "progress.heading"
        case .progressCount: "progress.count"
        case .hintsAndSolutions: "progress.hints-and-solutions"
        case .current: "progress.current"
        }
    }

    /// Every message, with sample values (for the self-check's list of what is untranslated).
    public static let all: [Message] = [
        .welcome, .youAreOn(id: "fade", title: "Fade", chapter: "Fade"), .welcomeKeys, .goodbye,
        .heading(chapter: "Fade", number: 1, of: 2, id: "fade"), .whereToEdit, .newChapter, .cardKeys,
        .hintHeader(number: 1, of: 3), .hintAgain, .lastHint, .noHints,
        .checking(id: "fade", title: "Fade"), .allPass(count: 2), .somePass(passed: 1, of: 2), .failKeys,
        .nextExercise(id: "fade"), .lastExercise,
        .commandsHeading, .commandsNote, .passedBeforeFailingNow, .listFooter(done: 1, of: 2, folded: true),
        .progressHeading, .progressCount(done: 1, of: 2), .hintsAndSolutions(hints: 1, solutions: 1), .current(id: "fade", title: "Fade"),
    ] + (WorkbookCommand.learnerCommands + [QuitCommand.self]).map { .command(name: $0.configuration.commandName ?? "", abstract: $0.configuration.abstract) }

    /// The message in `language`, or in English when it has no translation there.
    public func text(_ language: Language) -> String {
        translation(language) ?? english
    }

    public var english: String {
        switch self {
        case .welcome: "— custom view-controller transitions, in your terminal."
        case let .youAreOn(id, title, chapter): "You are on \(id): \(title) (chapter \(chapter))."
        case .welcomeKeys: "Type `show` to read it, `check` to test your code, `help` for every command, `quit` (or Ctrl-D) to leave."
        case .goodbye: "See you soon."
        case let .heading(chapter, number, total, id): "Chapter \(chapter) · exercise \(number)/\(total) · \(id)"
        case .whereToEdit: "Where to edit"
        case .newChapter: "A new chapter: `show --chapter` reads its introduction (the app, and what you will build)."
        case .cardKeys: "`show` reads the whole exercise · `check` when ready · `hint` if stuck"
        case let .hintHeader(number, total): "Hint \(number) of \(total)"
        case .hintAgain: "(`hint` again for a more concrete one)"
        case .lastHint: "That was the last hint. `solution` shows the reference answer; `hint --again` starts over."
        case .noHints: "This exercise has no hints. `show` repeats its text."
        case let .checking(id, title): "Checking \(id) — \(title)"
        case let .allPass(count): "All \(count) checks pass."
        case let .somePass(passed, total): "\(passed) of \(total) checks pass."
        case .failKeys: "`hint` for a nudge · `play` to watch your animation · `diff` to compare"
        case let .nextExercise(id): "Type `next` for \(id)."
        case .lastExercise: "That was the last exercise — well done."
        case let .command(_, abstract): abstract
        case .commandsHeading: "Commands"
        case .commandsNote: " (aliases in brackets; `help <command>` for details)"
        case .passedBeforeFailingNow: " (passed before, failing now)"
        case let .listFooter(done, total, folded): "\(done) of \(total) done · `go <id>` to jump to an exercise" + (folded ? " · `list --all` shows every chapter's" : "")
        case .progressHeading: "Progress"
        case let .progressCount(done, total): "\(done)/\(total) exercises"
        case let .hintsAndSolutions(hints, solutions): "hints read: \(hints) · solutions seen: \(solutions)"
        case let .current(id, title): "Current: \(id) — \(title)"
        }
    }

    func translation(_ language: Language) -> String? {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }

    private var chinese: String? {
        switch self {
        case .welcome: "—— 在终端里学 iOS 自定义转场。"
        case let .youAreOn(id, title, chapter): "当前练习：\(id)：\(title)（\(chapter)）。"
        case .welcomeKeys: "输入 `show` 阅读练习，`check` 检查你的代码，`help` 查看全部命令，`quit`（或 Ctrl-D）退出。"
        case .goodbye: "下次见。"
        case let .heading(chapter, number, total, id): "\(chapter) · 练习 \(number)/\(total) · \(id)"
        case .whereToEdit: "要修改的地方"
        case .newChapter: "新的一章：`show --chapter` 阅读本章导读（示例 App，以及你将完成的内容）。"
        case .cardKeys: "`show` 阅读整个练习 · 写好后 `check` · 卡住了 `hint`"
        case let .hintHeader(number, total): "提示 \(number)/\(total)"
        case .hintAgain: "（再输入 `hint` 看更具体的提示）"
        case .lastHint: "这是最后一条提示了。`solution` 显示参考答案；`hint --again` 从头再看。"
        case .noHints: "这个练习没有提示。`show` 重新显示练习内容。"
        case let .checking(id, title): "正在检查 \(id) —— \(title)"
        case let .allPass(count): "\(count) 项检查全部通过。"
        case let .somePass(passed, total): "\(total) 项检查中通过了 \(passed) 项。"
        case .failKeys: "`hint` 给点提示 · `play` 播放你的动画 · `diff` 对比画面"
        case let .nextExercise(id): "输入 `next` 进入 \(id)。"
        case .lastExercise: "这是最后一个练习了 —— 干得漂亮！"
        case let .command(name, _): Self.chineseCommands[name]
        case .commandsHeading: "命令"
        case .commandsNote: "（方括号里是别名；`help <命令>` 查看详情）"
        case .passedBeforeFailingNow: "（之前通过过，现在没通过）"
        case let .listFooter(done, total, folded): "已完成 \(done)/\(total) · `go <id>` 跳到某个练习" + (folded ? " · `list --all` 列出每一章的练习" : "")
        case .progressHeading: "进度"
        case let .progressCount(done, total): "\(done)/\(total) 个练习"
        case let .hintsAndSolutions(hints, solutions): "看过的提示：\(hints) · 看过的答案：\(solutions)"
        case let .current(id, title): "当前：\(id) —— \(title)"
        }
    }

    /// `help`'s line for each learner command, in Chinese.
    static let chineseCommands: [String: String] = [
        "list": "列出各章，以及当前这一章的练习（--all：每一章的）和你的进度。",
        "show": "显示当前练习（或另一个练习）的内容。",
        "next": "进入下一个练习。",
        "previous": "回到上一个练习。",
        "go": "跳到某个练习（按 id 或编号），或某一章的第一个练习。",
        "hint": "显示当前练习的下一条提示（一次一级）。",
        "edit": "用 $VISUAL 或 $EDITOR 打开练习的文件。",
        "check": "编译你的代码，运行这个练习的检查。",
        "watch": "每次保存练习的文件时重新检查（按键：h 提示，c 检查，l 列表，n 下一个，q 退出）。",
        "play": "在终端里播放你上次检查时的动画（或参考动画）。",
        "scrub": "逐帧对照你的动画和参考动画（←/→ 一帧，[ ] 十分之一秒，Home/End，空格播放，e 切换视图，q 离开）。",
        "drive": "实时运行你的 App，由你来当手指：方向键拖动，回车松手，f 甩出，t 点击（q 离开）。",
        "diff": "把期望的画面和你的画面并排显示（某个时刻，或二者第一次不同之处）。",
        "solution": "显示参考答案，以及它和你的文件有什么不同。",
        "reset": "把练习的文件恢复原样，你的版本留作备份。",
        "progress": "显示你学到哪儿了。",
        "lang": "显示或选择章节内容和提示的语言（en、zh-Hans；auto 跟随系统语言设置）。",
        "clear": "清屏。",
        "quit": "离开练习册（也可以按 Ctrl-D）。",
    ]
}

extension Session {
    /// `message` in the session's language.
    public func text(_ message: Message) -> String { message.text(language) }

    /// A chapter's title in the session's language: from the translated text's first heading
    /// ("# 第 8 章 — 可中断的转场" gives "可中断的转场"), else the manifest's.
    public func title(of chapter: Catalog.Chapter) -> String {
        guard language != .english, let text = translatedText(chapter),
              let first = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }),
              let dash = first.range(of: "— ") else { return chapter.title }
        let title = first[dash.upperBound...].trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? chapter.title : title
    }

    /// An exercise's title in the session's language: its section heading in the translated
    /// text ("## 3. 半路接住 {#catch-in-flight}" gives "半路接住"), else the manifest's.
    public func title(of exercise: Catalog.Exercise, in chapter: Catalog.Chapter) -> String {
        guard language != .english, let text = translatedText(chapter),
              let heading = ChapterText(markdown: text).sections[exercise.section]?.split(separator: "\n").first else { return exercise.title }
        var title = heading.drop { $0 == "#" || $0 == " " }
        if let dot = title.firstIndex(of: "."), title[..<dot].allSatisfy(\.isNumber) { title = title[title.index(after: dot)...] }
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? exercise.title : trimmed
    }

    private func translatedText(_ chapter: Catalog.Chapter) -> String? {
        let url = translations.textURL(chapter, in: workspace)
        guard url.lastPathComponent != chapter.text else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
