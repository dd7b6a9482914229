#!/usr/bin/env bash
# tune-values.sh -- the tuning constants in force, checked against their ranges.
#
#   scripts/tune-values.sh [--check] [-DNAME[=VALUE] ...] [HEADER ...]
#
# For each constant of the tuning HEADERs (default: src/sakura/ai/sakura_ai_tune.h,
# src/candy/ai/candy_ai_tune.h and src/sakura/bots/sakura_peer_tune.h) prints one aligned line NAME VALUE RANGE
# [NOTE]: VALUE is the one in force with the -D flags (the header expanded
# by the preprocessor, $CC -E, default cc; expressions are then evaluated
# with C's arithmetic), RANGE the `Range: LO..HI` of the comment just above
# the constant's #ifndef, NOTE one of -D (overridden), OUT OF RANGE,
# NO RANGE, BAD RANGE, NOT A NUMBER, NO #ifndef, derived (a plain #define
# computed from others: no #ifndef, no range).  A brace list {a, b} is in
# range when every element is.  Problems also go to stderr, one line each
# naming the constant: a value outside its range, a constant without a
# valid Range, a literal #define without its own #ifndef, a -D that matches
# no constant or cannot override one.  Bounds between constants are the
# header's own #error checks: values they reject give one line, exit 1.
#   --check  print no table: only the problems; exit 1 if there is any.
# Exit 0 (without --check: whatever the problems), 1 (--check: problems),
# 2 bad usage (one line on stderr).  `make tune-values` prints the three headers;
# `make tune-values TUNE_FLAGS="--check -DSK_CAND_K=30"` checks a tuning run.
set -u
prog=tune-values
root=$(cd "$(dirname "$0")/.." && pwd)

usage_error() { echo "$prog: $1 (see --help)" >&2; exit 2; }

