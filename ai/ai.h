/*
 * AI strategies: one constant struct of function pointers per strategy, listed once in the
 * player table (ai/players.h), and a controller that lets the engine drive a seat with any
 * of them.
 */
#ifndef JANSOU_AI_AI_H
#define JANSOU_AI_AI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/rng.h"
#include "rules/rules.h"
#include "src/engine/controller.h"
#include "src/engine/game_types.h"
#include "ai/players.h"

/* Why a discard is thought safe or not, the strongest reason first. */
enum ai_danger_class {
	DANGER_NONE,	   /* nobody threatens */
	DANGER_GENBUTSU,   /* in the threat's own discards */
	DANGER_PASSED,	   /* let pass by the threat since its riichi or last discard */
	DANGER_NO_CHANCE,  /* kabe: every run wait through it is impossible */
	DANGER_SUJI,	   /* both sides' two-sided waits are furiten */
	DANGER_HONOR_LAST, /* an honour whose other copies are all visible */
	DANGER_HONOR,	   /* an honour: only pair waits */
	DANGER_ONE_CHANCE, /* a run wait through it needs the last copy of a tile */
	DANGER_HALF_SUJI,  /* one side's two-sided wait is furiten */
	DANGER_OUTSIDE,	   /* outside an early discard of the threat */
	DANGER_LIVE,	   /* no reason to think it safe */
	DANGER_CLASSES
};

/* One discard the strategy weighed. */
struct ai_candidate {
	tile_t tile;
	int shanten; /* after the discard; -1 never, 0 tenpai */
	int ukeire;  /* unseen tiles that lower the shanten */
	int second;  /* second-order: unseen draws that widen the acceptance */
	int value;   /* estimated points of the hand if it wins */
	/*
	 * Defending (ai_explain.defending): the tile's danger as every screen gives it, the
	 * hint, the review, the drill and the marks (ai_tile_danger(), against the real threat
	 * it is most dangerous to): why it is (not) safe, the chance to deal in if that
	 * player's hand is ready in tenths of a percent, and that player's seat.
	 */
	enum ai_danger_class danger_class;
	int danger;
	int danger_seat;
};

enum ai_reason {
	AI_REASON_NONE,
	AI_REASON_WIN,	 /* tsumo or ron */
	AI_REASON_SPEED, /* the discard that keeps the hand fastest */
	AI_REASON_RIICHI,
	AI_REASON_DAMA, /* tenpai, riichi not worth it */
	AI_REASON_CALL, /* the call keeps a yaku and speeds the hand */
	AI_REASON_PASS, /* the call would not help, or has no yaku */
	AI_REASON_KAN,
	AI_REASON_PUSH,		  /* threatened, but the hand is worth the risk */
	AI_REASON_FOLD,		  /* threatened: the safest tile */
	AI_REASON_TENPAI_AT_DRAW, /* folding, but a safe tenpai for the draw payment */
	AI_REASON_ABORT,	  /* nine terminals */
	/* Chinese Official rules */
	AI_REASON_PLAN,		 /* the discard that keeps the best hands worth 8 points */
	AI_REASON_READY,	 /* ready with waits worth 8 points */
	AI_REASON_PLAN_CALL,	 /* the call keeps a hand worth 8 points and speeds it */
	AI_REASON_TURN,		 /* threatened: a safer tile than the fastest, the hand goes on */
	AI_REASON_CALL_FOR_DRAW, /* late, the call leaves the hand ready for the draw payment */
	AI_REASON_KITA,		 /* three players: a North set aside, a dora and a draw */
	AI_REASONS
};

/* What a decision rests on, for hints and practice modes. */
/* Push or fold weighed in points (ai/pushfold.h): the discard's way on against folding. */
struct ai_pushfold {
	int shanten, ukeire; /* of the hand after the discard */
	int value;	     /* points the hand would win */
	int live_left;	     /* tiles left to draw */
	int win;	     /* chance to win going on, in tenths of a percent */
	int deal_in;	     /* chance to deal in going on, this tile and those to come, tenths */
	int risk_now;	     /* this tile's chance to deal in, tenths of a percent */
	int threat_value;    /* what dealing in would cost */
	int ev;		     /* expected points of going on with this discard */
	int fold_ev;	     /* ... and of folding, the safest tile now and after */
	int fold_deal_in;    /* chance to deal in folding, tenths of a percent */
};

