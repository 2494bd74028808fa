/* The simplest controller: draw and discard what was drawn. */
#include "src/engine/controller.h"

static int tsumogiri_choose(struct controller *self, const struct seat_view *view,
			    const struct action *choices, int n)
{
	(void)self;
	(void)view;
	for (int i = 0; i < n; i++)
		if ((choices[i].type == ACT_DISCARD && choices[i].tsumogiri) ||
		    choices[i].type == ACT_PASS)
			return i;
	/* after a call there is no drawn tile: the first discard offered */
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_DISCARD)
			return i;
	return 0;
}

struct controller controller_tsumogiri = {
    .name = "tsumogiri",
    .choose = tsumogiri_choose,
};
