/* Reading the fields of a record's JSON (src/record/record_json.h). */
#include "src/record/record_json.h"

#include <stdint.h>

const char *record_string(json_object *v)
{
	return json_object_is_type(v, json_type_string) ? json_object_get_string(v) : NULL;
}

const char *record_field_string(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) ? record_string(v) : NULL;
}

enum record_field record_field_int(json_object *o, const char *key, int lo, int hi, int *out)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v))
		return RECORD_FIELD_MISSING;
	return record_int_of(v, lo, hi, out);
}

enum record_field record_int_of(json_object *v, int lo, int hi, int *out)
{
	if (!v)
		return RECORD_FIELD_MISSING;
	if (!json_object_is_type(v, json_type_int))
		return RECORD_FIELD_NOT_INT;
	int64_t x = json_object_get_int64(v);
	if (x < lo || x > hi)
		return RECORD_FIELD_OUT_OF_RANGE;
	*out = (int)x;
	return RECORD_FIELD_OK;
}
