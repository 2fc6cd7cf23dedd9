import JSONSource

/// `Style` back to CSS text: only what differs from the CSS initial value, longhands only.
extension Style {
    public var cssDeclarations: [(String, String)] {
        let initial = Style()
        var out: [(String, String)] = []
        func add(_ name: String, _ value: String, _ changed: Bool) { if changed { out.append((name, value)) } }
        add("display", display.rawValue, display != initial.display)
        add("position", position.rawValue, position != initial.position)
        add("direction", direction.rawValue, direction != initial.direction)
        add("box-sizing", boxSizing.rawValue, boxSizing != initial.boxSizing)
        add("overflow-x", overflowX.rawValue, overflowX != initial.overflowX)
        add("overflow-y", overflowY.rawValue, overflowY != initial.overflowY)
        add("flex-direction", flexDirection.rawValue, flexDirection != initial.flexDirection)
        add("flex-wrap", flexWrapBalance ? flexWrap.rawValue + " balance" : flexWrap.rawValue,
            flexWrap != initial.flexWrap || flexWrapBalance)
        add("flex-line-count", String(flexLineCount), flexLineCount != initial.flexLineCount)
        add("order", String(order), order != initial.order)
        let safe = safeAlignment
        func aligned(_ raw: String, _ isSafe: Bool) -> String { isSafe ? "safe " + raw : raw }
        add("justify-content", aligned(justifyContent.rawValue, safe.justifyContent),
            justifyContent != initial.justifyContent || safe.justifyContent)
        add("align-items", aligned(alignItems.rawValue, safe.alignItems), alignItems != initial.alignItems || safe.alignItems)
        add("align-self", aligned(alignSelf.rawValue, safe.alignSelf), alignSelf != initial.alignSelf || safe.alignSelf)
        add("align-content", aligned(alignContent.rawValue, safe.alignContent),
            alignContent != initial.alignContent || safe.alignContent)
        add("flex-grow", formatNumber(flexGrow), flexGrow != initial.flexGrow)
        add("flex-shrink", formatNumber(flexShrink), flexShrink != initial.flexShrink)
        add("flex-basis", flexBasis.css, flexBasis != initial.flexBasis)
        add("width", width.css, width != .auto)
        add("height", height.css, height != .auto)
        add("min-width", minWidth.css, minWidth != .auto)
        add("min-height", minHeight.css, minHeight != .auto)
        add("max-width", maxWidth?.css ?? "none", maxWidth != nil)
        add("max-height", maxHeight?.css ?? "none", maxHeight != nil)
        add("aspect-ratio", aspectRatio.map { (aspectRatioContentBox ? "auto " : "") + formatNumber($0) } ?? "auto",
            aspectRatio != nil)
        let sides = ["top", "right", "bottom", "left"]
        for (index, side) in sides.enumerated() {
            add("margin-\(side)", margin[index].css, margin[index] != .zero)
        }
        for (index, side) in sides.enumerated() {
            add("padding-\(side)", padding[index].css, padding[index] != .zero)
        }
        for (index, side) in sides.enumerated() {
            add("border-\(side)-width", border[index].css, border[index] != .zero)
        }
        for (index, side) in sides.enumerated() { add(side, inset[index].css, inset[index] != .auto) }
        let e = inlineEdges
        if let v = e.marginStart { add("margin-inline-start", v.css, true) }
        if let v = e.marginEnd { add("margin-inline-end", v.css, true) }
        if let v = e.paddingStart { add("padding-inline-start", v.css, true) }
        if let v = e.paddingEnd { add("padding-inline-end", v.css, true) }
        if let v = e.borderStart { add("border-inline-start-width", v.css, true) }
        if let v = e.borderEnd { add("border-inline-end-width", v.css, true) }
        if let v = e.insetStart { add("inset-inline-start", v.css, true) }
        if let v = e.insetEnd { add("inset-inline-end", v.css, true) }
        add("row-gap", rowGap.css, rowGap != .zero)
        add("column-gap", columnGap.css, columnGap != .zero)
        add("font-size", formatNumber(fontSize) + "px", fontSize != initial.fontSize)
        add("font-weight", String(fontWeight), fontWeight != initial.fontWeight)
        add("line-height", lineHeight.css, lineHeight != initial.lineHeight)
        add("-webkit-line-clamp", maxLines.map(String.init) ?? "none", maxLines != nil)
        add("color", color ?? "", color != nil)
        add("background-color", backgroundColor ?? "", backgroundColor != nil)
        add("opacity", formatNumber(opacity), opacity != initial.opacity)
        add("visibility", visibility?.rawValue ?? "", visibility != nil)
        add("z-index", zIndex.map(String.init) ?? "", zIndex != nil)
        return out
    }
}

extension Edges {
    /// Top, right, bottom, left by index, for writing CSS.
    subscript(index: Int) -> Value { [top, right, bottom, left][index] }
}

extension Dimension {
    var css: String {
        switch self {
        case .auto: "auto"
        case .points(let v): formatNumber(v) + "px"
        case .percent(let v): formatNumber(v) + "%"
        case .minContent: "min-content"
        case .maxContent: "max-content"
        case .fitContent: "fit-content"
        case .stretch: "stretch"
        }
    }
}

extension LengthPercentage {
    var css: String {
        switch self {
        case .points(let v): formatNumber(v) + "px"
        case .percent(let v): formatNumber(v) + "%"
        }
    }
}

extension LengthPercentageAuto {
    var css: String {
        switch self {
        case .auto: "auto"
        case .points(let v): formatNumber(v) + "px"
        case .percent(let v): formatNumber(v) + "%"
        }
    }
}

extension LineHeight {
    var css: String {
        switch self {
        case .normal: "normal"
        case .multiple(let v): formatNumber(v)
        case .points(let v): formatNumber(v) + "px"
        }
    }
}
