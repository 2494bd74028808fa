# TAP helpers for the end-to-end tests of jansou selfplay, and their scratch directory $tmp
# (removed at exit). Sourced by tests/selfplay.sh, selfplay_mcr.sh and selfplay_sanma.sh,
# which end with "exit $failed".
set -u
: "${JANSOU:?JANSOU must name the jansou program}"
tmp=${TMPDIR:-/tmp}/jansou-$(basename "$0" .sh).$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
# not_ok DESCRIPTION [LINE...]: the lines are printed as TAP comments.
not_ok() { n=$((n + 1)); failed=1; echo "not ok $n - $1"; shift; for l in "$@"; do echo "# $l"; done; }
check() { # description, then a command whose success is the test
	d=$1; shift
	if "$@"; then ok "$d"; else not_ok "$d"; fi
}
