extension DefaultStringInterpolation {
    /// Code the learner can type at TODO `todo`, shown as a code span: "`code`". The authoring
    /// self-check (`workbook author check`) reads these from the graders' sources, pastes each into
    /// its TODO's function in the reference solution and compiles it, so that advice names only
    /// what is in scope where the learner types it. Both are literals so that they can be read
    /// from the source; advice built from values the learner chose is written as plain text.
    public mutating func appendInterpolation(fix code: StaticString, todo: StaticString) {
        appendLiteral("`\(code)`")
    }
}
