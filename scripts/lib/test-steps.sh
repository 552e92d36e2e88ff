# What the two test commands share (scripts/test-all.sh, the full lane; scripts/test-content.sh, the
# content lane): the step headings, the checks that count as one test each, and the browser the
# browser tests launch. Sourced, not run.

# Every build a test command makes (the content manager's, the production one in a temporary copy of
# the tree, both sides of the site diff) reuses the images, upload checks and social cards of earlier
# builds from one build cache (plugins/build-cache/README.md), so a photo in content/ is encoded once,
# not on every run. Like npm's cache it lives in the user's cache folder, so every clone on a machine
# shares it (each entry is named by all that made it, so a clone of other code never reads a wrong
# one); CI names the folder its Actions cache restores. Absolute: the production build runs elsewhere.
SITE_BUILD_CACHE_DIR=$(realpath -m "${SITE_BUILD_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/site-build-cache}")
export SITE_BUILD_CACHE_DIR

# Each step says when it starts, in minutes since the command began: the budgets are 15 minutes for
# the full lane and 5 for the content lane.
step() { printf '\n\033[1m== %s\033[0m (at %d:%02d)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
extra_passed=0
extra_failed=0
check() { # a named check that counts as one test
  local name=$1; shift
  if "$@"; then extra_passed=$((extra_passed + 1)); else extra_failed=$((extra_failed + 1)); echo "FAILED: $name"; fi
}

# Debian's Chromium headless shell: the build Playwright runs for headless tests, and on two cores
# twice as fast per page as the full browser, which src/config/chromium.ts falls back to when the
# shell cannot be installed.
install_browser() {
  if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium-headless-shell >/dev/null \
      || echo "chromium-headless-shell could not be installed: the tests use /usr/bin/chromium"
  fi
  # Which one the tests launch is src/config/chromium.ts's choice: the line names it and its version.
  node --input-type=module -e '
    const { importTs } = await import("./scripts/lib/importTs.mjs");
    const { CHROMIUM_PATH } = await importTs("src/config/chromium.ts");
    const { execFileSync } = await import("node:child_process");
    try { console.log(`${CHROMIUM_PATH}: ${execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" }).trim()}`); }
    catch { console.log(`${CHROMIUM_PATH}: not found, so the browser tests will fail`); }
  '
}

# The build's moment and date (src/lib/siteDate.ts), read once, after the install (the script needs
# esbuild): every build a command makes (both sides of the site diff included) and every test that
# reads which events are upcoming or which entries are live see the same moment, even when a run
# crosses midnight in Denver or a release's minute. SITE_DATE=YYYY-MM-DD replays a day (from its
# start in Denver), SITE_TIME a moment.
fix_site_date() {
  SITE_TIME=$(node scripts/run.mjs src/ci/calendar.ts time) || { echo "SITE_TIME: not a moment"; echo "0 passed, 1 failed"; exit 1; }
  SITE_DATE=$(SITE_TIME="$SITE_TIME" node scripts/run.mjs src/ci/calendar.ts date) || { echo "SITE_DATE: not a day"; echo "0 passed, 1 failed"; exit 1; }
  export SITE_TIME SITE_DATE
  echo "Build date: $SITE_DATE ($SITE_TIME)"
}

# Runs a command beside the current step, its output to reports/beside/<name>.log and its exit code to
# reports/beside/<name>.status; beside_passed <name> reads it back.
beside() { local name=$1; shift; "$@" > "reports/beside/$name.log" 2>&1; echo $? > "reports/beside/$name.status"; }
beside_passed() { [ "$(cat "reports/beside/$1.status" 2>/dev/null)" = 0 ]; }
