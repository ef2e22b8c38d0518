#!/usr/bin/env bash
# The whole test suite: install what is missing, type-check and build, lint (module boundaries), unit
# specs, then integration and end-to-end specs against real NATS, a real database and the compiled apps.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false
bash tools/infra/ensure.sh
npm run -s build
npm run -s lint
npx jest -c jest.unit.config.js --ci
npx jest -c jest.integration.config.js --ci --runInBand
