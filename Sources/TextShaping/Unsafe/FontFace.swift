import CHarfBuzz
import Foundation

/// One font file opened with HarfBuzz at its design scale (advances in font units, so one
/// shaping serves every pixel size).
///
/// Owns the HarfBuzz face and font; no pointer leaves the class.
// Safe: `@unchecked Sendable`: the blob, face and font are made immutable right after
// creation and never changed again, and HarfBuzz documents immutable fonts and faces as safe
// to shape with from many threads at once (its lazily loaded tables are set up with atomic
// compare-and-swap). Each `shape` call uses a buffer of its own.
// Safe: `@safe`: the HarfBuzz pointers are private, owned (see the stored properties) and
// never handed out; every method takes and returns Swift values only.
@safe final class FontFace: @unchecked Sendable {
    let path: String
    let unitsPerEm: Int
    /// hhea (or typo, when the font asks for it) ascender and descender, font units, descender > 0.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    // Safe: every `unsafe` use of `face` and `font` below: the class holds the only reference
    // to each, created in `init` and destroyed in `deinit` (the font before the face it
    // references), so they are valid for every call made while the object lives.
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let language: hb_language_t?

    init(path: String) throws(FontError) {
        var isDirectory: ObjCBool = false
        // Safe: `isDirectory` is a local the call writes once.
        guard unsafe FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
              !isDirectory.boolValue else {
            throw .fileNotFound(path: path)
        }
        // Safe: the path is bridged to a C string that outlives the call; the blob is
        // referenced by the face (HarfBuzz counts references), so destroying ours at the end of
        // `init` leaves the face's.
        guard let blob = unsafe hb_blob_create_from_file_or_fail(path) else { throw .unreadable(path: path) }
        defer { unsafe hb_blob_destroy(blob) }
        // Safe: `hb_face_create` never returns nil (an empty face at worst); the face is
        // destroyed here when it is not a font, else by `deinit`.
        let face = unsafe hb_face_create(blob, 0)!
        guard unsafe hb_face_get_glyph_count(face) > 0 else {
            unsafe hb_face_destroy(face)
            throw .notAFont(path: path)
        }
        // Safe: `face` is valid (above); `hb_font_create` never returns nil; both are owned
        // by this object from here on (see the stored properties).
        unsafe hb_face_make_immutable(face)
        let font = unsafe hb_font_create(face)!
        let upem = Int(unsafe hb_face_get_upem(face))
        unsafe hb_font_set_scale(font, Int32(upem), Int32(upem))
        unsafe hb_font_make_immutable(font)
        self.path = path
        unsafe self.face = face
        unsafe self.font = font
        self.unitsPerEm = upem
        // Safe: the literal is a NUL-terminated C string for the call; the language HarfBuzz
        // returns is interned for the life of the process.
        unsafe self.language = hb_language_from_string("en", -1)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Int {
            var value: hb_position_t = 0
            // Safe: `font` is valid (above); `value` is a local the call writes once.
            _ = unsafe hb_ot_metrics_get_position(font, tag, &value)
            return Int(value)
        }
        ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
    }

    deinit {
        // Safe: the last use of the references this object owns (see the stored properties).
        unsafe hb_font_destroy(font)
        unsafe hb_face_destroy(face)
    }

    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        // Safe: `font` lives as long as `self`; `glyph` is a local the call writes once.
        return unsafe hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of the glyph `scalar` maps to (`.notdef` when the font lacks it).
    func advance(of scalar: Unicode.Scalar) -> Int {
        var glyph: hb_codepoint_t = 0
        // Safe: as in `hasGlyph`.
        _ = unsafe hb_font_get_nominal_glyph(font, scalar.value, &glyph)
        return Int(unsafe hb_font_get_glyph_h_advance(font, glyph))
    }

    /// Shapes `run` of `text` (the rest is context, for Arabic joining) and reports each
    /// glyph: the code point its cluster starts at, its advance (kerning included) and whether
    /// a line may not start at that cluster without reshaping (HarfBuzz's unsafe-to-break).
    func shape(_ text: [UInt32], run: Range<Int>, rightToLeft: Bool, script: hb_script_t,
               glyph: (_ cluster: Int, _ advance: Int32, _ unsafeToBreak: Bool) -> Void) {
        guard !run.isEmpty else { return }
        // Safe: the buffer is this call's own (created here, destroyed on return, never
        // shared); HarfBuzz copies the code points in `hb_buffer_add_utf32`, which reads
        // `text.count` of them while the array's storage is pinned for the closure (and
        // `run` lies within them, so the item offset and length are in bounds).
        let buffer = unsafe hb_buffer_create()
        defer { unsafe hb_buffer_destroy(buffer) }
        unsafe text.withUnsafeBufferPointer { pointer in
            unsafe hb_buffer_add_utf32(buffer, pointer.baseAddress, Int32(text.count),
                                       UInt32(run.lowerBound), Int32(run.count))
        }
        // Safe: `buffer` as above; `font` lives as long as `self` and is immutable.
        unsafe hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        unsafe hb_buffer_set_script(buffer, script)
        unsafe hb_buffer_set_language(buffer, language)
        unsafe hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        // Safe: after shaping, the buffer holds `count` glyph infos and as many positions,
        // both arrays owned by the buffer and valid until it is destroyed on return; the loop
        // reads indices below `count` only.
        let infos = unsafe hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = unsafe hb_buffer_get_glyph_positions(buffer, &count)!
        for index in 0..<Int(count) {
            // Safe: `index < count`, and both arrays live until the buffer is destroyed (above).
            unsafe glyph(Int(infos[index].cluster), positions[index].x_advance,
                         infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }
}
