/*
 * Reading the fields of the JSON a record is made of (logs, mjai events, a bot's answers), the
 * one way every reader does (record_json.c): a field of the wrong type is "not there" or an
 * error, never read as a NULL pointer or a number made of text.
 */
#ifndef JANSOU_SRC_RECORD_RECORD_JSON_H
#define JANSOU_SRC_RECORD_RECORD_JSON_H

#include <json-c/json.h>

/* The text of a JSON string, or NULL for anything else (no value, null, a number, a list). */
const char *record_string(json_object *v);
/* The text of the string at key of o, or NULL (no such field, or not a string). */
const char *record_field_string(json_object *o, const char *key);

/* What record_field_int() found; the errors are negative. */
enum record_field {
	RECORD_FIELD_OK = 0,
	RECORD_FIELD_MISSING = -1,	/* o has no such field */
	RECORD_FIELD_NOT_INT = -2,	/* the field is not a whole number */
	RECORD_FIELD_OUT_OF_RANGE = -3, /* a whole number, but not from lo to hi */
};
/* The whole number at key of o, from lo to hi, into *out (left alone unless RECORD_FIELD_OK). */
enum record_field record_field_int(json_object *o, const char *key, int lo, int hi, int *out);
/* The same of a value itself (an entry of a list); MISSING for no value. */
enum record_field record_int_of(json_object *v, int lo, int hi, int *out);

/* No number of a record (points, point changes) is beyond this either way: far from an
 * int's range, so sums of them never overflow. */
enum { RECORD_POINTS_MAX = 100000000 };

#endif