struct ai_explain {
	int choice; /* index into the choices */
	enum ai_reason reason;
	tile_t tile; /* the tile discarded or called, 0xff when none */
	int shanten; /* of the hand after the decision */
	int ukeire;
	bool defending; /* candidates carry danger figures */
	int threats;	/* how many players threaten */
	/* those players, as ai_find_threats() found them (ai/danger.h): the seat, in riichi or
	 * not, open or closed, and the chance its hand is ready in tenths of a percent */
	struct ai_threat_seat {
		int seat;
		bool riichi, open;
		int ready;
	} threat[SEATS - 1];
	struct ai_candidate cand[14];
	int ncand; /* best first */
	/* Chinese Official rules: the fan the hand aims at (enum mcr_fan, 0 when none) and the
	 * points it is expected to score */
	int fan;
	int points;
	/* riichi, defending: the weighing behind a push, a turn or a fold */
	bool weighed;
	struct ai_pushfold pf;
};

struct ai_score_memo;

struct ai_strategy {
	/*
	 * The strategy as a row of the player registry (ai/players.h), its name and one-line
	 * description (a msgid) with it: AI_PLAYER() below.
	 */
	struct player_kind player;
	/*
	 * Picks one of the n legal choices for the seat of view and explains it in
	 * *ex. Sees nothing but view; any randomness comes from rng. rules are the
	 * game's (NULL stands for the standard preset, for positions set up in tests).
	 * scores are the seat's winning hands scored before (ai/score_memo.h), kept between
	 * its decisions to save time, never to decide otherwise; NULL: none kept.
	 */
	int (*choose)(const struct seat_view *view, const struct action *choices, int n,
		      const struct rules *rules, struct rng *rng, struct ai_score_memo *scores,
		      struct ai_explain *ex);
	/*
	 * The strategy that decides in its place when the game is played by Chinese Official
	 * rules (seat_view.family == RULES_MCR); NULL: this one, unchanged.
	 */
	const struct ai_strategy *mcr;
};

/*
 * The .player row of the strategy s, named name_ and described by describe_ (a msgid, one
 * line): its controllers are made by ai_player_create() with s as the row's .data.
 */
#define AI_PLAYER(s, name_, describe_)                                                             \
	{                                                                                          \
		.name = name_, .describe = describe_, .create = ai_player_create,                  \
		.destroy = ai_controller_free, .data = &(s)                                        \
	}

/* The strategies built in, one file each. */
extern const struct ai_strategy ai_efficiency;
extern const struct ai_strategy ai_defensive;
extern const struct ai_strategy ai_balanced;
/* Chinese Official rules (ai/mcr.c): toward hands worth 8 points, and the speed-only baseline. */
extern const struct ai_strategy ai_mcr;
extern const struct ai_strategy ai_mcr_speed;
/* Defence practice opponents (ai/practice.c): riichi at every tenpai, never fold. Not in the
 * player table: only the practice seats them. */
extern const struct ai_strategy ai_riichi_practice;

/*
 * The advisor: the strongest AI (balanced), whose opinion every teaching screen gives (the
 * hint, the review, the drills), named by its player row's name. One definition, so that the
 * hint and the review of the same position never disagree.
 */
extern const struct ai_strategy *const ai_advisor;

/*
 * What the advisor decides among the n legal choices for the seat of view, explained in *ex:
 * ai_decide() with the advisor and a generator of its own, so that the same position always
 * gets the same answer whoever asks. Returns the choice's index (0 when n <= 1).
 */
int ai_advise(const struct seat_view *view, const struct action *choices, int n,
	      const struct rules *rules, struct ai_explain *ex);

/* The strategy of that name among the players (players_table[], ai/players.c), or NULL. */
const struct ai_strategy *ai_find(const char *name);

/* The danger of every tile kind against one threatening seat, as the defensive strategy sees it. */
struct ai_seat_danger {
	int seat;
	bool riichi;
	bool clear; /* a real threat: riichi, or an open hand likely ready (ai/danger.c) */
	int chance[TILE_KINDS]; /* deal-in chance if its hand is ready, tenths of a percent */
	enum ai_danger_class cls[TILE_KINDS];
};

