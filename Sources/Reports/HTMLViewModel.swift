import SVGRender

/// A value the templates render, its fields named as the templates name them (`{{message}}` is
/// the `message` property; an optional that is nil is a missing key).
protocol HTMLViewModel {}

extension HTMLViewModel {
    /// The fields by name, for Mustache, made once per page: a lookup climbs the context stack,
    /// and reflecting at each lookup doubled the time to write the report of 10,000 tests.
    /// Every string is sanitized on the way: the characters XML 1.0 or HTML5 forbid made visible
    /// (`\u{1B}`), as in the JUnit file, since a page would show them as nothing or as U+FFFD
    /// and would no longer be valid HTML.
    var fields: [String: Any] {
        var fields: [String: Any] = [:]
        for case let (name?, value) in Mirror(reflecting: self).children {
            if let value = renderable(value) { fields[name] = value }
        }
        return fields
    }
}

/// A list of view models, told apart without converting each element.
private protocol HTMLViewModelList {
    var fieldsList: [[String: Any]] { get }
}

extension Array: HTMLViewModelList where Element: HTMLViewModel {
    var fieldsList: [[String: Any]] { map(\.fields) }
}

/// An optional field, read without reflection.
private protocol HTMLOptionalField {
    var wrapped: Any? { get }
}

extension Optional: HTMLOptionalField {
    var wrapped: Any? { self }
}

private func renderable(_ value: Any) -> Any? {
    if let optional = value as? any HTMLOptionalField {
        guard let wrapped = optional.wrapped else { return nil }
        return renderable(wrapped)
    }
    return switch value {
    case let text as String: XMLCharacters.sanitized(text)
    case let list as [String]: list.map(XMLCharacters.sanitized)
    case let model as any HTMLViewModel: model.fields
    case let list as any HTMLViewModelList: list.fieldsList
    default: value
    }
}
