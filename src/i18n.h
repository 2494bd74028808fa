/* gettext wiring. */
#ifndef JANSOU_SRC_I18N_H
#define JANSOU_SRC_I18N_H

#include <libintl.h>

#define _(s) gettext(s)
#define N_(s) (s)

#endif
