/* The front end's table of each rule family, looked up by the family's number. */
#include "src/ui/ui_family.h"

static const struct ui_family *const families[] = {
    [RULES_RIICHI] = &ui_family_riichi,
    [RULES_MCR] = &ui_family_mcr,
};

const struct ui_family *ui_family_for(int family)
{
	if (family < 0 || family >= (int)(sizeof families / sizeof families[0]) ||
	    !families[family])
		return &ui_family_riichi;
	return families[family];
}

const struct ui_family *ui_family_of(const struct ui *ui)
{
	return ui_family_for(ui->game ? game_rules(ui->game)->family : ui->view.family);
}
