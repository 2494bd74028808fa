/* Inside the front end: the state shared by ui_*.c. Only these files include curses. */
#ifndef JANSOU_SRC_UI_UI_INTERNAL_H
#define JANSOU_SRC_UI_UI_INTERNAL_H

#include <stdbool.h>

#include "ai/ai.h"
#include "rules/score.h"
#include "src/engine/engine.h"
#include "src/ui/ui_analysis.h"
#include "src/ui/ui_log.h"
#include "src/ui/ui.h"

struct ui_saving;

/* The smallest terminal the table fits in. */
enum { UI_MIN_COLS = 80, UI_MIN_LINES = 24, UI_LOG_LINES = 64 };

/* What the keyboard is doing at the moment. */
enum ui_mode {
	MODE_WATCH,   /* nothing to decide: other seats play */
	MODE_DISCARD, /* own turn: pick a tile */
	MODE_RIICHI,  /* own turn after the riichi key: pick the declaring tile */
	MODE_PROMPT,  /* a list of choices: calls, kans */
};

/* Panels drawn over the centre of the table. */
enum ui_panel { PANEL_NONE, PANEL_TENPAI, PANEL_DORA, PANEL_HINT, PANEL_OPTIONS, PANEL_DANGER };

/* Colour pairs (and their monochrome stand-ins when colour is off). */
enum ui_color { C_NONE, C_RED, C_DORA, C_TITLE, C_RIICHI, C_GOOD, C_BAD, C_COUNT };

/* One winner of a hand, kept for the score screen. */
struct ui_win {
	int seat, from;
	tile_t tile;
	tile_t hand[14];
	int nhand;
	struct meld melds[4];
	int nmelds;
	struct score_result score; /* riichi */
	tile_t ura[5];
	int nura;
	bool is_mcr; /* Chinese Official rules: mcr and flowers, not score */
	struct mcr_result mcr;
	tile_t flowers[8];
	int nflowers;
	int pao; /* the seat liable for the yakuman, -1 */
};

/* What ended the last hand. */
struct ui_hand_end {
	struct ui_win wins[3];
	int nwins;
	bool exhaustive;
	enum abort_kind abort;
	bool tenpai[SEATS], nagashi[SEATS];
	tile_t hands[SEATS][14];
	int nhands[SEATS];
	struct meld melds[SEATS][4]; /* as they stood at the draw */
	int nmelds[SEATS];
	int delta[SEATS];
	int points[SEATS];
};

/* Riichi defence practice: the danger as it stood at the player's last discard, and the tally. */
struct ui_practice {
	struct ai_seat_danger threats[SEATS - 1];
	int nthreats;
	tile_t hand[14];
	int nhand;
	tile_t discarded; /* 0xff before the first discard of a hand */
	int hands, dealins;
	bool dealt_in;	     /* in the hand being played */
	char review[6][240]; /* two lines per deal-in at most */
	int nreview;
};

/* A discard of yours made under threat (src/ui/ui_defence.c). */
struct ui_threat_move {
	int turn; /* your discards this hand, this one included */
	struct ai_threat_move m;
	bool in_wait; /* in the wait of the hand's winner (someone else) */
	bool dealt_in;
};

/* Discards under threat, the safest of them and the deal-ins among them. */
struct ui_defence_count {
	int moves, safest, dealins;
};

enum { UI_DEFENCE_MOVES = 24 };

struct ui_defence {
	struct ui_threat_move moves[UI_DEFENCE_MOVES];
	int nmoves, own_discards;
	int winner; /* someone else who won the hand, -1 */
	tile_t win_tile;
	tile_t wait[13];
	int nwait;
	struct ui_defence_count game;
};

struct game_log;

enum { UI_NAME_COLS = 12 }; /* the widest name a network table shows */

struct ui {
	struct ui_options opt;
	struct game *game;
	int seat;    /* the human's seat this hand */
	int player;  /* the human's player number: the seat they began in (MCR changes seats) */
	bool glyphs; /* tiles as Unicode glyphs, else as text */
	bool cjk;    /* honours as 東南西北白發中 in text mode */
	bool color;
	bool mouse;

