/*
 * The rule book's facts, without curses: which yaku the rules in play count, what each is
 * worth as the book shows it, and one example hand per yaku with a short explanation. The
 * screen (src/ui/ui_rulebook.c) draws them; tests/test_rulebook.c scores every example with
 * the rules core, so the book can never show a hand that does not hold its yaku.
 */
#ifndef JANSOU_SRC_UI_RULEBOOK_EXAMPLES_H
#define JANSOU_SRC_UI_RULEBOOK_EXAMPLES_H

#include <stdbool.h>

#include "rules/hand.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "rules/yaku.h"

/* What happened around an example's win; none set: a non-dealer's ron (South seat, East
 * round), no riichi. */
enum rulebook_flag {
	RB_TSUMO = 1 << 0,
	RB_RIICHI = 1 << 1,
	RB_DOUBLE_RIICHI = 1 << 2,
	RB_IPPATSU = 1 << 3,
	RB_RINSHAN = 1 << 4,
	RB_CHANKAN = 1 << 5,
	RB_HAITEI = 1 << 6,
	RB_HOUTEI = 1 << 7,
	RB_FIRST_TURN = 1 << 8, /* tenhou, chiihou or renhou, as the seat and the win say */
	RB_TSUBAME = 1 << 9,
	RB_KANBURI = 1 << 10,
	RB_DEALER = 1 << 11,
	RB_FLAG_COUNT = 12
};

struct rulebook_example {
	enum yaku_id yaku;
	const char *explain;  /* msgid: one or two lines */
	const char *tiles;    /* the concealed tiles before the win, mpsz */
	const char *win;      /* the winning tile */
	const char *melds[4]; /* "pon:555z", ... */
	unsigned flags;	      /* enum rulebook_flag */
};

/* One per yaku, in the order of enum yaku_id. */
extern const struct rulebook_example rulebook_examples[];
extern const int rulebook_example_count;

/* The example of a yaku, or NULL. */
const struct rulebook_example *rulebook_example_of(enum yaku_id id);

/* The example's hand and what happened around the win. Returns 0, or -1 on a typo in the
 * table. */
int rulebook_example_hand(const struct rulebook_example *ex, struct hand *h,
			  struct win_context *ctx);

/* The words of one flag, a msgid ("riichi", "tsumo"...). */
const char *rulebook_flag_word(enum rulebook_flag f);

/* What a yaku is worth as the book shows it, under the rules in play. */
struct rulebook_value {
	int han;     /* 0: not with a hand of that kind (open) */
	int yakuman; /* 1 or 2 (double), 0 for han */
	bool mangan; /* renhou as a mangan (han 5 then) */
};

/* Whether the rules count the yaku at all (local yaku by their option, renhou...). */
bool rulebook_yaku_in_play(const struct rules *r, enum yaku_id id);
/* Whether the example's tiles are all in r's set (three players lack 2m-8m). */
bool rulebook_example_fits(const struct rules *r, const struct rulebook_example *ex);
/* Its value for a concealed (open false) or an open hand. */
struct rulebook_value rulebook_yaku_value(const struct rules *r, enum yaku_id id, bool open);

#endif