check=0
defs=()
dnames=()
headers=()
for a in "$@"; do
  case $a in
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --check) check=1 ;;
    -D*)
      d=${a#-D}; n=${d%%=*}
      [[ $n =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || usage_error "bad define '$a': want -DNAME or -DNAME=VALUE"
      defs+=("$a"); dnames+=("$n") ;;
    -*) usage_error "unknown option '$a'" ;;
    *) [ -f "$a" ] && [ -r "$a" ] || usage_error "no such header '$a'"
       headers+=("$a") ;;
  esac
done
if [ ${#headers[@]} = 0 ]; then
  for h in src/sakura/ai/sakura_ai_tune.h src/candy/ai/candy_ai_tune.h src/sakura/bots/sakura_peer_tune.h; do
    [ -f "$root/$h" ] || usage_error "default header $h is missing"
    headers+=("$root/$h")
  done
fi
cc=${CC:-cc}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tune-values.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# ---- 1. the header's constants: kind name line lo hi range-status other ----
# kind: tunable (#define NAME VALUE inside #ifndef NAME), derived (a plain
# #define whose value names other macros), plain (a plain #define of a
# literal), nested (defined inside the #ifndef of another name).
parse_awk='
function trim(s) { sub(/^[ \t]+/, "", s); sub(/[ \t]+$/, "", s); return s }
function range_of(t,   m, i) {
  R_LO = ""; R_HI = ""
  if (index(t, "Range:") == 0) return "none"
  if (!match(t, /Range: *-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?\.\.-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/))
    return "bad"
  m = substr(t, RSTART, RLENGTH); sub(/^Range: */, "", m)
  i = index(m, ".."); R_LO = substr(m, 1, i - 1); R_HI = substr(m, i + 2)
  return R_LO + 0 <= R_HI + 0 ? "ok" : "bad"
}
function refs_ident(v) {
  gsub(/0[xX][0-9a-fA-F]+[uUlL]*/, " ", v)
  gsub(/[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?[uUlLfF]*/, " ", v)
  gsub(/double|float|unsigned|signed|long|short|int|char/, " ", v)
  return v ~ /[A-Za-z_]/
}
BEGIN { OFS = "\t"; depth = 0; incom = 0; lastend = -1 }
{
  lnum = NR; line = $0
  while (line ~ /\\$/ && (getline nxt) > 0) line = substr(line, 1, length(line) - 1) " " nxt
  code = ""; rest = line
  while (rest != "") {
    if (incom) {
      e = index(rest, "*/")
      if (e == 0) { ctext = ctext " " rest; rest = ""; break }
      ctext = ctext " " substr(rest, 1, e - 1); rest = substr(rest, e + 2)
      incom = 0; lastcmt = ctext; lastend = NR
      continue
    }
    b = index(rest, "/*"); s2 = index(rest, "//")
    if (s2 > 0 && (b == 0 || s2 < b)) {
      code = code substr(rest, 1, s2 - 1); lastcmt = substr(rest, s2 + 2); lastend = NR
      rest = ""; break
    }
    if (b == 0) { code = code rest; rest = ""; break }
    code = code substr(rest, 1, b - 1) " "; rest = substr(rest, b + 2); incom = 1; ctext = ""
  }
  if (code !~ /^[ \t]*#/) next
  d = code; sub(/^[ \t]*#[ \t]*/, "", d); d = trim(d)
  dir = d; sub(/[^a-z].*$/, "", dir)
  arg = substr(d, length(dir) + 1); arg = trim(arg)
  if (dir == "ifndef") {
    depth++; kind[depth] = "ifndef"; nm[depth] = arg; ln[depth] = lnum
    cm[depth] = lastend == lnum - 1 ? lastcmt : ""
  } else if (dir == "if" || dir == "ifdef") {
    depth++; kind[depth] = "if"; nm[depth] = ""
  } else if (dir == "endif") {
    if (depth > 0) depth--
  } else if (dir == "define") {
    if (!match(arg, /^[A-Za-z_][A-Za-z0-9_]*/)) next
    name = substr(arg, 1, RLENGTH); val = substr(arg, RLENGTH + 1)
    if (val ~ /^\(/) next                        # a function-like macro
    val = trim(val)
    f = 0
    for (i = depth; i >= 1; i--) if (kind[i] == "ifndef" && nm[i] == name) { f = i; break }
    if (f > 0 && val == "") { guard[name] = 1; next }  # an include guard
    if (name in seen) next                        # the other branch of an #if
    seen[name] = 1
    if (f > 0) { st = range_of(cm[f]); print "tunable", name, ln[f], R_LO, R_HI, st, ""; next }
    other = ""
    for (i = depth; i >= 1; i--) if (kind[i] == "ifndef" && !(nm[i] in guard)) { other = nm[i]; break }
    if (other != "") print "nested", name, lnum, "", "", "none", other
    else print (refs_ident(val) ? "derived" : "plain"), name, lnum, "", "", "none", ""
  }
}'

# ---- 2. + 3. the values in force, checks, the table ----
report_awk='
function is_type(w) { return w ~ /^(double|float|int|long|unsigned|signed|short|char)$/ }
function tokenize(s,   i, c, r, n) {
  n = 0; i = 1
  while (i <= length(s)) {
    c = substr(s, i, 1)
    if (c == " " || c == "\t") { i++; continue }
    r = substr(s, i)
    if (match(r, /^(0[xX][0-9a-fA-F]+|[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?|\.[0-9]+([eE][-+]?[0-9]+)?|[0-9]+[eE][-+]?[0-9]+|[0-9]+)[uUlLfF]*/)) {
      n++; T[n] = substr(r, 1, RLENGTH); TT[n] = "num"; i += RLENGTH; continue
    }
    if (match(r, /^[A-Za-z_][A-Za-z0-9_]*/)) {
      n++; T[n] = substr(r, 1, RLENGTH); TT[n] = "id"; i += RLENGTH; continue
    }
    n++; T[n] = c; TT[n] = "op"; i++
  }
  return n
}
function numval(t,   s, v, i) {
  s = t
  if (s ~ /^0[xX]/) {
    sub(/[uUlL]+$/, "", s); v = 0
    for (i = 3; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", tolower(substr(s, i, 1))) - 1
    NUMF = 0; return v
  }
  if (s ~ /[.eE]/) { sub(/[fFlL]+$/, "", s); NUMF = 1; return s + 0 }
  sub(/[uUlL]+$/, "", s); NUMF = 0
  if (s ~ /^0[0-7]+$/) { v = 0; for (i = 2; i <= length(s); i++) v = v * 8 + substr(s, i, 1); return v }
  return s + 0
}
function p_expr(   v, t, op, v2) {
  v = p_term(); t = TY
  while (P <= N && (T[P] == "+" || T[P] == "-")) {
    op = T[P]; P++; v2 = p_term(); t = t || TY
    v = op == "+" ? v + v2 : v - v2
  }
  TY = t; return v
}
function p_term(   v, t, op, v2) {
  v = p_unary(); t = TY
  while (P <= N && (T[P] == "*" || T[P] == "/" || T[P] == "%")) {
    op = T[P]; P++; v2 = p_unary(); t = t || TY
    if (op == "*") v = v * v2
    else if (v2 == 0) { ERR = 1; v = 0 }
    else if (op == "/") v = t ? v / v2 : int(v / v2)
    else if (t) ERR = 1
    else v = v - int(v / v2) * v2
  }
  TY = t; return v
}
function p_unary(   v, j, fl) {
  if (P > N) { ERR = 1; TY = 0; return 0 }
  if (T[P] == "-") { P++; return -p_unary() }
  if (T[P] == "+") { P++; return p_unary() }
  if (T[P] == "(" && TT[P + 1] == "id" && is_type(T[P + 1])) {
    fl = 0
    for (j = P + 1; j <= N && TT[j] == "id" && is_type(T[j]); j++) if (T[j] == "double" || T[j] == "float") fl = 1
    if (j <= N && T[j] == ")") { P = j + 1; v = p_unary(); if (!fl) v = int(v); TY = fl; return v }
  }
  if (TT[P] == "num") { v = numval(T[P]); TY = NUMF; P++; return v }
  if (T[P] == "(") {
    P++; v = p_expr()
    if (P > N || T[P] != ")") { ERR = 1; return 0 }
    P++; return v
  }
  ERR = 1; P++; TY = 0; return 0
}
# value of a C expression; ERR = 1 when it is not a number
function evaluate(s,   v) {
  N = tokenize(s); P = 1; ERR = 0
  if (N == 0) { ERR = 1; return 0 }
  v = p_expr()
  if (P <= N) ERR = 1
  return v
}
# the numbers of a value (one, or the elements of a brace list) into V[1..NV];
# returns 0 if one is not a number
function values_of(x,   inner, i, c, dep, cur, ok) {
  NV = 0
  if (x ~ /^\{.*\}$/) {
    inner = substr(x, 2, length(x) - 2); dep = 0; cur = ""; ok = 1
    for (i = 1; i <= length(inner) + 1; i++) {
      c = i <= length(inner) ? substr(inner, i, 1) : ","
      if (c == "(" || c == "{") dep++
      if (c == ")" || c == "}") dep--
      if (c == "," && dep == 0) {
        if (cur ~ /[^ ]/) { V[++NV] = evaluate(cur); if (ERR) ok = 0 }
        cur = ""
      } else cur = cur c
    }
    return ok && NV > 0
  }
  V[1] = evaluate(x); NV = 1
  return !ERR
}
function problem(msg) { print prog ": " msg > probfile; nprob++ }
BEGIN {
  FS = "\t"; nd = split(dlist, dn, " ")
  for (i = 1; i <= nd; i++) isdef[dn[i]] = 1
}
{
  file = $1; kind = $2; name = $3; line = $4; lo = $5; hi = $6; rst = $7; other = $8; x = $9
  where = " (" file ":" line ")"
  kindof[name] = kind
  note = ""; rng = "-"
  if (x == "") disp = "(empty)"
  else if (x ~ /^\{/) disp = x
  else {
    v = evaluate(x)
    disp = (ERR || (N == 1 && TT[1] == "num")) ? x : sprintf("%.10g", v)
  }
  numeric = x != "" && values_of(x)
  if (kind == "tunable") {
    ntun++
    if (name in isdef) note = "-D"
    if (rst == "none") {
      rng = "?"; note = note " NO RANGE"
      problem(name " has no `Range: LO..HI` in the comment just above its #ifndef" \
              (x ~ /^\{/ ? " (a list: its Range applies to every element)" : "") where)
    } else if (rst == "bad") {
      rng = "?"; note = note " BAD RANGE"
      problem(name ": its Range is not `Range: LO..HI` with numbers LO <= HI" where)
    } else {
      rng = lo ".." hi
      if (!numeric) {
        note = note " NOT A NUMBER"
        problem(name " = " disp " is not a number, so not within " rng where)
      } else {
        out = 0
        for (i = 1; i <= NV; i++) if (V[i] < lo + 0 || V[i] > hi + 0) out = 1
        if (out) {
          note = note " OUT OF RANGE"
          problem(name " = " disp " is outside its range " rng where)
        }
      }
    }
  } else if (kind == "derived") {
    note = "derived"
    if (name in isdef) problem("-D" name ": " name " is derived (a plain #define): -D cannot override it" where)
  } else if (kind == "plain") {
    note = "NO #ifndef"
    problem(name " is a plain #define without an #ifndef of its own: -D" name " would be a redefinition" where)
  } else {
    note = "NO #ifndef"
    problem(name " has no #ifndef of its own (it is defined inside #ifndef " other "): -D" name " would be a redefinition" where)
  }
  sub(/^ /, "", note)
  n++; F[n] = file; NM[n] = name; DV[n] = disp; RG[n] = rng; NT[n] = note
  if (length(name) > wn[file]) wn[file] = length(name)   # aligned per header
  if (length(disp) > wv[file]) wv[file] = length(disp)
  if (length(rng) > wr[file]) wr[file] = length(rng)
}
END {
  for (i = 1; i <= nd; i++)
    if (!(dn[i] in kindof)) problem("-D" dn[i] " matches no tuning constant of the headers")
  if (!check) {
    for (i = 1; i <= n; i++) {
      if (F[i] != F[i - 1]) print "# " F[i]
      f = F[i]
      s = sprintf("%-" wn[f] "s  %-" wv[f] "s  %-" wr[f] "s  %s", NM[i], DV[i], RG[i], NT[i])
      sub(/ +$/, "", s); print s
    }
  } else if (nprob == 0)
    print prog ": " ntun " constants in " nfiles " header(s), all within their ranges"
  exit (nprob > 0)
}'

rows=$tmp/rows.tsv
: > "$rows"
for h in "${headers[@]}"; do
  abs=$(cd "$(dirname "$h")" && pwd)/$(basename "$h")
  shown=$h
  case $abs in "$root"/*) [ "$h" = "$abs" ] && shown=${abs#"$root"/} ;; esac
  awk "$parse_awk" "$h" > "$tmp/parse.tsv"
  [ -s "$tmp/parse.tsv" ] || usage_error "$shown: no tuning constants (#ifndef NAME / #define NAME VALUE)"
  { printf '#include "%s"\n' "$abs"
    cut -f2 "$tmp/parse.tsv" | sed 's/.*/tune_values_probe_& &/'; } > "$tmp/probe.c"
  if ! $cc -E -P -x c -I"$root/src" "${defs[@]}" "$tmp/probe.c" > "$tmp/expanded" 2> "$tmp/cc.err"; then
    if e=$(grep -m1 '#error' "$tmp/cc.err"); then
      echo "$prog: $shown rejects these values: ${e#*#error }" >&2; exit 1
    fi
    usage_error "the preprocessor ($cc -E) fails on $shown with these flags: $(grep -m1 -i 'error' "$tmp/cc.err" || head -n1 "$tmp/cc.err")"
  fi
  sed -n 's/^tune_values_probe_\([A-Za-z0-9_]*\) *\(.*\)$/\1\t\2/p' "$tmp/expanded" > "$tmp/values.tsv"
  awk -v file="$shown" 'BEGIN { FS = OFS = "\t" }
    NR == FNR { x = $0; sub(/^[^\t]*\t/, "", x); gsub(/[ \t]+/, " ", x); gsub(/^ | $/, "", x)
                val[$1] = x; next }
    { print file, $1, $2, $3, $4, $5, $6, $7, val[$2] }' "$tmp/values.tsv" "$tmp/parse.tsv" >> "$rows"
done

awk -v prog="$prog" -v check=$check -v dlist="${dnames[*]}" -v probfile="$tmp/problems" \
    -v nfiles=${#headers[@]} "$report_awk" "$rows" > "$tmp/report"
st=$?
# a report that cannot be written is one line and exit 1, never exit 0
cat "$tmp/report" 2> /dev/null || { echo "$prog: cannot write to standard output" >&2; exit 1; }
[ -f "$tmp/problems" ] && cat "$tmp/problems" >&2
[ $check = 1 ] && exit $st
exit 0
