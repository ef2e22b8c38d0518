#!/usr/bin/env bash
# Benchmarks: `http` (GET /books/{id}, /auth/me), `parse` (Books per minute), `analytics-http`
# (GET /books/{id}/analytics of a 10,000-transaction Book) through the whole stack; `extraction` (our
# text-PDF path against poppler's `pdftotext -layout`; tools/infra/ensure.sh installs poppler-utils).
# Figures are recorded in README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-http}"
bash tools/infra/ensure.sh
npm run -s build
exec node -r ./tools/register-dist.js "dist/tools/bench/$which.bench.js"
