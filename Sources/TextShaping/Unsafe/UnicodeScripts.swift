import CHarfBuzz

/// HarfBuzz's default Unicode functions: the script of each code point.
enum UnicodeScripts {
    static func scripts(of text: [UInt32]) -> [hb_script_t] {
        // Safe: `hb_unicode_funcs_get_default` returns HarfBuzz's static, immutable function
        // table (never freed, documented as safe from any thread); it is only passed back to
        // HarfBuzz while this call runs.
        let functions = unsafe hb_unicode_funcs_get_default()
        return text.map { unsafe hb_unicode_script(functions, $0) }  // Safe: as above.
    }
}
