/*
 * Escape sequences read whole. A terminal sends a key it has no single byte for (Home, F5,
 * Alt+1) as a sequence that starts with Esc; curses decodes the ones the terminfo entry names,
 * and hands over the others byte by byte. Read so, Home in tmux under TERM=xterm-256color
 * (Esc [ 1 ~) was Esc, '[', then '1', which discarded a tile. Here the rest of a sequence is
 * read at once: the few every terminal sends for Home, End and the arrows become their keys,
 * any other is dropped, and none of its bytes reaches the game as a key of its own.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <string.h>

#include "src/ui/ui_internal.h"

/* Bytes kept of a sequence; a longer one is read to its end and dropped. */
enum { SEQ_KEEP = 16, SEQ_LONGEST = 256 };

/* The sequences known here (after Esc [ or Esc O): what xterm, rxvt and tmux send for the
 * keys the screens use, when TERM describes another terminal. */
static const struct {
	char intro;
	const char *body;
	int key;
} known[] = {
    {'[', "A", KEY_UP},	   {'[', "B", KEY_DOWN}, {'[', "C", KEY_RIGHT},	 {'[', "D", KEY_LEFT},
    {'[', "H", KEY_HOME},  {'[', "F", KEY_END},	 {'[', "1~", KEY_HOME},	 {'[', "7~", KEY_HOME},
    {'[', "4~", KEY_END},  {'[', "8~", KEY_END}, {'[', "5~", KEY_PPAGE}, {'[', "6~", KEY_NPAGE},
    {'[', "2~", KEY_IC},   {'[', "3~", KEY_DC},	 {'O', "A", KEY_UP},	 {'O', "B", KEY_DOWN},
    {'O', "C", KEY_RIGHT}, {'O', "D", KEY_LEFT}, {'O', "H", KEY_HOME},	 {'O', "F", KEY_END},
};

/* The next byte within ms milliseconds, ERR if none came. */
static int next_byte(int ms)
{
	timeout(ms);
	int c = getch();
	timeout(-1);
	return c;
}

/* The rest of a control sequence after Esc [ or Esc O: parameters, intermediates, a final
 * byte. Returns the length kept in body, or -1 for one cut short or malformed. */
static int read_control(char *body, int ms)
{
	int n = 0;
	for (int i = 0; i < SEQ_LONGEST; i++) {
		int c = next_byte(ms);
		if (c < 0x20 || c > 0x7e)
			return -1; /* cut short (ERR), a control byte or a decoded key */
		if (n < SEQ_KEEP - 1)
			body[n++] = (char)c;
		if (c >= 0x40) { /* the final byte */
			body[n] = 0;
			return n;
		}
	}
	return -1;
}

/* A string sequence (Esc ] and the like: a terminal's answer) runs to BEL or Esc \. */
static void skip_string(int ms)
{
	for (int i = 0, prev = 0; i < SEQ_LONGEST; i++) {
		int c = next_byte(ms);
		if (c == ERR || c == 7 || (prev == 27 && c == '\\'))
			return;
		prev = c;
	}
}

static int known_key(char intro, const char *body)
{
	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
		if (known[i].intro == intro && strcmp(known[i].body, body) == 0)
			return known[i].key;
	return ERR;
}

int ui_key_sequence(int first)
{
	int ms = get_escdelay() > 0 ? get_escdelay() : 25;
	if (first == '[') {
		/* a '[' with a sequence's body right behind it is what is left of a sequence
		 * whose Esc came apart (a slow line): the body goes with it */
		int c = next_byte(0);
		if (c == ERR)
			return '[';
		if (c < 0x20 || c > 0x7e) {
			ungetch(c);
			return '[';
		}
		char body[SEQ_KEEP];
		if (c < 0x40)
			read_control(body, ms);
		return ERR;
	}
	int intro = next_byte(ms);
	if (intro == ERR)
		return 27; /* Esc alone */
	char body[SEQ_KEEP];
	switch (intro) {
	case '[':
	case 'O': {
		int n = read_control(body, ms);
		if (n < 0)
			return ERR;
		if (intro == '[' && strcmp(body, "M") == 0) /* an old-style mouse report */
			for (int i = 0; i < 3; i++)
				next_byte(ms);
		return known_key((char)intro, body);
	}
	case ']':
	case 'P':
	case '_':
	case '^':
		skip_string(ms);
		return ERR;
	default:
		return ERR; /* Alt with a key, or Esc Esc: nothing of it is a key */
	}
}
