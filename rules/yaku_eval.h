/* Inside the rules core: the yaku table rows and what their tests look at. */
#ifndef JANSOU_RULES_YAKU_EVAL_H
#define JANSOU_RULES_YAKU_EVAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/decompose.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "rules/yaku.h"

/* Kinds as bits (bit k for kind k): a hand's kinds are tested against these at once. */
#define KIND_BIT(k) (UINT64_C(1) << (k))
#define KINDS_SUIT(s) (UINT64_C(0x1ff) << (9 * (s)))
#define KINDS_SUITED (KINDS_SUIT(0) | KINDS_SUIT(1) | KINDS_SUIT(2))
#define KINDS_HONOR (UINT64_C(0x7f) << TILE_EAST)
#define KINDS_TERMINAL (UINT64_C(0x101) | UINT64_C(0x101) << 9 | UINT64_C(0x101) << 18)
#define KINDS_YAOCHU (KINDS_TERMINAL | KINDS_HONOR)

/*
 * A winning hand with the facts the yaku tests need, worked out once: the hand's own for
 * every reading (win_shape_init), then those of each reading (win_shape_read).
 */
struct win_shape {
	const struct rules *rules;
	const struct win_context *ctx;
	const struct hand *hand;
	int win;     /* kind of the winning tile */
	bool menzen; /* no called meld (an ankan keeps the hand closed) */
	bool dealer;
	uint8_t all[TILE_KINDS];    /* every tile of the hand, melds and win; a kan counts 4 */
	uint8_t before[TILE_KINDS]; /* the concealed tiles before the win */
	uint64_t kinds;		    /* the kinds of all[] as bits */
	uint64_t enabled;	    /* the yaku that may count here (rules, open or closed) */
	uint64_t enabled_yakuman;   /* the yakuman among them */

	/* the reading */
	const struct reading *r;
	uint8_t sequences[TILE_KINDS]; /* sequences by lowest kind */
	uint64_t sequence_kinds;       /* the lowest kinds of the sequences as bits */
	uint64_t triplets;	       /* the kinds of the triplets and kans as bits */
	int nsequences, ntriplets, nkans, nankou;
	int peikou; /* pairs of identical sequences */
};

/* Fills the hand's part of w. */
void win_shape_init(struct win_shape *w, const struct rules *rules, const struct hand *hand,
		    const struct win_context *ctx);
/* Fills the part of one reading of that hand. */
void win_shape_read(struct win_shape *w, const struct reading *r);

enum yaku_flags {
	YF_YAKUMAN = 1 << 0,
	YF_DOUBLE = 1 << 1, /* a double yakuman where rules->double_yakuman */
	YF_KUITAN = 1 << 2, /* open only where rules->open_tanyao */
};

#define YAKU_BIT(id) (UINT64_C(1) << (id))

struct yaku_def {
	enum yaku_id id;
	const char *key; /* as in the calc JSON */
	const char
	    *tenhou;	   /* as tenhou.net/6 logs name it; NULL for the winds, named with theirs */
	const char *name;  /* English display name, a msgid */
	int8_t han_closed; /* han, or yakuman multiples for YF_YAKUMAN */
	int8_t han_open;   /* 0: concealed hands only */
	unsigned flags;
	size_t option;	    /* offsetof the bool in struct rules enabling a local yaku, 0 if none */
	uint64_t yields_to; /* not counted when one of these is */
	bool (*test)(const struct win_shape *w);
};

extern const struct yaku_def yaku_standard_table[];
extern const struct yaku_def yaku_local_table[];
extern const int yaku_standard_count, yaku_local_count;

/* The row of a yaku, or NULL. */
const struct yaku_def *yaku_def_of(enum yaku_id id);

/*
 * The yaku of one reading into out[] (at most max): only the yakuman when there
 * are any, each with han 13 per multiple. Returns their number.
 */
int yaku_collect(const struct win_shape *w, struct yaku_award *out, int max);

/* Shared by the tests of both tables: every kind of the hand is among kinds (bits). */
bool yaku_all_in(const struct win_shape *w, uint64_t kinds);
bool yaku_is_standard(const struct win_shape *w);

#endif
