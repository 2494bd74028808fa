/* The review's words for what a discard cost, from candidates worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "src/ui/review.h"

static void expect_cost(struct ai_candidate played, struct ai_candidate best, const char *want)
{
	char buf[256];
	assert_string_equal(review_cost_text(&played, &best, buf, sizeof buf), want);
}

/* Shanten first; acceptance only between discards as close to ready; danger always. */
static void cost_in_words(void **state)
{
	(void)state;
	/* 2 away both, 20 tiles against 28, 3.1% to deal in against 0 */
	expect_cost((struct ai_candidate){.shanten = 2, .ukeire = 20, .danger = 31},
		    (struct ai_candidate){.shanten = 2, .ukeire = 28, .danger = 0},
		    "8 fewer tiles improve the hand; 3.1% more to deal in");
	/* a step back outweighs any tiles: 3 away with 40 against 2 away with 10 */
	expect_cost((struct ai_candidate){.shanten = 3, .ukeire = 40},
		    (struct ai_candidate){.shanten = 2, .ukeire = 10}, "1 step further from ready");
	expect_cost((struct ai_candidate){.shanten = 4, .ukeire = 40},
		    (struct ai_candidate){.shanten = 2, .ukeire = 10},
		    "2 steps further from ready");
	/* one tile fewer, in the singular */
	expect_cost((struct ai_candidate){.shanten = 0, .ukeire = 5},
		    (struct ai_candidate){.shanten = 0, .ukeire = 6},
		    "1 fewer tile improves the hand");
	/* as good by every figure, or better (a safer tile played): nothing */
	expect_cost((struct ai_candidate){.shanten = 0, .ukeire = 3},
		    (struct ai_candidate){.shanten = 0, .ukeire = 3}, "");
	expect_cost((struct ai_candidate){.shanten = 1, .ukeire = 30, .danger = 0},
		    (struct ai_candidate){.shanten = 1, .ukeire = 20, .danger = 120}, "");
	/* only the danger */
	expect_cost((struct ai_candidate){.shanten = 1, .ukeire = 20, .danger = 225},
		    (struct ai_candidate){.shanten = 1, .ukeire = 20, .danger = 6},
		    "21.9% more to deal in");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(cost_in_words),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
