/* Rule presets and named rule options. */
#ifndef JANSOU_RULES_RULES_H
#define JANSOU_RULES_RULES_H

#include <stdbool.h>
#include <stddef.h>

enum renhou_value { RENHOU_OFF, RENHOU_MANGAN, RENHOU_YAKUMAN };

/*
 * Which game the rules describe: riichi (Japanese), Chinese Official (MCR, 1998 rules) or
 * three-player riichi (sanma). New families go at the end: tables are indexed by them.
 */
enum rules_family { RULES_RIICHI, RULES_MCR, RULES_SANMA };

/* What three-player riichi does with North: set aside as a dora, or kept as a guest wind. */
enum kita_rule { KITA_HONOUR, KITA_NUKIDORA };

/*
 * Whether a tenpai hand waiting only on tiles it holds all four of counts as tenpai at an
 * exhaustive draw: noten when the four are in the concealed hand (Tenhou, Mahjong Soul),
 * noten when they are in the hand or its melds, or tenpai whatever it holds.
 */
enum dead_wait_rule { DEAD_WAIT_HAND, DEAD_WAIT_MELDS, DEAD_WAIT_TENPAI };

struct rules;
struct rng;
struct wall;

/* The formats of a game's log (a family's rules_family_info.log and .logs), as bits. */
enum rules_log {
	RULES_LOG_TENHOU = 1 << 0, /* tenhou.net/6 JSON */
	RULES_LOG_MJAI = 1 << 1,   /* mjai JSON lines: the protocol seats four riichi players */
	RULES_LOG_MCR = 1 << 2,	   /* jansou-mcr/1 JSON, Chinese Official rules' own */
};

/*
 * What the rest of the program asks of a family, one row each (rules_family_of): the one
 * place for a fact that differs between families. Code reads the row, never "if family ==".
 */
struct rules_family_info {
	const char *name; /* "riichi", "mcr", "sanma" */
	int players;	  /* seats at the table */
	bool chi;	  /* a sequence may be called from the discard on the left */
	/* the wall of a hand, shuffled from rng (rules/wall.h) */
	void (*deal_wall)(struct wall *w, struct rng *rng, const struct rules *r);
	int noten_pool; /* what the noten players pay the tenpai ones at an exhaustive draw */
	/* what a ron pays for each honba stick: 100 for each other player, as a tsumo pays */
	int honba_ron;
	enum rules_log log; /* the format its games are kept in: history, the log key, selfplay */
	unsigned logs;	    /* every format (RULES_LOG_* bits) its games are written and read in */
};

/* The row of family; an unknown number gets riichi's. */
const struct rules_family_info *rules_family_of(int family);

/*
 * Every option a rule set can change. Presets are constant tables of these;
 * rules_option_table describes each field (name, kind, range, help) so any of
 * them can be set by name.
 */
