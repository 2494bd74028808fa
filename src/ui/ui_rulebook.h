/* The rule book screen (src/ui/ui_rulebook.c): yaku, fu and scores of the rules in play. */
#ifndef JANSOU_SRC_UI_UI_RULEBOOK_H
#define JANSOU_SRC_UI_UI_RULEBOOK_H

#include "src/ui/ui_internal.h"

/* Shows the book over the whole screen until q, Esc or Enter. */
void ui_show_rulebook(struct ui *ui);

#endif
