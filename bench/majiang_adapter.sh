# Sourced by the benches that seat majiang-ai (vs_majiang.sh, majiang_compare.sh): the adapter's
# directory and jansou's program found, or the bench skipped (status 0) saying what is missing.
#   majiang_adapter BENCH [ADAPTER_DIR]   sets dir (the adapter) and jansou (the program)
majiang_adapter() {
	bench=$1
	dir=${2:-${MAJIANG_MJAI_DIR:-}}
	jansou=${JANSOU:-$(cd "$(dirname "$0")/.." && pwd)/_build/src/jansou}
	skip() {
		echo "$bench: skipped: $*" >&2
		exit 0
	}
	command -v node >/dev/null 2>&1 || skip "node is not installed"
	[ -n "$dir" ] || skip "no adapter directory (give it as an argument or in MAJIANG_MJAI_DIR)"
	[ -f "$dir/majiang-mjai.js" ] || skip "$dir/majiang-mjai.js is missing"
	[ -d "$dir/node_modules/@kobalab/majiang-ai" ] ||
		skip "majiang-ai is not installed in $dir (npm install --no-audit --no-fund there)"
}
