#!/usr/bin/env bash
# The one test command (README quick start, .ci/run): installs everything the tests need, including
# Debian's Chromium and nginx when they are missing, then runs every test and ends with
# "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1 CI=1
# Reports live outside test-results/, which Playwright empties when it starts.
mkdir -p reports
rm -f reports/*.json

# step, check, install_browser, fix_site_date, beside: what both lanes share.
. scripts/lib/test-steps.sh

step "Lockfile (does npm ci accept it?)"
# Before npm install, which would quietly rewrite a lockfile that npm ci refuses on a fresh clone
# (docs/dependencies.md: the recipe that fixes it).
check "npm ci accepts package-lock.json" node scripts/lockfile.mjs

step "Installing npm packages"
# The lockfile names every version, so npm's cache may answer without asking the registry again.
npm install --no-audit --no-fund --prefer-offline || { echo "npm install failed"; echo "0 passed, 1 failed"; exit 1; }

# The build's moment and date, read once: the content manager's build, the production one and so
# both sides of the site diff see the same moment.
fix_site_date

step "Workflow files (actionlint, offline)"
# .github/workflows/ as GitHub would read them, and every third-party action pinned to a commit SHA.
check "workflows pass actionlint" node scripts/run.mjs src/ci/workflowLint.ts

step "Browser for the browser tests"
install_browser

step "nginx for the nginx browser tests"
# __tests__/support/nginx.mjs runs it as an ordinary foreground process on deploy/generated/nginx.conf.
if [ -z "${NGINX_PATH:-}" ] && [ ! -x /usr/sbin/nginx ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq nginx >/dev/null
fi
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] && "${NGINX_PATH:-/usr/sbin/nginx}" -v

step "Content manager (Playwright against npm run cms on a copy of content/)"
# Before the production build: it runs gatsby develop and a build of what it saved, made with the
# form receiver on (GATSBY_FORM_RECEIVER=1, docs/forms.md) and a Turnstile test site key, kept in
# public-endpoint/ for the "endpoint" browser tests, which run the receiver with a local SMTP server
# and stand-ins for Turnstile's widget and siteverify.
# Meanwhile the production build runs in a copy of the working tree: gatsby develop holds this
# folder's .cache/ and public/, and the editing tests leave about a quarter of the CPU idle.
# (Outside a git checkout, which has no list of the working tree's files, it runs afterwards here.)
rm -rf public-endpoint public reports/beside
mkdir -p reports/beside
build_copy=""
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  build_copy=$(mktemp -d)
  git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$build_copy"
  ln -s "$PWD/node_modules" "$build_copy/node_modules"
  (cd "$build_copy" && npm run --silent build; echo $? > "$build_copy/.build-status") > reports/build.log 2>&1 &
  build_pid=$!
fi
# Once the build is done, the checks that need no site run beside the editing tests too, in the
# CPU those leave idle (each in turn; their output comes after the build's, below). The type check
# and ESLint run in the copy: its src/gatsby-types.d.ts is the one this build wrote, while gatsby
# develop may rewrite this folder's at any moment.
in_build_copy() { if [ -n "$build_copy" ]; then (cd "$build_copy" && "$@"); else "$@"; fi; }
(
  if [ -n "$build_copy" ]; then
    for _ in $(seq 1 900); do [ -f "$build_copy/.build-status" ] && break; sleep 1; done
  fi
  beside format npm run --silent lint:format
  beside deps npm run --silent lint:deps
  beside jest-unit npx jest --ci --selectProjects unit --json --outputFile=reports/jest-unit.json
  beside tsc in_build_copy npx tsc --noEmit
  beside lint in_build_copy npm run --silent lint:code
) &
beside_pid=$!
npx playwright test -c playwright.cms.config.ts

step "Build (production, in the copy since the content manager's step began)"
# `npm run build` starts from a clean cache (see docs/deploying.md). What it makes outside public/
# comes back too: the nginx configuration, and src/gatsby-types.d.ts, which the type check reads.
if [ -n "$build_copy" ]; then
  wait "$build_pid"
  build_status=$(cat "$build_copy/.build-status" 2>/dev/null || echo 1)
  cat reports/build.log
  if [ "$build_status" -eq 0 ]; then
    rm -rf public deploy/generated
    cp -a "$build_copy/public" public
    mkdir -p deploy && cp -a "$build_copy/deploy/generated" deploy/generated
    cp "$build_copy/src/gatsby-types.d.ts" src/gatsby-types.d.ts
  fi
else
  npm run --silent build
  build_status=$?
fi
check "gatsby build" test "$build_status" -eq 0

step "Beside the content manager: formatting, dependency rules, jest's unit tests, type check, lint"
# Prettier's check, dependency-cruiser's rules, tsc and ESLint (at zero warnings, eslint.config.mjs)
# are one test each (.prettierrc.json, .dependency-cruiser.cjs; docs/testing.md says what each holds).
wait "$beside_pid"
[ -n "$build_copy" ] && rm -rf "$build_copy"
for name in format deps jest-unit tsc lint; do cat "reports/beside/$name.log" 2>/dev/null; done
check "formatting (prettier --check)" beside_passed format
check "dependency rules (dependency-cruiser)" beside_passed deps
check "tsc --noEmit" beside_passed tsc
check "lint at zero warnings (eslint)" beside_passed lint

step "Browser tests (Playwright, Debian Chromium), with the build-output tests and the site diff beside them"
# The build-output tests (jest) on both builds and the site diff need no browser: they run at the
# lowest priority beside the browser tests, in the CPU those leave idle (a test waiting on a timer,
# the one-worker receiver tests), and after them when there is none. Their output follows below.
# The editor's day runs them on the content manager's build of .edited/content
# (public-endpoint/): no test may depend on today's content. The site diff is the report a pull
# request's comment carries, from the script the workflow runs (docs/ci.md).
have_edited_build() { [ -f public-endpoint/index.html ] && [ -d .edited/content ]; }
(
  beside jest-build nice -n 19 npx jest --ci --selectProjects build --json --outputFile=reports/jest.json
  if have_edited_build; then
    beside jest-edited env CONTENT_DIR=.edited/content BUILD_DIR=public-endpoint \
      nice -n 19 npx jest --ci --selectProjects build --json --outputFile=reports/jest-edited.json
  fi
  beside site-diff nice -n 19 node scripts/run.mjs src/site-diff/cli.ts --before public --after public-endpoint \
    --markdown reports/site-diff.md --content-before content --content .edited/content
) &
browser_beside_pid=$!
if [ -f public/index.html ]; then
  npx playwright test
else
  echo "No build output: browser tests not run"
fi

step "Beside the browser tests: build-output tests (jest), an editor's day's, the site diff"
wait "$browser_beside_pid"
for name in jest-build jest-edited site-diff; do cat "reports/beside/$name.log" 2>/dev/null; done
check "site diff of the content manager's change" beside_passed site-diff

step "An editor's day: page tests on its build (public-endpoint/ from .edited/content)"
# The content manager's test saved edits and applied a day of editor changes to a copy of content/,
# kept in .edited/content, and built it into public-endpoint/: no test may depend on today's content.
if have_edited_build; then
  CONTENT_DIR=.edited/content npx playwright test
else
  echo "No build of the editor's day: its tests not run"
fi

step "Summary"
node scripts/test-summary.mjs "$extra_passed" "$extra_failed"