	/* the decision in progress */
	enum ui_mode mode;
	struct seat_view view;
	const struct action *choices;
	int nchoices;
	int cursor;	/* hand position */
	int prompt[24]; /* choice indices listed by the prompt */
	int nprompt;
	int prompt_sel;
	const char *prompt_title;
	const char *prompt_cancel; /* the label of a -1 in prompt[]: back to choosing a discard */
	bool drawn_gap;		   /* show the drawn tile apart */
	enum ui_panel panel;
	/* the drill: every danger figure is judged against this seat's riichi (ai_tile_danger) */
	bool danger_fixed;
	int danger_seat;
	char status[200]; /* one line under the hand */
	char notice[400]; /* pinned above the log until the game ends: a bot given up on */
	char command[64]; /* the / command line being typed (src/ui/ui_command.c) */
	bool command_open;

	/* options the player toggles */
	bool auto_win, auto_pass, auto_tsumogiri;
	enum ui_bell bell_when;
	bool paused;		     /* watch mode */
	bool step;		     /* watch mode: go on to the next move, then pause */
	struct controller *autoplay; /* plays the human seat (a test aid) */
	/* the advisor's answer to the decision in progress (ui_advice), asked once */
	bool advised;
	int advice;
	struct ai_explain advice_ex;
	struct ui_saving *saving; /* the game's save (src/ui/ui_save.h), NULL before a game */
	struct game_log *mjai;	  /* the same as the mjai record (riichi), or NULL */
	struct game_log *tenhou; /* the game so far (tenhou.net/6, or jansou-mcr/1 for MCR), for the
				    save-log key */
	char kept_log[1024];	 /* where the history keeps the finished game's log, "" before */

	/* what happened */
	char log[UI_LOG_LINES][UI_LOG_WIDTH]; /* each line of log_lines, written out */
	struct ui_log_line log_lines[UI_LOG_LINES];
	int nlog;
	int last_discarder;
	int kita_from; /* the seat whose North set aside is offered for a ron, -1 */
	struct ui_hand_end end;
	struct game_event game_end;
	bool game_over;
	bool hand_ended; /* a hand ended and was told: its result is to be shown */
	bool replaying;	 /* a saved game plays back to where it stopped: nothing is shown */
	bool quit;
	bool restart; /* the menu asked for another game, with next */
	struct ui_options next;
	char error[200]; /* the engine's error, reported once curses is gone */
	int hands_seen;
	struct ui_practice practice;
	struct ui_defence defence;
	/* the replay viewer: every hand as these (NULL: as the game shows them), and its own
	 * prompt and key reminder (NULL: the game's) */
	const tile_t (*open_hands)[14];
	const int *open_nhands;
	const char *prompt_text, *hints_text;
	/* watching: the seats an AI plays (to ask for its reasons), and the last move's reason */
	struct controller *explainer[SEATS];
	char reason[240];
	/* a network table (src/ui/ui_join.c): the table's key waits watch the connection too,
	 * net_wake saying when a message came that ends the wait (the key read is then ERR and
	 * net_woken is set); net_command runs a / command the table does not know (the room
	 * commands), returning false when it is none either */
	bool remote;
	bool (*net_wake)(struct ui *ui);
	bool net_woken;
	bool (*net_command)(struct ui *ui, char **words, int n);
	void *net;
	/* the players' names as the server gives them, escaped and cut to UI_NAME_COLS columns
	 * ("": unknown, the seat is then named by where it sits) */
	char names[SEATS][UI_NAME_COLS * 4 + 4];
	long long deadline; /* CLOCK_MONOTONIC ms when the decision in progress is due, 0 none */
};

/* ui_game.c: the table's observer of a game's events (ui->game the game, or a seat's mirror
 * at a network table). */
void ui_observe(void *ctx, const struct game_event *ev);
/* ui_input.c: the milliseconds of CLOCK_MONOTONIC. */
long long ui_now_ms(void);

/* ui_game.c: whether TERM can place the cursor (says why not on stderr); curses started with
 * the terminal guard, colours (unless ui->opt.colour says never) and the mouse. */
bool ui_terminal_can_draw(void);
void ui_start_curses(struct ui *ui);
/* "pon", "a closed kan": a meld as the log of the game names it (the msgid: the log
 * translates it when the line is written, in the language of the moment) */
