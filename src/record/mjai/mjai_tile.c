/* mjai's tile notation (src/record/mjai/mjai_tile.h): the one writer and the one reader. */
#include "src/record/mjai/mjai_tile.h"

#include <string.h>

#include "src/record/record_json.h"

#define NINE(suit, red)                                                                            \
	{                                                                                          \
		"1" suit red, "2" suit red, "3" suit red, "4" suit red, "5" suit red,              \
		    "6" suit red, "7" suit red, "8" suit red, "9" suit red                         \
	}

/* By red or not, suit and number (only fives are red, and only they are read as red). */
static const char suited[2][3][9][4] = {
    {NINE("m", ""), NINE("p", ""), NINE("s", "")},
    {NINE("m", "r"), NINE("p", "r"), NINE("s", "r")},
};
static const char *const honours[7] = {"E", "S", "W", "N", "P", "F", "C"};
static const char suits[] = "mps";

const char *mjai_tile(tile_t t)
{
	int k = tile_kind(t);
	if (k >= TILE_KINDS)
		return MJAI_TILE_HIDDEN;
	if (k >= TILE_EAST)
		return honours[k - TILE_EAST];
	return suited[tile_is_red(t)][kind_suit(k)][kind_number(k) - 1];
}

json_object *mjai_tile_json(tile_t t)
{
	return json_object_new_string(mjai_tile(t));
}

bool mjai_tile_parse(const char *s, tile_t *out)
{
	if (!s || !s[0])
		return false;
	if (!s[1]) {
		for (int i = 0; i < 7; i++)
			if (s[0] == honours[i][0]) {
				*out = (tile_t)(TILE_EAST + i);
				return true;
			}
		return false;
	}
	if (s[0] < '1' || s[0] > '9' || !strchr(suits, s[1]))
		return false;
	bool red = s[2] == 'r';
	if (s[2 + red] != '\0' || (red && s[0] != '5'))
		return false;
	*out = (tile_t)((strchr(suits, s[1]) - suits) * 9 + (s[0] - '1'));
	if (red)
		*out |= TILE_RED;
	return true;
}

bool mjai_tile_of(json_object *v, tile_t *out)
{
	return mjai_tile_parse(record_string(v), out);
}

int mjai_tiles_of(json_object *v, tile_t *out, int min, int max, int *bad)
{
	if (bad)
		*bad = -1;
	if (!json_object_is_type(v, json_type_array))
		return -1;
	int n = (int)json_object_array_length(v);
	if (n < min || n > max)
		return -1;
	for (int i = 0; i < n; i++)
		if (!mjai_tile_of(json_object_array_get_idx(v, (size_t)i), &out[i])) {
			if (bad)
				*bad = i;
			return -1;
		}
	return n;
}
