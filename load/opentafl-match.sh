#!/usr/bin/env bash
# Level 8 against OpenTafl's AI (jslater89/OpenTafl v0.4.8.0b) in Copenhagen games: OpenTafl is fetched and built
# outside the repository (it is never committed and neither the build nor the tests need it), run as an engine of
# the OpenTafl Engine Protocol by com.taflpost.bench.OpenTaflMatch, and its own rules judge the games afterwards
# (load/opentafl/OpenTaflReferee.java). Needs git, a JDK 17, and Maven Central for OpenTafl's three jars (its Gradle
# build wants Gradle's own downloads, so it is compiled with javac).
#
#   load/opentafl-match.sh [games] [millis-a-move] [ply-limit] [seed]     (defaults: 40 1000 200 1)
#
# OPENTAFL_HOME: where OpenTafl is checked out and built (default ../opentafl beside the repository);
# OPENTAFL_GIT: where to clone it from (default https://github.com/jslater89/OpenTafl.git). The games and the
# protocol's log go to target/opentafl-match/. OpenTafl caps its think time at its settings.ini's thinktime (10 s when
# there is none), so longer moves need that raised too.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
HOME_DIR=${OPENTAFL_HOME:-$REPO/../opentafl}
GIT=${OPENTAFL_GIT:-https://github.com/jslater89/OpenTafl.git}
CENTRAL=https://repo1.maven.org/maven2
CLASSES=out/production/TaflEngine

if [ ! -d "$HOME_DIR/src/com/manywords" ]; then
  git clone "$GIT" "$HOME_DIR"
  git -C "$HOME_DIR" checkout -q v0.4.8.0b
fi
cd "$HOME_DIR"
mkdir -p deps
for jar in org/ini4j/ini4j/0.5.4/ini4j-0.5.4.jar jline/jline/2.14.1/jline-2.14.1.jar \
  org/glassfish/javax.json/1.0.4/javax.json-1.0.4.jar; do
  [ -f "deps/$(basename "$jar")" ] || curl -sSf -o "deps/$(basename "$jar")" "$CENTRAL/$jar"
done
if [ ! -f "$CLASSES/com/manywords/softworks/tafl/OpenTafl.class" ]; then
  find src -name '*.java' > sources.txt
  mkdir -p "$CLASSES"
  # two of its classes (network code the engine never runs) use JDK internals
  javac -nowarn -encoding UTF-8 -d "$CLASSES" -cp "lib/*:deps/*" \
    --add-exports java.xml/com.sun.org.apache.xerces.internal.impl.dv.util=ALL-UNNAMED \
    --add-exports java.base/sun.net=ALL-UNNAMED @sources.txt
fi

cd "$REPO"
./mvnw -B -q -o -Pbench test-compile
OUT=target/opentafl-match
mkdir -p "$OUT"
OPENTAFL_HOME="$HOME_DIR" java -cp target/test-classes:target/classes com.taflpost.bench.OpenTaflMatch \
  "${1:-40}" "${2:-1000}" "${3:-200}" "${4:-1}" "$OUT/games.txt" | tee "$OUT/match.txt"
(cd "$HOME_DIR" && java -cp "$CLASSES:lib/*:deps/*" "$REPO/load/opentafl/OpenTaflReferee.java" \
  "$REPO/$OUT/games.txt") | grep -E '^(game|OpenTaflReferee)' | tee "$OUT/referee.txt"
