#!/usr/bin/env bash
# Benchmarks through the whole stack: `http` (GET /books/{id}, /auth/me) or `parse` (Books per minute).
# Figures are recorded in README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-http}"
bash tools/infra/ensure.sh
npm run -s build
exec node -r ./tools/register-dist.js "dist/tools/bench/$which.bench.js"
