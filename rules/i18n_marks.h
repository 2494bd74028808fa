/*
 * Marks English text in the rules core as a gettext msgid without making the
 * core depend on libintl: N_() expands to the string itself, xgettext finds
 * it (po/Makevars passes --keyword=N_), and the program translates it at the
 * edge (src/names.h, or _() on the string).
 */
#ifndef JANSOU_RULES_I18N_MARKS_H
#define JANSOU_RULES_I18N_MARKS_H

#ifndef N_
#define N_(s) (s)
#endif

#endif
