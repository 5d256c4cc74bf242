import Foundation
import Grading

extension SelfCheck {
    /// What every translation must keep of the English: a chapter text's sections (the same
    /// `{#id}` anchors, in order), its code blocks and its fix marks (`{fix n.m}`); a hints file
    /// that can be read, for exercises of its chapter, with as many hints as the English and the
    /// same fix marks. A missing translation is no problem (English is shown): see `untranslated`.
    func translationProblems(_ chapters: [Catalog.Chapter]) -> [String] {
        var problems: [String] = []
        let ws = session.workspace
        for chapter in chapters {
            let directory = ws.chapterDirectory(chapter)
            guard let english = try? String(contentsOf: directory.appendingPathComponent(chapter.text), encoding: .utf8) else { continue }
            for language in Language.allCases where language != .english {
                let file = language.localized(chapter.text)
                if let translated = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) {
                    let place = "Lessons/\(chapter.directory)/\(file)"
                    let (e, t) = (ChapterText(markdown: english), ChapterText(markdown: translated))
                    if e.order != t.order {
                        problems.append("\(place): its sections are \(t.order.map { "{#\($0)}" }.joined(separator: ", ")), the English text's \(e.order.map { "{#\($0)}" }.joined(separator: ", ")): keep every heading's anchor as it is")
                    }
                    if Self.fences(english) != Self.fences(translated) {
                        problems.append("\(place): it has \(Self.fences(translated)) code blocks, the English text \(Self.fences(english)): translate around code, never drop or add a block")
                    }
                    for id in e.order where e.sections[id].flatMap(Presenter.goal(in:)) != nil && t.sections[id].flatMap(Presenter.goal(in:)) == nil {
                        problems.append("\(place): the section {#\(id)} has no goal paragraph (\(Presenter.goalMarks.joined(separator: " or ")) at its start): `go` and `next` show it")
                    }
                    if Self.fixMarks(english) != Self.fixMarks(translated) {
                        problems.append("\(place): its fix marks are \(Self.fixMarks(translated).joined(separator: " ")), the English text's \(Self.fixMarks(english).joined(separator: " ")): keep each `{fix n.m}` after its code span")
                    }
                }
                guard let hintsFile = language.hintsFile, FileManager.default.fileExists(atPath: directory.appendingPathComponent(hintsFile).path) else { continue }
                let place = "Lessons/\(chapter.directory)/\(hintsFile)"
                guard let table = Translations.hintTable(chapter, language: language, in: ws) else {
                    problems.append("\(place) cannot be read: it must be a JSON object of exercise id → list of hints")
                    continue
                }
                for id in table.keys.sorted() where !chapter.exercises.contains(where: { $0.id == id }) {
                    problems.append("\(place): \"\(id)\" is not an exercise of \(chapter.id)")
                }
                for exercise in chapter.exercises {
                    guard let hints = table[exercise.id] else { continue }
                    if hints.count != exercise.hints.count {
                        problems.append("\(place): \(exercise.id) has \(hints.count) hints, the manifest \(exercise.hints.count): translate each, in order")
                    } else if Self.fixMarks(exercise.hints.joined(separator: "\n")) != Self.fixMarks(hints.joined(separator: "\n")) {
                        problems.append("\(place): \(exercise.id)'s hints mark other fixes than the English (`{fix n.m}`): keep each mark after its code span")
                    }
                }
            }
        }
        return problems
    }

    /// What the phrase catalogues must keep of the English in the code (`PhraseSource`): each
    /// id says one thing, written so the scanner can read it; a catalogue file can be read,
    /// holds only ids the code says, each once, with the English it was translated from (so a
    /// changed English is seen) and the same placeholders; an id in two files (a check's name in
    /// two chapters) is translated alike.
    public static func phraseProblems(_ source: PhraseSource, catalogue files: [URL], root: URL) -> [String] {
        var problems = source.conflicts.map { "\($0): this id is written with two different English sentences; give each its own id" }
        problems += source.unreadable.map { "\($0): a phrase whose id and English are not string literals written in the call; the catalogues cannot know it" }
        let english = source.templates
        var seen: [String: (place: String, translation: String)] = [:]
        for url in files where FileManager.default.fileExists(atPath: url.path) {
            let place = String(url.path.dropFirst(root.path.count + 1))
            let entries: [String: Catalogue.Entry]
            do { entries = try Catalogue.read(url) } catch {
                problems.append("\(place) cannot be read: it must be a JSON object of phrase id → {\"source\", \"translation\"}")
                continue
            }
            for (id, entry) in entries.sorted(by: { $0.key < $1.key }) {
                // A check of the same name in two chapters' graders is translated in each.
                if let other = seen[id], other.translation != entry.translation {
                    problems.append("\(place): \(id) is translated otherwise in \(other.place); say it one way")
                }
                seen[id] = (place, entry.translation)
                guard let template = english[id] else {
                    problems.append("\(place): \(id) is not said anywhere in the code; remove it")
                    continue
                }
                if entry.source != template {
                    problems.append("\(place): the English of \(id) has changed since it was translated; review the translation and set its source to: \(template)")
                }
                let (want, got) = (Phrase.placeholders(template), Phrase.placeholders(entry.translation))
                if want != got {
                    problems.append("\(place): \(id) has placeholders \(got.sorted().map { "{\($0)}" }.joined(separator: " ")), the English \(want.sorted().map { "{\($0)}" }.joined(separator: " ")): each value must appear once in every language")
                }
            }
        }
        return problems
    }

    /// The phrase ids with no translation in `language`.
    public static func untranslatedPhrases(_ source: PhraseSource, catalogue: Catalogue?) -> [String] {
        guard let catalogue else { return [] }
        return source.templates.keys.filter { catalogue.templates[$0]?.isEmpty ?? true }.sorted()
    }

    /// For each language but English, what is not translated yet: chapter texts, exercises'
    /// hints and the workbook's phrases (`PhraseSource`), shown in English meanwhile.
    public func untranslated() -> [(language: Language, texts: [String], hints: [String], messages: [String])] {
        let ws = session.workspace
        return Language.allCases.filter { $0 != .english }.map { language in
            var texts: [String] = [], hints: [String] = []
            for chapter in session.catalog.chapters {
                let directory = ws.chapterDirectory(chapter)
                if !FileManager.default.fileExists(atPath: directory.appendingPathComponent(language.localized(chapter.text)).path) { texts.append(chapter.id) }
                let table = Translations.hintTable(chapter, language: language, in: ws) ?? [:]
                hints += chapter.exercises.filter { table[$0.id]?.count != $0.hints.count }.map(\.id)
            }
            let source = PhraseSource.hasSources(ws.root) ? try? PhraseSource(root: ws.root) : nil
            let phrases = source.map { Self.untranslatedPhrases($0, catalogue: Translations(language: language).catalogue(in: ws, catalog: session.catalog)) } ?? []
            return (language, texts, hints, phrases)
        }
    }

    static func fences(_ markdown: String) -> Int {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }.count
    }

    /// The `{fix n.m}` marks of a text, in order.
    static func fixMarks(_ text: String) -> [String] {
        var marks: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{fix ") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            marks.append(String(rest[open.lowerBound...close]))
            rest = rest[rest.index(after: close)...]
        }
        return marks
    }
}
