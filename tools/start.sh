#!/usr/bin/env bash
# Runs the whole service locally: installs what is missing, builds, starts NATS, the database and all
# seven apps, and prints the base URL and a development access token.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/infra/ensure.sh
npm run -s build
exec node -r ./tools/register-dist.js dist/tools/dev/start.js
