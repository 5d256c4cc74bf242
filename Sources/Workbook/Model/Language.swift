import Foundation
import Grading

/// A language the workbook speaks. English is the source; a chapter text or a chapter's hints
/// in another language sit beside the English ones (`README.zh-Hans.md`, `hints.zh-Hans.json`),
/// and whatever is not translated yet is shown in English.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language a code names: `en`, `en_US.UTF-8`, `zh-Hans`, `zh_CN`, `zh-SG`, `zh`
    /// (case and `-`/`_` do not matter; an encoding or modifier after `.` or `@` is ignored).
    public init?(code: String) {
        let base = code.split(separator: ".").first.map(String.init)?.split(separator: "@").first.map(String.init) ?? code
        let parts = base.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard let first = parts.first else { return nil }
        switch first {
        case "en": self = .english
        case "zh":
            // Traditional Chinese (zh-Hant, zh-TW, zh-HK, zh-MO) is another language.
            if parts.dropFirst().contains(where: { ["hant", "tw", "hk", "mo"].contains($0) }) { return nil }
            self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language the environment asks for, as POSIX orders it (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`): Simplified Chinese for `zh_CN`, `zh_SG` and `zh_Hans`
    /// locales, English otherwise.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let lower = value.lowercased().replacingOccurrences(of: "-", with: "_")
            return ["zh_cn", "zh_sg", "zh_hans"].contains(where: { lower.hasPrefix($0) }) ? .simplifiedChinese : .english
        }
        return .english
    }

    /// Its name, in itself.
    public var name: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// The codes the workbook accepts, for a message that lists them.
    public static var available: String {
        allCases.map { "\($0.rawValue) (\($0.name))" }.joined(separator: ", ")
    }

    /// The translated sibling of an English file: `README.md` → `README.zh-Hans.md`; English
    /// is the file itself.
    public func localized(_ file: String) -> String {
        guard self != .english else { return file }
        let url = URL(fileURLWithPath: file)
        let ext = url.pathExtension
        let stem = ext.isEmpty ? file : String(file.dropLast(ext.count + 1))
        return ext.isEmpty ? "\(stem).\(rawValue)" : "\(stem).\(rawValue).\(ext)"
    }

    /// The file of a catalogue of this language's phrases: `messages.zh-Hans.json` (nil for
    /// English, whose phrases are in the code).
    public var messagesFile: String? { self == .english ? nil : "messages.\(rawValue).json" }

    /// The file of a chapter's hints in this language (nil for English: the manifest's).
    public var hintsFile: String? { self == .english ? nil : "hints.\(rawValue).json" }
}

/// What a language's files give for a chapter, with English wherever they give nothing.
public struct Translations: Sendable {
    public let language: Language

    public init(language: Language) { self.language = language }

    /// The catalogue files of the language: the workbook's own (`Lessons/messages.zh-Hans.json`
    /// for the checks every chapter shares, `Lessons/messages.workbook.zh-Hans.json` for the
    /// commands) and each chapter's (its checks), beside its text and hints.
    public func catalogueFiles(in workspace: Workspace, catalog: Catalog) -> [URL] {
        guard let name = language.messagesFile else { return [] }
        // `messages.zh-Hans.json` (the checks every chapter shares), `messages.workbook.zh-Hans.json` (the commands).
        let suffix = ".\(language.rawValue).json"
        let shared = ((try? FileManager.default.contentsOfDirectory(atPath: workspace.lessons.path)) ?? [])
            .filter { $0.hasPrefix("messages") && $0.hasSuffix(suffix) }.sorted()
        return shared.map { workspace.lessons.appendingPathComponent($0) }
            + catalog.chapters.map { workspace.chapterDirectory($0).appendingPathComponent(name) }
    }

    /// The language's templates by phrase id (nil for English). A file that is missing gives
    /// nothing; one that cannot be read is skipped (the self-check reports it).
    public func catalogue(in workspace: Workspace, catalog: Catalog) -> Catalogue? {
        guard language != .english else { return nil }
        var templates: [String: String] = [:]
        for url in catalogueFiles(in: workspace, catalog: catalog) {
            guard let entries = try? Catalogue.read(url) else { continue }
            for (id, entry) in entries { templates[id] = entry.translation }
        }
        return Catalogue(templates: templates, writesWithoutSpaces: language == .simplifiedChinese)
    }

    /// The chapter text to show: the translated one when there is one.
    public func textURL(_ chapter: Catalog.Chapter, in workspace: Workspace) -> URL {
        let english = workspace.chapterDirectory(chapter).appendingPathComponent(chapter.text)
        let translated = workspace.chapterDirectory(chapter).appendingPathComponent(language.localized(chapter.text))
        guard language != .english, FileManager.default.fileExists(atPath: translated.path) else { return english }
        return translated
    }

    /// The exercise's hints: the translated ones where there are as many as in English.
    public func hints(_ exercise: Catalog.Exercise, of chapter: Catalog.Chapter, in workspace: Workspace) -> [String] {
        guard let table = Self.hintTable(chapter, language: language, in: workspace),
              let translated = table[exercise.id], translated.count == exercise.hints.count else { return exercise.hints }
        return translated
    }

    /// A chapter's hints file in `language`, read: exercise id → hints (nil when there is none or
    /// it cannot be read).
    public static func hintTable(_ chapter: Catalog.Chapter, language: Language, in workspace: Workspace) -> [String: [String]]? {
        guard let file = language.hintsFile else { return nil }
        let url = workspace.chapterDirectory(chapter).appendingPathComponent(file)
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode([String: [String]].self, from: data)
    }
}
