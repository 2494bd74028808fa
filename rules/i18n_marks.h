/*
 * Marks English text in the rules core (and the AI, which sits on it) as a
 * gettext msgid without making the core depend on libintl: N_() expands to
 * the string itself, xgettext finds it (po/Makevars passes --keyword=N_), and
 * the program translates it at the edge (src/text/names.h, or _() on the
 * string) or here through rules_tr().
 */
#ifndef JANSOU_RULES_I18N_MARKS_H
#define JANSOU_RULES_I18N_MARKS_H

#ifndef N_
#define N_(s) (s)
#endif

/*
 * The rules core's own messages (a bad hand, a bad rule option) are English
 * msgids marked with N_(); rules_tr() gives the program's translation of one
 * when the program has set rules_translate (src/text/i18n.c sets it to gettext),
 * else the English text. The core itself never links libintl.
 */
extern const char *(*rules_translate)(const char *msgid);

static inline const char *rules_tr(const char *msgid) __attribute__((format_arg(1)));
static inline const char *rules_tr(const char *msgid)
{
	return rules_translate ? rules_translate(msgid) : msgid;
}

#endif
