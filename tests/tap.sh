# TAP for the shell tests, sourced: a scratch directory $tmp (gone at exit), and
# ok STATUS DESCRIPTION, which prints "ok N - ..." or "not ok N - ..." with the first
# lines of $tmp/err and $tmp/out under it; tap_end exits with the count of failures.
: "${JANSOU:?run this test through make check}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-test-XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
ok() {
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else
		failed=$((failed + 1))
		echo "not ok $n - $2"
		sed 's/^/#   /' "$tmp/err" "$tmp/out" 2>/dev/null | head -12
	fi
}
tap_end() { exit $failed; }
