#!/usr/bin/env bash
# Deletes the local stack's data (FerretDB files, JetStream store, logs). Stop `npm start` first.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="${DATA_DIR:-.data/dev}"
case "$dir" in .data/*) ;; *) echo "Refusing to delete $dir: only folders under .data/ are local data" >&2; exit 2 ;; esac
if pgrep -f "dist/tools/dev/start.js" >/dev/null; then echo "A local stack is running: stop npm start first" >&2; exit 2; fi
rm -rf "$dir"
echo "deleted $dir"
