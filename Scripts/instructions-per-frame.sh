#!/usr/bin/env bash
# Instructions per repetition of DeclBench's profile scenarios, from valgrind's callgrind: each
# scenario runs twice, with N and 2N repetitions, and the difference is divided by N, so the
# process start and the scenario's setup cancel out. Instruction counts do not depend on the
# machine's load, unlike times.
#
#   Scripts/instructions-per-frame.sh [scenario…]     (release DeclBench must be built)
#
# Each scenario's profile of the 2N run is left in /tmp/callgrind.<scenario>.out for
# `callgrind_annotate`.
set -euo pipefail
bench=${DECLBENCH:-.build/release/DeclBench}
scenarios=("$@")
if [ ${#scenarios[@]} -eq 0 ]; then
  scenarios=(profile-dashboard-first profile-dashboard-one profile-dashboard-all)
fi
count() {
  case $1 in
    profile-dashboard-first) echo 20 ;;
    profile-dashboard-one) echo 200 ;;
    profile-dashboard-all) echo 40 ;;
    profile-mail-*) echo 10 ;;
    *) echo 20 ;;
  esac
}
total() { # scenario count output
  valgrind --tool=callgrind --callgrind-out-file="$3" "$bench" --scenario "$1" --count "$2" \
    >/dev/null 2>&1
  callgrind_annotate "$3" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
for scenario in "${scenarios[@]}"; do
  n=$(count "$scenario")
  once=$(total "$scenario" "$n" "/tmp/callgrind.$scenario.short.out")
  twice=$(total "$scenario" $((2 * n)) "/tmp/callgrind.$scenario.out")
  rm -f "/tmp/callgrind.$scenario.short.out"
  awk -v s="$scenario" -v a="$once" -v b="$twice" -v n="$n" \
    'BEGIN { printf "%-28s %8.3f M instructions per repetition\n", s, (b - a) / n / 1e6 }'
done
