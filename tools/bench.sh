#!/usr/bin/env bash
# HTTP throughput and latency through the whole stack; figures are recorded in README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/infra/ensure.sh
npm run -s build
exec node -r ./tools/register-dist.js dist/tools/bench/http.bench.js
