/*
 * gettext wiring: _() translates, N_() marks a msgid for xgettext only.
 * i18n_init() picks the language and the catalogue directory once at start.
 */
#ifndef JANSOU_SRC_TEXT_I18N_H
#define JANSOU_SRC_TEXT_I18N_H

/* glibc has gettext even when configured with --disable-nls: then no catalogue is built. */
#include <libintl.h>
#include <stddef.h>

#define _(s) gettext(s)

#ifndef N_
#define N_(s) (s)
#endif

/*
 * A msgid with a context, for a word that reads differently by use: the call
 * "Riichi" is リーチ, the yaku 立直. Both arguments must be string literals
 * (xgettext knows pgettext by default).
 */
#define pgettext(ctx, id) i18n_pgettext(ctx "\004" id, id)
const char *i18n_pgettext(const char *ctx_and_id, const char *id);

/* The languages --lang accepts, besides the environment's: NULL-name terminated. */
struct i18n_language {
	const char *name;    /* "en", "ja", "zh" as given to --lang */
	const char *catalog; /* gettext language: "en", "ja", "zh_CN" */
	const char *endonym; /* "English", "日本語", "简体中文" (not translated) */
};
extern const struct i18n_language i18n_languages[];

/*
 * Sets the locale from the environment, binds the text domain and chooses the
 * language: lang (a --lang value) when not NULL, else LANGUAGE, LC_ALL,
 * LC_MESSAGES, LANG as gettext does. When the environment names a language
 * whose locale is not installed (or only LANGUAGE is set under the C locale,
 * where gettext would ignore it), falls back to the C.UTF-8 locale so the
 * catalogues still apply. Returns 0, or -1 when lang is not a known language.
 */
int i18n_init(const char *lang);

/* Switches the language while running (the front end's language menu). Returns 0 or -1. */
int i18n_set_language(const char *lang);

/* The --lang value given in argv before the first non-option, or NULL. */
const char *i18n_lang_from_args(int argc, char **argv);

/* The directory the catalogues are read from: the build tree's, or the installed one. */
const char *i18n_locale_dir(void);

#endif
