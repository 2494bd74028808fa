# TAP helpers for the end-to-end tests of the command-line tools. Sourced by
# tests/cli.sh and tests/mcr_calc.sh after they make their scratch directory
# $tmp; each test keeps a command's stdout in $tmp/out and stderr in $tmp/err.

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
	n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"
	sed 's/^/#   /' "$tmp/out" "$tmp/err"
}

# run STATUS CMD...: runs CMD with stdout in out, stderr in err; checks the exit status.
run() {
	want=$1; shift
	"$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -eq "$want" ]; then return 0; fi
	echo "exit status $got, wanted $want" >>"$tmp/err"
	return 1
}

# has FILE TEXT: FILE (out or err) holds TEXT as a fixed string.
has() { grep -F -e "$2" "$tmp/$1" >/dev/null; }

# check NAME STATUS 'TEXT in out' 'TEXT in err' -- CMD...
check() {
	name=$1 status=$2 out_text=$3 err_text=$4
	shift 5
	if run "$status" "$@" && { [ -z "$out_text" ] || has out "$out_text"; } &&
		{ [ -z "$err_text" ] || has err "$err_text"; }; then
		ok "$name"
	else
		not_ok "$name"
	fi
}
