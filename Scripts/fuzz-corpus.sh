#!/usr/bin/env bash
# Fuzzes the development corpus (../shared/corpus, real SwiftUI programs) with TestHost.fuzz:
# random keys, text, pastes, clicks, wheel turns, resizes and pauses, each step checked (the
# screen drawn frame by frame equals a full repaint, focus stays in the graph, no step hangs,
# memory stays bounded). Prints one line per program and "corpus fuzz: F clean of N fuzzed";
# a failure prints its seed and the shrunk steps.
#
# Run from the Decl checkout:  bash Scripts/fuzz-corpus.sh [corpus dir]
# It first runs the corpus harness (run.sh, which rewrites `import SwiftUI` and builds each
# program around its ROOT expression), then replaces each program's driver with a fuzzing one.
# Environment: PROGRAMS limits the programs; SEED (default 1), STEPS (default 2000) and SIZE
# (default 80x24) set the run; CORPUS_DIR the scratch package (default /tmp/decl-fuzz-corpus);
# TIMEOUT seconds per program (default 600).
#
# An App whose sources compile unchanged (see run-verbatim.sh) can be fuzzed directly:
#   DECL_FUZZ=1:2000 DECL_FUZZ_SIZE=80x24 ./MyApp
set -u
project=$(pwd)
corpus=$(cd "${1:-$project/../shared/corpus}" && pwd)
work=${CORPUS_DIR:-/tmp/decl-fuzz-corpus}
seed=${SEED:-1}; steps=${STEPS:-2000}; size=${SIZE:-80x24}
width=${size%x*}; height=${size#*x}
[ -f "$project/Package.swift" ] || { echo "run from the Decl checkout"; exit 2; }
CORPUS_DIR="$work" bash "$corpus/run.sh" >"$work.harness.log" 2>&1
work=$(cd "$work" && pwd)
all=$(cd "$corpus" && ls -d D[0-9][0-9]_* | tr '\n' ' ')
programs=${PROGRAMS:-$all}
bin=$(cd "$work" && swift build --show-bin-path)
n=0; clean=0
for p in $programs; do
  n=$((n + 1))
  root=$(grep -v '^[[:space:]]*#' "$corpus/$p/ROOT" | grep -v '^[[:space:]]*$' | head -n 1)
  cat >"$work/Sources/$p/main.swift" <<SWIFT
// Fuzzing driver written by Decl's Scripts/fuzz-corpus.sh.
import Decl
import DeclRender
import Foundation

struct CorpusStateRoot<Value, Content: View>: View {
  @State var value: Value
  let content: (Binding<Value>) -> Content
  init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    _value = State(initialValue: value)
    self.content = content
  }
  var body: some View { content(\$value) }
}

@MainActor func corpusFuzz() -> Int32 {
  let host = TestHost(width: $width, height: $height) { $root }
  if let failure = host.fuzz(seed: $seed, steps: $steps) {
    print(failure)
    return 1
  }
  print("FUZZED $steps")
  return 0
}

exit(MainActor.assumeIsolated { corpusFuzz() })
SWIFT
  if ! (cd "$work" && swift build --product "$p" >"$work/$p.fuzz.build.log" 2>&1); then
    echo "$p: does not compile (see $work/$p.fuzz.build.log)"
    continue
  fi
  rundir="$work/run/$p"
  rm -rf "$rundir" && mkdir -p "$rundir/home"
  cp "$bin/$p" "$rundir/"
  for r in "$corpus/$p"/*; do
    case "$(basename "$r")" in *.swift|ROOT) ;; *) cp -R "$r" "$rundir/" ;; esac
  done
  (cd "$rundir" && HOME="$rundir/home" XDG_CONFIG_HOME= XDG_DATA_HOME= \
    http_proxy=http://127.0.0.1:9 https_proxy=http://127.0.0.1:9 HTTP_PROXY=http://127.0.0.1:9 \
    HTTPS_PROXY=http://127.0.0.1:9 ALL_PROXY=http://127.0.0.1:9 all_proxy=http://127.0.0.1:9 \
    no_proxy= NO_PROXY= SWIFT_BACKTRACE=interactive=no \
    timeout "${TIMEOUT:-600}" "./$p" >"$work/$p.fuzz.out" 2>"$work/$p.fuzz.err" </dev/null)
  rc=$?
  if [ $rc -eq 0 ] && grep -q "^FUZZED" "$work/$p.fuzz.out"; then
    clean=$((clean + 1)); echo "$p: $steps steps, clean"
  elif [ $rc -eq 1 ]; then
    echo "$p: FAILED"; sed 's/^/    /' "$work/$p.fuzz.out"
  else
    echo "$p: ended with status $rc: $(grep -m1 -E 'Fatal error|error|Decl fuzz' "$work/$p.fuzz.err" | cut -c1-200)"
  fi
done
echo "corpus fuzz: $clean clean of $n fuzzed (seed $seed, $steps steps each, $size)"
[ "$clean" -eq "$n" ]
