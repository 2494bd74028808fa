/* Labels of the explanation's danger classes and reasons, for hints and practice modes. */
#include <stdio.h>

#include "ai/ai.h"
#include "rules/i18n_marks.h"
#include "rules/mcr.h"

static const char *const danger_names[DANGER_CLASSES] = {
    [DANGER_NONE] = N_("no threat"),
    [DANGER_GENBUTSU] = N_("genbutsu"),
    /* TRANSLATORS: a tile let go by anyone since the threat's riichi, or since its last
     * discard when it has not declared: it cannot win on it now. */
    [DANGER_PASSED] = N_("passed"),
    [DANGER_NO_CHANCE] = N_("no chance (kabe)"),
    [DANGER_SUJI] = N_("suji"),
    [DANGER_HONOR_LAST] = N_("honour, last copy"),
    [DANGER_HONOR] = N_("honour"),
    [DANGER_ONE_CHANCE] = N_("one chance"),
    [DANGER_HALF_SUJI] = N_("half suji"),
    [DANGER_OUTSIDE] = N_("outside an early discard"),
    [DANGER_LIVE] = N_("live"),
};

const char *ai_danger_class_name(enum ai_danger_class c)
{
	return c >= 0 && c < DANGER_CLASSES ? danger_names[c] : "";
}

const char *ai_reason_name(enum ai_reason r)
{
	static const char *const names[] = {
	    [AI_REASON_NONE] = "",
	    [AI_REASON_WIN] = N_("win"),
	    [AI_REASON_SPEED] = N_("fastest hand"),
	    [AI_REASON_RIICHI] = N_("riichi"),
	    [AI_REASON_DAMA] = N_("tenpai, no riichi"),
	    [AI_REASON_CALL] = N_("call: keeps a yaku, one step closer"),
	    [AI_REASON_PASS] = N_("pass"),
	    [AI_REASON_KAN] = N_("kan"),
	    [AI_REASON_PUSH] = N_("push against the threat"),
	    [AI_REASON_FOLD] = N_("fold: safest tile"),
	    [AI_REASON_TENPAI_AT_DRAW] = N_("safe tenpai for the draw"),
	    [AI_REASON_ABORT] = N_("abort: nine terminals"),
	    [AI_REASON_PLAN] = N_("toward a hand worth 8 points"),
	    [AI_REASON_READY] = N_("ready, with waits worth 8 points"),
	    [AI_REASON_PLAN_CALL] = N_("call: keeps a hand worth 8 points, one step closer"),
	    [AI_REASON_TURN] = N_("turn: a safer tile, the hand goes on"),
	    [AI_REASON_CALL_FOR_DRAW] = N_("call: ready for the draw payment"),
	    [AI_REASON_KITA] = N_("kita: a North set aside, a dora and a draw"),
	};
	_Static_assert(sizeof names / sizeof names[0] == AI_REASONS, "every reason has a name");
	return r >= 0 && r < AI_REASONS ? names[r] : "";
}

const char *ai_explain_why(const struct ai_explain *ex, char *buf, size_t size)
{
	const char *why = rules_tr(ai_reason_name(ex->reason));
	if (ex->fan > MCR_NONE && ex->fan < MCR_FAN_COUNT)
		/* TRANSLATORS: an AI's reason and the fan its hand aims at: "toward a hand worth 8
		 * points (Half Flush)". */
		snprintf(buf, size, rules_tr(N_("%s (%s)")), why,
			 rules_tr(mcr_fan_table[ex->fan].name));
	else
		snprintf(buf, size, "%s", why);
	return buf;
}
