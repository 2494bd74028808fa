# TAP helpers for the end-to-end tests of jansou selfplay. Sourced by
# tests/selfplay.sh and tests/selfplay_mcr.sh, which end with "exit $failed".

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
# not_ok DESCRIPTION [LINE...]: the lines are printed as TAP comments.
not_ok() { n=$((n + 1)); failed=1; echo "not ok $n - $1"; shift; for l in "$@"; do echo "# $l"; done; }
check() { # description, then a command whose success is the test
	d=$1; shift
	if "$@"; then ok "$d"; else not_ok "$d"; fi
}
