#!/usr/bin/env bash
# Benchmarks: `http` (GET /books/{id}, /auth/me), `parse` (Books per minute), `analytics-http`
# (GET /books/{id}/analytics of a 10,000-transaction Book) through the whole stack; `extraction` (our
# text-PDF path against poppler's pdftotext, which it installs from Debian's packages when missing).
# Figures are recorded in README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-http}"
bash tools/infra/ensure.sh
if [ "$which" = extraction ] && ! command -v pdftotext >/dev/null 2>&1; then
  as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
  as_root apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq poppler-utils >/dev/null
fi
npm run -s build
exec node -r ./tools/register-dist.js "dist/tools/bench/$which.bench.js"
