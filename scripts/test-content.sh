#!/usr/bin/env bash
# The content lane (docs/ci.md, "Two lanes"): everything a change made only under content/ can
# break, in minutes rather than the full test command's quarter of an hour.
#   npm run test:content -- [--base <rev>]     (default base: the merge base with main)
# It refuses a change outside content/ (that takes `npm test`), then runs the content's own tests,
# the production build (whose first step is the content checks and the upload refusals), the site
# diff against the base's build with its report, jest's build-output tests, and the every-page
# browser checks at 375 and 1280 px on each page the site diff lists as changed or added. It ends
# with "N passed, N failed", like the test command.
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI=1 CONTENT_LANE=1
. scripts/lib/test-steps.sh

base=()
while [ $# -gt 0 ]; do
  case "$1" in
    --base) [ -n "${2:-}" ] || { echo "--base needs a commit"; exit 2; }; base=("$2"); shift 2 ;;
    *) echo "Usage: npm run test:content -- [--base <rev>]"; exit 2 ;;
  esac
done
mkdir -p reports/beside
rm -f reports/*.json reports/site-diff.md reports/changed-pages.json reports/beside/*

step "Installing npm packages"
npm install --no-audit --no-fund --prefer-offline || { echo "npm install failed"; echo "0 passed, 1 failed"; exit 1; }

step "Which lane (src/ci/lane.ts)"
# A change outside content/ needs the full lane, whatever this one says. (After the install: the
# command is TypeScript, which scripts/run.mjs loads with esbuild.)
lane=$(node scripts/run.mjs src/ci/lane.ts "${base[@]}") || { echo "$lane"; echo "0 passed, 1 failed"; exit 1; }
echo "$lane"
case "$lane" in
  content:*) ;;
  *) echo "This change takes the full lane: run \`npm test\`."; echo "0 passed, 1 failed"; exit 1 ;;
esac

fix_site_date

step "Browser for the browser tests"
install_browser

step "The content's tests (jest), beside the build"
# The unit tests that read content/: its rules in both languages, the policies, the translations,
# and the files' form. (The upload refusals run on content/ in the build's first step; their own
# tests, media-checks.test.ts, test the code with files they make, which a content change cannot
# break.) A few seconds of CPU that the build leaves idle while it waits on its workers.
(beside jest-content nice -n 19 npx jest --ci --selectProjects unit \
  --testPathPatterns '__tests__/unit/content/(content|content-format|page-content|policies|translations)\.test\.ts$' \
  --json --outputFile=reports/jest-content.json) &
content_tests=$!

step "Build (production; its first step is the content checks and the upload refusals)"
npm run --silent build
build_status=$?
check "gatsby build" test "$build_status" -eq 0
wait "$content_tests"
cat reports/beside/jest-content.log

reports=(reports/jest-content.json)
if [ "$build_status" -eq 0 ]; then
  step "Scheduled entries: nothing of one not live yet (or any more) in what the build published"
  # Each news item, event, opening or press release the change touches that is not live at the
  # build's moment: its titles, key, words and uploads must be in no file of public/ (src/ci/leakCheck.ts).
  check "no entry published before it goes live or after it comes down" node scripts/run.mjs src/ci/leakCheck.ts "${base[@]}"

  step "Site diff against the base's build (kept by commit in .site-diff/)"
  # Its Markdown is the pull request's comment; its list of pages is what the browser checks visit.
  # PREVIEW_URL (the workflow's deploy preview) links each changed page to itself there.
  check "site diff" node scripts/run.mjs src/site-diff/cli.ts "${base[@]}" --markdown reports/site-diff.md \
    --pages reports/changed-pages.json ${PREVIEW_URL:+--preview-url "$PREVIEW_URL"}

  step "Browser checks on the pages the change makes different, with the build-output tests (jest) beside them"
  (beside jest-build nice -n 19 npx jest --ci --selectProjects build --json --outputFile=reports/jest.json) &
  build_tests=$!
  reports+=(reports/jest.json)
  if [ -s reports/changed-pages.json ] && [ "$(node -p 'require("./reports/changed-pages.json").length')" -gt 0 ]; then
    echo "Pages: $(node -p 'require("./reports/changed-pages.json").join(" ")')"
    CHECK_PAGES_FILE=reports/changed-pages.json npx playwright test
    reports+=(reports/browser.json)
  elif [ -f reports/changed-pages.json ]; then
    echo "The site diff lists no changed or added page: no browser check to run."
  else
    echo "The site diff wrote no list of pages: the browser checks cannot know where to run."
    check "list of changed pages" false
  fi
  wait "$build_tests"
  cat reports/beside/jest-build.log
else
  echo "The build failed (its message above names the file and field): nothing else can be checked."
fi

step "Summary"
node scripts/test-summary.mjs "$extra_passed" "$extra_failed" "${reports[@]}"
