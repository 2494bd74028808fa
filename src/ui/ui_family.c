/* The front end's table of each rule family, looked up by the family's number. */
#include "src/ui/ui_family.h"

#include "rules/i18n_marks.h"
#include "src/ui/ui.h"

static const struct ui_family *const families[] = {
    [RULES_RIICHI] = &ui_family_riichi,
    [RULES_MCR] = &ui_family_mcr,
    [RULES_SANMA] = &ui_family_sanma,
};

const struct ui_family *ui_family_for(int family)
{
	if (family < 0 || family >= (int)(sizeof families / sizeof families[0]) ||
	    !families[family])
		return &ui_family_riichi;
	return families[family];
}

/* A family without a table here would be played by selfplay only, not on the screen. */
const char *ui_rules_refused(const struct rules *r)
{
	int f = r->family;
	if (f < 0 || f >= (int)(sizeof families / sizeof families[0]) || !families[f])
		return N_(
		    "three-player games cannot be played on the screen yet; selfplay, replay, "
		    "calc and analyze take them");
	return NULL;
}

const struct ui_family *ui_family_of(const struct ui *ui)
{
	return ui_family_for(ui->game ? game_rules(ui->game)->family : ui->view.family);
}
