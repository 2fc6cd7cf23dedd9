import CHarfBuzz
import Foundation

/// One font file opened with HarfBuzz at its design scale (advances in font units, so one
/// shaping serves every pixel size).
///
/// `@unchecked Sendable` is safe: the blob, face and font are made immutable right after
/// creation and never changed again, and HarfBuzz documents immutable fonts and faces as
/// safe to shape with from many threads at once (its lazily loaded tables are set up with
/// atomic compare-and-swap). Each `shape` call uses a buffer of its own.
final class FontFace: @unchecked Sendable {
    let path: String
    let unitsPerEm: Int
    /// hhea (or typo, when the font asks for it) ascender and descender, font units, descender > 0.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let language: hb_language_t?

    init(path: String) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
              !isDirectory.boolValue else {
            throw .fileNotFound(path: path)
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { throw .unreadable(path: path) }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            throw .notAFont(path: path)
        }
        hb_face_make_immutable(face)
        let font = hb_font_create(face)!
        let upem = Int(hb_face_get_upem(face))
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.path = path
        self.face = face
        self.font = font
        self.unitsPerEm = upem
        self.language = hb_language_from_string("en", -1)
        func metric(_ tag: hb_ot_metrics_tag_t) -> Int {
            var value: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &value)
            return Int(value)
        }
        ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of the glyph `scalar` maps to (`.notdef` when the font lacks it).
    func advance(of scalar: Unicode.Scalar) -> Int {
        var glyph: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(font, scalar.value, &glyph)
        return Int(hb_font_get_glyph_h_advance(font, glyph))
    }

    /// Shapes `run` of `text` (the rest is context, for Arabic joining) and reports each
    /// glyph: the code point its cluster starts at, its advance (kerning included) and whether
    /// a line may not start at that cluster without reshaping (HarfBuzz's unsafe-to-break).
    func shape(_ text: [UInt32], run: Range<Int>, rightToLeft: Bool, script: hb_script_t,
               glyph: (_ cluster: Int, _ advance: Int32, _ unsafeToBreak: Bool) -> Void) {
        guard !run.isEmpty else { return }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf32(buffer, pointer.baseAddress, Int32(text.count),
                                UInt32(run.lowerBound), Int32(run.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        for index in 0..<Int(count) {
            glyph(Int(infos[index].cluster), positions[index].x_advance,
                  infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
    }
}
