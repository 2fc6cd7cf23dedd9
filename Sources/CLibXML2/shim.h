#ifndef LAYOUTWATCH_CLIBXML2_SHIM_H
#define LAYOUTWATCH_CLIBXML2_SHIM_H
/* Debian's libxml2 headers pull in the system ICU, which clashes with Foundation's ICU. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlwriter.h>
#include <libxml/xmlmemory.h>
#include <libxml/xmlstring.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

/* Swift 6 rejects touching the global `xmlFree` function pointer: wrap it. */
static inline void layoutwatch_xml_free(void *pointer) { xmlFree(pointer); }
#endif
