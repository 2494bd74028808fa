/* The log of what happened as data, written out in the language of the moment. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/ui/ui_internal.h"
#include "src/ui/ui_log.h"

/* An argument as a string for a %s; NULL for a number. */
static const char *arg_text(struct ui *ui, const struct ui_log_line *l, const struct ui_log_arg *a)
{
	switch (a->kind) {
	case UI_LOG_PLAYER:
		return ui_player_name(ui, a->a);
	case UI_LOG_TILE:
		return ui_tile_word(ui, (tile_t)a->a);
	case UI_LOG_WORD:
		return _(a->s);
	case UI_LOG_WIND:
		return names_wind(a->a);
	case UI_LOG_ROUND:
		return names_round(a->a, a->b);
	case UI_LOG_TEXT:
		return l->texts + a->a;
	case UI_LOG_INT:
	case UI_LOG_END:
		break;
	}
	return NULL;
}

/*
 * One conversion of the translated format at *fmt (just after its '%'), written to out: the
 * flags, width and precision are kept, the position ("2$") chooses the argument.
 */
static int convert(struct ui *ui, const struct ui_log_line *l, const char **fmt, int *next,
		   char *out, size_t size)
{
	const char *p = *fmt;
	int index = *next;
	size_t digits = strspn(p, "0123456789");
	if (digits && p[digits] == '$') {
		index = atoi(p) - 1;
		p += digits + 1;
	} else
		(*next)++;
	char spec[16] = "%";
	size_t n = strspn(p, "-+ #0123456789.");
	if (n > sizeof spec - 3)
		n = sizeof spec - 3;
	memcpy(spec + 1, p, n);
	spec[n + 1] = p[n];
	spec[n + 2] = 0;
	*fmt = p[n] ? p + n + 1 : p + n;
	const struct ui_log_arg *a = index >= 0 && index < UI_LOG_ARGS ? &l->args[index] : NULL;
	for (int i = 0; a && i < index; i++)
		if (l->args[i].kind == UI_LOG_END)
			a = NULL;
	if (!a || a->kind == UI_LOG_END)
		return snprintf(out, size, "?");
	const char *s = arg_text(ui, l, a);
	if (p[n] == 's')
		return snprintf(out, size, spec, s ? s : "?");
	if (p[n] == 'd' && !s)
		return snprintf(out, size, spec, a->a);
	return snprintf(out, size, "?");
}

/* The line written out: its format translated, each conversion filled. */
static void write_line(struct ui *ui, const struct ui_log_line *l, char *out, size_t size)
{
	if (!l->msgid) {
		size_t n = strnlen(l->texts, size - 1);
		memcpy(out, l->texts, n);
		out[n] = 0;
		return;
	}
	/* the names of the players are as seen from the seat the player had then */
	int seat = ui->seat;
	ui->seat = l->viewer;
	const char *fmt = l->plural ? ngettext(l->msgid, l->plural, l->n) : _(l->msgid);
	size_t len = 0;
	int next = 0;
	out[0] = 0;
	while (*fmt && len + 1 < size) {
		if (*fmt != '%' || fmt[1] == '%') {
			out[len++] = *fmt;
			fmt += *fmt == '%' ? 2 : 1;
			out[len] = 0;
			continue;
		}
		fmt++;
		int w = convert(ui, l, &fmt, &next, out + len, size - len);
		len += w > 0 ? (size_t)w : 0;
		if (len >= size)
			len = size - 1;
	}
	out[len] = 0;
	ui->seat = seat;
}

/* A new line at the end of the log (the oldest goes when it is full). */
static struct ui_log_line *new_line(struct ui *ui)
{
	if (ui->nlog == UI_LOG_LINES) {
		memmove(ui->log[0], ui->log[1], sizeof ui->log[0] * (UI_LOG_LINES - 1));
		memmove(&ui->log_lines[0], &ui->log_lines[1],
			sizeof ui->log_lines[0] * (UI_LOG_LINES - 1));
		ui->nlog--;
	}
	struct ui_log_line *l = &ui->log_lines[ui->nlog];
	memset(l, 0, sizeof *l);
	l->viewer = ui->seat;
	return l;
}

void ui_log_plural_args(struct ui *ui, const char *msgid, const char *plural, unsigned long n,
			const struct ui_log_arg *args)
{
	struct ui_log_line *l = new_line(ui);
	l->msgid = msgid;
	l->plural = plural;
	l->n = n;
	size_t used = 0;
	for (int i = 0; args && i < UI_LOG_ARGS && args[i].kind != UI_LOG_END; i++) {
		l->args[i] = args[i];
		if (args[i].kind != UI_LOG_TEXT)
			continue;
		/* the text is copied: the caller's buffer does not last */
		l->args[i].s = NULL;
		l->args[i].a = (int)(used < sizeof l->texts ? used : sizeof l->texts - 1);
		if (used >= sizeof l->texts - 1)
			continue;
		size_t room = sizeof l->texts - used, n = strlen(args[i].s);
		if (n > room - 1)
			n = room - 1;
		memcpy(l->texts + used, args[i].s, n);
		l->texts[used + n] = 0;
		used += n + 1;
	}
	write_line(ui, l, ui->log[ui->nlog], sizeof ui->log[0]);
	ui->nlog++;
}

void ui_log_args(struct ui *ui, const char *msgid, const struct ui_log_arg *args)
{
	ui_log_plural_args(ui, msgid, NULL, 0, args);
}

void ui_log_text(struct ui *ui, const char *text)
{
	struct ui_log_line *l = new_line(ui);
	snprintf(l->texts, sizeof l->texts, "%s", text);
	write_line(ui, l, ui->log[ui->nlog], sizeof ui->log[0]);
	ui->nlog++;
}

void ui_log_rewrite(struct ui *ui)
{
	for (int i = 0; i < ui->nlog; i++)
		write_line(ui, &ui->log_lines[i], ui->log[i], sizeof ui->log[0]);
}