const char *ui_call_word(enum meld_type t);
/* Logs a call or a kan: "Across: pon 5p from Left". */
void ui_log_call(struct ui *ui, const struct game_event *ev);

/* ui_tiles.c: one tile in a cell of fixed width. */
void ui_tiles_init(struct ui *ui);
int ui_cell(const struct ui *ui);      /* columns of a tile cell */
int ui_back_cell(const struct ui *ui); /* columns of a tile back */
int ui_text_width(const char *s);      /* display columns of a UTF-8 string */
bool ui_locale_utf8(void);	       /* whether the terminal takes UTF-8 */
void ui_draw_tile(const struct ui *ui, int y, int x, tile_t t, unsigned long attrs);
void ui_draw_back(const struct ui *ui, int y, int x);
/*
 * Short name of a tile, two columns at most ("5m", "0p", "E" or 東): its face in text mode,
 * and what the command line reads. Static buffer per call slot.
 */
const char *ui_tile_name(const struct ui *ui, tile_t t);
/*
 * A tile in running text (the side log, the hint, the review): honours as ui_tile_name(),
 * number tiles as the language writes them ("5m" in English, 5萬 in Japanese, 赤5筒 for a
 * red five). Static buffer per call slot.
 */
const char *ui_tile_word(const struct ui *ui, tile_t t);
unsigned long ui_color(const struct ui *ui, enum ui_color c);
bool ui_is_dora(const struct seat_view *v, tile_t t);
/* The dora kind an indicator kind shows in the view's game (three players: 1m shows 9m). */
int ui_dora_of(const struct seat_view *v, int indicator_kind);
/* Draws a string cut to at most width columns; returns the columns used. */
int ui_put(int y, int x, const char *s, int width, unsigned long attrs);
/* Draws s on at most rows rows of width columns, broken between words (or between CJK
 * characters); a last row that cannot hold the rest ends at a word and an ellipsis. Returns
 * the rows used. */
int ui_put_wrapped(int y, int x, const char *s, int width, int rows, unsigned long attrs);
/* A full screen's status message above its key line: one row, or two for a long one (a path). */
int ui_put_status(const char *s);

/* ui_table.c: the table. */
void ui_redraw(struct ui *ui);
/* The pause after each opponent's move, in milliseconds (--delay, config, the o screen). */
int ui_opponent_delay(const struct ui *ui);
bool ui_too_small(void);
/* The columns of the table's message row (the status), the log panel beside it left out. */
int ui_message_width(const struct ui *ui);
const char *ui_wind_name(int wind_kind);
const char *ui_round_name(int round_wind, int hand_number, char *buf, int size);
/*
 * One meld at y, x (a closed kan's outer tiles face down), its called tile reversed toward
 * the giver as the viewer sees the table, owner's meld; as its owner sees it when owner < 0.
 * Returns its width.
 */
int ui_draw_meld(struct ui *ui, int y, int x, const struct meld *m, int owner);
/* Hand position the x coordinate of a click falls on, -1 for none. */
int ui_hand_at(const struct ui *ui, int y, int x);

/*
 * One row of the key table: the help screen (and the manual) are built from
 * it. run returns a choice index to decide, or -1 to keep waiting.
 */
enum {
	KEYS_TURN = 1,
	KEYS_CALL = 2,
	KEYS_ANY = 4,
	KEYS_WATCH = 8,
	KEYS_RIICHI_ONLY = 16,
	KEYS_KITA_ONLY = 32, /* three-player riichi with Norths set aside */
};
struct ui_key {
	int keys[4];	  /* 0-terminated */
	const char *name; /* the keys as the help shows them */
	const char *help; /* msgid */
	unsigned when;	  /* KEYS_* */
	int (*run)(struct ui *ui, int key);
};
extern const struct ui_key ui_keys[];
/* Whether a key row means anything in this game (riichi, dora... not in Chinese Official rules). */
bool ui_key_applies(const struct ui *ui, const struct ui_key *k);
/* Hand positions of the position keys, in order. */
extern const char ui_position_keys[];

/* ui_input.c: keys and the human's controller. */

/*
 * How a screen reads keys through ui_read_key(), the one loop that calls getch: the screen's
 * drawing, how long to wait, and what it wants besides plain keys.
 */