struct rules {
	const char *preset;
	int family;		   /* enum rules_family; riichi-only options are ignored for MCR */
	int red_fives[3];	   /* red fives of man, pin, sou */
	bool open_tanyao;	   /* kuitan */
	bool double_yakuman;	   /* kokushi 13-wait, suuankou tanki, junsei chuuren, daisuushii */
	bool yakuman_stacking;	   /* several yakuman add up */
	bool counted_yakuman;	   /* 13+ han is yakuman, else sanbaiman */
	bool kiriage_mangan;	   /* 4 han 30 fu and 3 han 60 fu round up to mangan */
	int renhou;		   /* enum renhou_value */
	bool double_wind_pair_4fu; /* a pair of the round and seat wind counts 4 fu, else 2 */
	bool nagashi_mangan;
	bool ura_dora; /* ura dora turned over for a riichi win */
	bool kan_dora; /* each kan adds an indicator; off: only the first one counts */
	/* the local yaku (doc/rules.md, "Local yaku") */
	bool tsubame_gaeshi, kanburi, shiiaruraotai, sanrenkou, uumensai, isshoku_sanjun;
	bool daisharin, daichikurin, daisuurin, daichisei, kokuiisou, ishi_no_ue;
	/* game options for the engine */
	int starting_points;
	int return_points;
	int target_points; /* the top needs this many for the game to end after the last hand */
	int uma[4];	   /* in thousands, first to fourth */
	bool round_final_scores; /* whole thousands, the first taking the rest (Tenhou's
				    rooms until lately; tenths now, as Mahjong Soul) */
	bool bust;		 /* the game ends when a player falls below zero */
	bool dealer_stop;	 /* the dealer in the last hand may end the game when first */
	bool west_round;	 /* play on into West if nobody reaches return_points */
	bool abortive_draws;	 /* nine terminals, four winds, four kans, four riichi */
	int max_ron;		 /* 1 head bump, 2 double ron, 3 triple ron */
	bool triple_ron_draw;	 /* three rons abort the hand */
	bool kuikae_forbidden;	 /* swap-calling refused */
	bool kan_dora_delayed;	 /* open/added kan dora revealed after the discard */
	bool pao;		 /* liability for daisangen and daisuushii */
	bool pao_four_kans;	 /* ... and for suukantsu, on whoever fed the fourth kan */
	int dead_wait;		 /* enum dead_wait_rule */
	bool kokushi_closed_kan; /* thirteen orphans may rob a closed kan */
	bool flowers;		 /* MCR: the eight flower tiles are in the wall */
	bool reseat;		 /* MCR: players change seats between the wind rounds */
	/* three-player riichi (RULES_SANMA) */
	int kita;	 /* enum kita_rule */
	bool tsumo_loss; /* a tsumo lacks the absent North's share; else the two payers split it */
	int uma3[3];	 /* in thousands, first to third */
};

enum rules_option_kind { RULES_OPT_BOOL, RULES_OPT_INT, RULES_OPT_ENUM, RULES_OPT_INT_LIST };

struct rules_option {
	const char *name;
	enum rules_option_kind kind;
	size_t offset;		  /* of the field in struct rules */
	int count;		  /* entries of an INT_LIST */
	int min, max;		  /* INT range */
	const char *const *names; /* ENUM value names, NULL terminated */
	const char *help;	  /* msgid */
};

extern const struct rules_option rules_option_table[];

/*
 * The final scores of a finished game of n players from their points and places (1 first):
 * (points - return_points) / 1000 plus the uma of the place (uma3 with three players), the
 * first also taking the oka, (return_points - starting_points) x n / 1000. With
 * round_final_scores, as Tenhou gives them, each but the first has its points rounded to the
 * thousand first (500 down: 27400 is 27000, 45500 is 45000, -5500 is -6000) and the first
 * takes what makes the scores add up to zero.
 */
void rules_final_scores(const struct rules *r, int n, const int points[], const int placement[],
			double out[]);

/* The preset of that name ("standard", "tenhou", "league", "classic", "mcr", "sanma",
 * "sanma-tenhou"), or NULL. */
const struct rules *rules_preset(const char *name);
/* NULL-terminated list of preset names, the default first; the riichi presets come before
 * "mcr", the only one of family RULES_MCR, then the three-player ones (RULES_SANMA). */
extern const char *const rules_preset_names[];

/*
 * Sets one option from text ("true", "mangan", "20", "15,5,-5,-15").
 * Returns 0, or -1 with a message in err.
 */
int rules_set_option(struct rules *r, const char *name, const char *value, char *err,
		     size_t errsize);

/*
 * Whether the option of that name means anything in a game of that family: Chinese Official
 * rules take only flowers and reseat (the engine turns riichi's options off there), riichi
 * takes all but those and the three-player ones (kita, tsumo_loss, uma3), three-player riichi
 * all riichi's but uma (of four places) and its own. Tools refuse an option that does not
 * apply rather than ignore it.
 */
bool rules_option_applies(const char *name, int family);

/*
 * An option of an older version under its name and value today ("dead_wait_tenpai true" is
 * "dead_wait tenpai"): rewrites name and value and returns true, or returns false.
 */
bool rules_option_renamed(const char **name, const char **value);

/* Writes an option's value in r as rules_set_option() reads it ("true", "20", "15,5,-5,-15"). */
void rules_option_text(const struct rules *r, const struct rules_option *o, char *buf, size_t size);

#endif
