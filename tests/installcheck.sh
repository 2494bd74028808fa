#!/bin/sh
# The program as "make install" left it, run by "make installcheck" (and so by
# "make distcheck"): its version, a hand scored, the sample log installed with it
# replayed, --help in Japanese from the installed catalogues, and the manual page
# formatted by man.
#
# usage: installcheck.sh PROGRAM VERSION MANPAGE SAMPLE_LOG NLS [DESTDIR LOCALEDIR]
# NLS is configure's USE_NLS (no: the translated --help is skipped). With a DESTDIR,
# the program looks for its catalogues under the configured LOCALEDIR, not where
# DESTDIR put them, so it is pointed at DESTDIR/LOCALEDIR.
set -u
if [ $# -lt 5 ]; then
	echo "usage: installcheck.sh PROGRAM VERSION MANPAGE SAMPLE_LOG NLS [DESTDIR LOCALEDIR]" >&2
	exit 2
fi
prog=$1 version=$2 page=$3 log=$4 nls=$5 destdir=${6:-} localedir=${7:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-installcheck-XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0

# check DESCRIPTION COMMAND...: runs COMMAND, output in $tmp/out, and reports it
check() {
	desc=$1
	shift
	if "$@" >"$tmp/out" 2>"$tmp/err"; then
		echo "installcheck: ok: $desc"
	else
		echo "installcheck: FAILED: $desc" >&2
		sed 's/^/    /' "$tmp/err" | head -12 >&2
		failed=$((failed + 1))
	fi
}

# The English checks run in the C locale, whatever the caller's language.
english() { env LC_ALL=C LANGUAGE= "$prog" "$@"; }

version_is() { english --version && [ "$(head -1 "$tmp/out")" = "jansou $version" ]; }
check "--version says jansou $version" version_is

# a ron on 6z: Green Dragon, 1 han 40 fu, 2000 for the dealer
calc_scores() { english calc 234567m22p345s66z 6z && grep -q '^Total: *2000$' "$tmp/out"; }
check "calc scores a hand" calc_scores

replay_agrees() { english replay -q "$log" && grep -q 'differences: 0,' "$tmp/out"; }
check "replay of $log agrees with the engine" replay_agrees

# 使い方 ("Usage") starts the Japanese --help; LC_ALL and LC_MESSAGES would hide LANGUAGE
help_in_japanese() {
	(
		unset LC_ALL LC_MESSAGES
		if [ -n "$destdir" ]; then
			JANSOU_LOCALEDIR=$destdir$localedir
			export JANSOU_LOCALEDIR
		fi
		LANG=C.UTF-8 LANGUAGE=ja "$prog" --help
	) && grep -q '^使い方: ' "$tmp/out"
}
if [ "$nls" = yes ]; then
	check "LANGUAGE=ja --help is in Japanese" help_in_japanese
else
	echo "installcheck: skipped: --help in Japanese (built without NLS)"
fi

man_formats() {
	env MANPAGER=cat MANWIDTH=80 man -l "$page" && grep -q 'jansou' "$tmp/out"
}
if command -v man >/dev/null 2>&1; then
	check "man -l formats $page" man_formats
else
	echo "installcheck: skipped: man -l (no man here)"
fi

if [ "$failed" -ne 0 ]; then
	echo "installcheck: $failed check(s) failed" >&2
	exit 1
fi
echo "installcheck: all passed"