struct ui_read {
	void (*redraw)(struct ui *ui, void *ctx); /* draws the screen before each wait */
	void *ctx;
	int timeout_ms; /* -1: until a key comes; else ERR once the time is up */
	bool mouse;	/* KEY_MOUSE reaches the caller (else it is ignored) */
	bool help;	/* '?' shows the help here and comes back */
};
/*
 * Reads one key. A resize redraws and waits on; a terminal too small shows so and lets
 * through only q and the answer to the quit question; Ctrl-C (src/ui/term_guard.h) comes
 * back as 'q', so every screen asks before quitting as q does; a signal that is not a
 * request never ends a wait early.
 */
int ui_read_key(struct ui *ui, const struct ui_read *how);
/*
 * ui_keyseq.c: the rest of an escape sequence, after its first key (Esc, or a '[' left of one
 * whose Esc came apart). Returns Esc for Esc alone, the curses key of a sequence known here
 * (Home, End, the arrows...), the '[' itself when no sequence follows it, else ERR: the
 * sequence was read to its end and means nothing here.
 */
int ui_key_sequence(int first);
/* ui_redraw() as a struct ui_read's redraw. */
void ui_redraw_table(struct ui *ui, void *ctx);
/* A key for the table (the game's screen), mouse included. */
int ui_getch(struct ui *ui);
int ui_human_choose(struct controller *self, const struct seat_view *view,
		    const struct action *choices, int n);
/* The choice of the decision in progress of type t, -1 if none (the first, as the keys take). */
int ui_find_choice(const struct ui *ui, enum action_type t);
/* The choice that discards (or declares riichi with, type t) hand position i, -1 if not legal. */
int ui_choice_at(const struct ui *ui, int i, enum action_type t);
/* Runs a key of the table as if pressed now; returns the choice it takes, or -1. */
int ui_press_key(struct ui *ui, int key);
/* Asks "quit?"; true once confirmed. */
bool ui_confirm_quit(struct ui *ui);
/* Handles keys that work anywhere (help, panels, tile mode, quit); true if consumed. */
bool ui_global_key(struct ui *ui, int key);

/* ui_review.c: the replay viewer over the log held in text, in the game's screen (seat -1:
 * the player's); returns 0 when it was shown, -1 with a message. */
int ui_review_text(struct ui *parent, const char *name, const char *text, int seat, char *err,
		   size_t errsize);

/* ui_menu.c: the menu key's screen. A choice of another game sets restart, next and quit. */
void ui_show_menu(struct ui *ui);

/* ui_practice.c: riichi defence practice. */
/* Remembers the danger of the hand as choice c of the current decision is taken. */
void ui_practice_decided(struct ui *ui, int c);
void ui_practice_hand_start(struct ui *ui);
/* A win: reviews the deal-in when the player paid for it. */
void ui_practice_win(struct ui *ui, int winner, int from, tile_t tile);
void ui_practice_hand_end(struct ui *ui);
/* ui_defence.c: every discard under threat, reviewed. */
void ui_defence_decided(struct ui *ui, const struct action *a);
void ui_defence_hand_start(struct ui *ui);
void ui_defence_win(struct ui *ui, const struct game_event *ev);
void ui_defence_counts(const struct ui *ui, struct ui_defence_count *out);
/* "6 discards under threat, 4 of them the safest you held: d reviews them." */
const char *ui_defence_summary(const struct ui *ui);
void ui_defence_review(struct ui *ui);
/* ui_drill.c: defence drills until q; returns the exit status. */
int ui_drill(struct ui *ui, const struct ui_options *o);
/* Draws the danger panel's lines from y; returns the next y. */
int ui_practice_panel(struct ui *ui, int y, int x, int w);
/* Danger marks under one's tiles at row y, tile i at column xs[i]; returns the threats. */
int ui_danger_marks(struct ui *ui, int y, const int *xs, int n);
const char *ui_danger_marks_note(void);
/* The danger of the tile under the cursor, for the message line; false when none. */
bool ui_danger_cursor(struct ui *ui, char *buf, size_t size);
/*
 * The danger of kind k for the seat of v as every screen gives it (ai_tile_danger), against
 * the drill's riichi when there is one; false when nobody threatens.
 */
