#!/usr/bin/env bash
# The whole test suite: install what is missing, type-check and build, unit specs, then integration
# and end-to-end specs against real NATS, a real database and the compiled apps.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/infra/ensure.sh
npm run -s build
npx jest -c jest.unit.config.js --ci
npx jest -c jest.integration.config.js --ci --runInBand