/* One tile's danger as every screen gives it: against one player, if that hand is ready. */
struct ai_tile_danger {
	int seat;		  /* the player it is judged against */
	int chance;		  /* deal-in chance if that hand is ready, tenths of a percent */
	enum ai_danger_class cls; /* why it is (not) safe against that player */
};

/*
 * The danger of kind k among the n threats d (from ai_threat_dangers): the one figure the
 * danger marks, the hint, the defence review, the drill and the statistics all give. Judged
 * against the seat against when it is among the threats (the drill's riichi), else against the
 * real threat (.clear) the tile is most dangerous to, or any threat when none is real. False
 * when there is no threat.
 */
bool ai_tile_danger(const struct ai_seat_danger *d, int n, int against, int k,
		    struct ai_tile_danger *out);

/* Whether d holds a real threat (.clear): a riichi or an open hand likely ready. */
bool ai_real_threat(const struct ai_seat_danger *d, int n);

/* A discard made under a real threat, weighed for the defence review (by ai_tile_danger). */
struct ai_threat_move {
	tile_t tile;
	enum ai_danger_class cls;	    /* against the real threat it is most dangerous to */
	int chance;			    /* tenths of a percent, if that hand is ready */
	int threat;			    /* that seat */
	enum ai_danger_class cls_vs[SEATS]; /* against each seat (DANGER_NONE: no threat) */
	tile_t safest;			    /* the safest kind held, by the same measure */
	enum ai_danger_class safest_cls;
	int safest_chance;
	bool was_safest; /* within half a percent of the safest */
};

/*
 * Weighs discarding tile from the hand of view. False when it was no decision under threat:
 * nobody is a real threat (riichi, or an open hand likely ready), or the seat is in riichi
 * itself and its discards are forced.
 */
bool ai_threat_move(const struct seat_view *v, const struct rules *rules, tile_t tile,
		    struct ai_threat_move *out);

/*
 * The waits of a winner: its concealed tiles (with the winning tile among them on a
 * self-draw), its number of melds and the winning tile. Returns how many kinds.
 */
int ai_winner_waits(const tile_t *concealed, int n, int nmelds, tile_t win, bool tsumo,
		    bool waits[TILE_KINDS]);

/* The threats to the seat of view (riichi first as found) with their dangers; returns how many. */
int ai_threat_dangers(const struct seat_view *v, const struct rules *rules,
		      struct ai_seat_danger out[SEATS - 1]);

/* The label of a danger class or reason (msgid). */
const char *ai_danger_class_name(enum ai_danger_class c);
const char *ai_reason_name(enum ai_reason r);
/*
 * The reason of ex in words, translated, with the fan the hand aims at when there is one
 * ("toward a hand worth 8 points (Half Flush)"). Returns buf.
 */
const char *ai_explain_why(const struct ai_explain *ex, char *buf, size_t size);

/*
 * What the controller of strategy s decides among the n legal choices (n > 1) for the seat of
 * view: a North set aside first when ai_kita_choice() takes it (three players), then under
 * Chinese Official rules s's MCR counterpart, else s itself. Returns the choice's index and
 * explains it in *ex. The review asks this, not the strategy, so that it judges each decision
 * by the controller's own logic.
 */
int ai_decide(const struct ai_strategy *s, const struct seat_view *view,
	      const struct action *choices, int n, const struct rules *rules, struct rng *rng,
	      struct ai_score_memo *scores, struct ai_explain *ex);

/*
 * A controller playing a seat with strategy s under rules, of which it keeps a
 * copy; seed feeds its generator so decisions replay. Returns NULL when out of
 * memory. Free with ai_controller_free().
 */
struct controller *ai_controller_new(const struct ai_strategy *s, const struct rules *rules,
				     uint64_t seed);
void ai_controller_free(struct controller *c);
/*
 * The create() of every strategy's player row: a controller for kind->data (the
 * strategy) under rules, its generator seeded from seed and the seat.
 */
struct controller *ai_player_create(const struct player_kind *kind, int seat,
				    const struct rules *rules, uint64_t seed);
/* The explanation of the controller's last decision. */
const struct ai_explain *ai_controller_explain(const struct controller *c);
/* Decisions taken by the controller so far (asked with more than one choice). */
long ai_controller_decisions(const struct controller *c);

#endif