bool ui_tile_danger(const struct ui *ui, const struct seat_view *v, int k,
		    struct ai_tile_danger *out);
/* The letters of the danger marks, spelled out, for the help screen. */
void ui_danger_legend(char *buf, size_t size);
int ui_practice_panel_lines(struct ui *ui, int w);
/* The running deal-in rate, as one line. */
const char *ui_practice_rate(const struct ui *ui);
/* Draws the review of the last hand from y; returns the next y. */
int ui_practice_review(struct ui *ui, int y, int x, int w);

/* ui_advice.c: the hint from the advisor (ai_advisor), and the game's log saved to a file. */
/*
 * The advisor's choice for the decision in progress and its explanation, or -1
 * when there is nothing to decide.
 */
int ui_advice(struct ui *ui, const struct ai_explain **ex);
/* The hint box's title, naming the advisor. */
const char *ui_hint_title(void);
/* The columns of the hint's widest line (its title included), unwrapped. */
int ui_hint_width(struct ui *ui);
/* The rows the hint takes wrapped to w columns. */
int ui_hint_lines(struct ui *ui, int w);
/* Draws the hint panel from y, wrapped to w columns on at most rows rows; returns the next y. */
int ui_hint_panel(struct ui *ui, int y, int x, int w, int rows);
/* Writes the game's log (tenhou.net/6, jansou-mcr/1 for MCR) and says where in ui->status. */
void ui_save_log(struct ui *ui);

/* ui_screens.c: full screens and panels. */
void ui_show_help(struct ui *ui);
/* "You", "Right", "Across", "Left" (or "Seat n" when watching); at a network table the
 * others' names, when the server gave them. */
const char *ui_player_name(const struct ui *ui, int seat);
/* Logs a win in a sentence of its own for the player ("You win: 8000 points") and for the
 * others ("Left wins: 8000 points"), so that every language can conjugate it. */
void ui_log_win(struct ui *ui, int seat, int points);
/* Players at the table: 4, or 3 in three-player riichi (seat 3 is then empty). */
int ui_nseats(const struct ui *ui);
/* Where a seat sits from the player's: 0 the player, 1 right, 2 across, 3 left (with three
 * players the seat after the right one is the left). */
int ui_side_of(const struct ui *ui, int seat);
/* The seat on a side (1 right, 2 across, 3 left), or -1 where nobody sits. */
int ui_seat_at_side(const struct ui *ui, int side);
/* The seat wind (TILE_EAST..) of a seat in the hand on screen. */
int ui_seat_wind(const struct ui *ui, int seat);
void ui_draw_panel(struct ui *ui, int top, int left, int height, int width);
/* Writes s padded with spaces to width display columns (CJK-safe); returns the columns. */
int ui_put_padded(int y, int x, const char *s, int width, unsigned long attrs);

/* ui_hand_end.c: the end of a hand, the hands opened on the table. */
/* "Right wins by ron from You" at y, x; returns the next line. */
int ui_draw_win_title(struct ui *ui, int y, int x, int w, const struct ui_win *win);
/*
 * Seat's hand opened at y, x: its concealed tiles, its melds as on the table, and the winning
 * tile (0xff for none) apart and reversed. Returns its width; draws nothing when draw is false.
 */
int ui_draw_open_hand(struct ui *ui, int y, int x, int seat, const tile_t *hand, int n,
		      const struct meld *melds, int nmelds, tile_t win, bool draw);
/* One player's name padded to the result screens' column; returns its width. */
int ui_end_name(struct ui *ui, int y, int x, int seat);
void ui_show_hand_end(struct ui *ui);
/*
 * Keeps what ends a hand in ui->end for the result board, event by event: a win (its
 * winner's melds from view, the family's value), a draw (each hand with its melds), the
 * scores. The game and the replay viewer both fill the board so.
 */
void ui_end_record(struct ui *ui, const struct game_event *ev, const struct seat_view *view);
/* Draws the end of the hand held in ui->end (the result screen without its key loop). */
void ui_hand_end_draw(struct ui *ui);
void ui_show_final(struct ui *ui);
void ui_draw_too_small(void);
/* A key for a full screen drawn by redraw(ui) (ui_read_key; '?' shows the help). */
int ui_wait_key(struct ui *ui, void (*redraw)(struct ui *));

#endif
