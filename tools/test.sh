#!/usr/bin/env bash
# The whole test suite: install what is missing, type-check and build, lint (module boundaries), unit
# specs, then integration and end-to-end specs against real NATS, a real database and the compiled apps.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false
bash tools/infra/ensure.sh
npm run -s build
npm run -s lint
mkdir -p .data
npx jest -c jest.unit.config.js --ci --json --outputFile=.data/jest-unit.json
npx jest -c jest.integration.config.js --ci --runInBand --json --outputFile=.data/jest-integration.json
# One plain closing line for whoever reads the log.
node -e '
  const runs = [".data/jest-unit.json", ".data/jest-integration.json"].map((f) => require(require("path").resolve(f)));
  const sum = (k) => runs.reduce((n, r) => n + r[k], 0);
  console.log(`tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`);
'
