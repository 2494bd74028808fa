/* Language and catalogue selection; see src/text/i18n.h. */
#include <config.h>

#include "src/text/i18n.h"

#include "rules/i18n_marks.h"

#include <limits.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const struct i18n_language i18n_languages[] = {
    {.name = "en", .catalog = "en", .endonym = "English"},
    {.name = "ja", .catalog = "ja", .endonym = "日本語"},
    {.name = "zh", .catalog = "zh_CN", .endonym = "简体中文"},
    {.name = NULL},
};

static const struct i18n_language *find_language(const char *name)
{
	for (const struct i18n_language *l = i18n_languages; l->name; l++)
		if (strcmp(l->name, name) == 0 || strcmp(l->catalog, name) == 0)
			return l;
	return NULL;
}

static const char *env_value(const char *name)
{
	const char *v = getenv(name);
	return v && *v ? v : NULL;
}

static bool is_c_locale(const char *name)
{
	return !name || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0;
}

/*
 * The catalogues of the build tree when this program is the one built there,
 * so that translations work from the quick start without "make install";
 * JANSOU_LOCALEDIR overrides both.
 */
const char *i18n_locale_dir(void)
{
	const char *env = env_value("JANSOU_LOCALEDIR");
	if (env)
		return env;
#if defined(BUILD_LOCALEDIR) && defined(BUILD_PROGRAMDIR)
	char exe[PATH_MAX], built[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0 && realpath(BUILD_PROGRAMDIR, built)) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash)
			*slash = '\0';
		if (strcmp(exe, built) == 0)
			return BUILD_LOCALEDIR;
	}
#endif
	return LOCALEDIR;
}

/*
 * One LANGUAGE entry as gettext looks it up: without the codeset, and plain
 * "zh" meaning the simplified Chinese catalogue, the only Chinese one.
 */
static void append_language(char *out, size_t size, const char *entry, size_t len)
{
	char name[64];
	if (len == 0 || len >= sizeof name)
		return;
	memcpy(name, entry, len);
	name[len] = '\0';
	name[strcspn(name, ".")] = '\0';
	const struct i18n_language *l = find_language(name);
	const char *use = l ? l->catalog : name;
	size_t used = strlen(out);
	snprintf(out + used, size - used, "%s%s", used ? ":" : "", use);
}

static void set_language_list(const char *list)
{
	char value[256] = "";
	for (const char *p = list; *p;) {
		size_t len = strcspn(p, ":");
		append_language(value, sizeof value, p, len);
		p += len + (p[len] == ':');
	}
	if (*value)
		setenv("LANGUAGE", value, 1);
}

/* The language the environment asks for, in gettext's order, or NULL for none. */
static const char *wanted_language(void)
{
	const char *all = env_value("LC_ALL");
	if (all && is_c_locale(all))
		return NULL; /* LC_ALL=C asks for the untranslated program */
	const char *lang = env_value("LANGUAGE");
	if (!lang)
		lang = all ? all : env_value("LC_MESSAGES");
	if (!lang)
		lang = env_value("LANG");
	return lang && !is_c_locale(lang) ? lang : NULL;
}

/* gettext ignores LANGUAGE under the C locale; C.UTF-8 keeps it plain but honours it. */
static void leave_c_locale(void)
{
	if (is_c_locale(setlocale(LC_MESSAGES, NULL)) && !setlocale(LC_ALL, "C.UTF-8"))
		setlocale(LC_ALL, "C.utf8");
}

/* The rules core's messages (rules/i18n_marks.h) in the chosen language. */
static const char *translate_rules_message(const char *msgid)
{
	return gettext(msgid);
}

int i18n_init(const char *lang)
{
	setlocale(LC_ALL, "");
	const struct i18n_language *chosen = lang ? find_language(lang) : NULL;
	const char *wanted = chosen ? chosen->catalog : wanted_language();
	if (wanted) {
		set_language_list(wanted);
		leave_c_locale();
	}
	bindtextdomain(PACKAGE, i18n_locale_dir());
	textdomain(PACKAGE);
	rules_translate = translate_rules_message;
	return lang && !chosen ? -1 : 0;
}

int i18n_set_language(const char *lang)
{
	const struct i18n_language *l = lang ? find_language(lang) : NULL;
	if (!l)
		return -1;
	set_language_list(l->catalog);
	leave_c_locale();
	textdomain(PACKAGE); /* makes gettext drop the translations it has cached */
	return 0;
}

const char *i18n_pgettext(const char *ctx_and_id, const char *id)
{
	const char *t = gettext(ctx_and_id);
	return t == ctx_and_id ? id : t;
}

const char *i18n_lang_from_args(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			break;
		if (strncmp(argv[i], "--lang=", 7) == 0)
			return argv[i] + 7;
		if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
			return argv[i + 1];
	}
	return NULL;
}
