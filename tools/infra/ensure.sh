#!/usr/bin/env bash
# Installs what the stack needs and is missing, on a fresh machine: npm packages, nats-server,
# poppler-utils (Debian packages; pdftotext is the PDF text layer, see libs/document-classification),
# tesseract-ocr (Debian package; the OCR engine, see libs/ocr; tesseract.js reads without it, slower), with
# tesseract-ocr-eng (the second English model, which reads again a scan that does not reconcile) and,
# unless MONGO_URL is set or mongod is on PATH, FerretDB 1.24 built from the Go module proxy into
# .local/bin. Safe to run again: it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
FERRETDB_VERSION=v1.24.2

log() { printf '[ensure] %s\n' "$*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq >/dev/null; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
fi

if ! command -v nats-server >/dev/null 2>&1; then
  log "installing nats-server (Debian package)"
  apt_install nats-server
fi

if ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
  log "installing poppler-utils (Debian package: pdftotext, pdfinfo)"
  apt_install poppler-utils
fi

if ! command -v tesseract >/dev/null 2>&1 || [ ! -f /usr/share/tesseract-ocr/5/tessdata/eng.traineddata ]; then
  log "installing tesseract-ocr and tesseract-ocr-eng (Debian packages: the tesseract program and its English model)"
  apt_install tesseract-ocr tesseract-ocr-eng
fi

if [ -z "${MONGO_URL:-}" ] && ! command -v mongod >/dev/null 2>&1 && [ ! -x "$ROOT/.local/bin/ferretdb" ]; then
  command -v go >/dev/null 2>&1 || { log "Go is needed to build FerretDB"; apt_install golang-go; }
  log "building FerretDB $FERRETDB_VERSION (SQLite backend) into .local/bin"
  build=$(mktemp -d)
  # The module's own go.mod pins its dependencies; `go mod download` fetches it from the module proxy.
  src=$(cd "$build" && go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" \
    | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).Dir))')
  cp -r "$src" "$build/src" && chmod -R u+w "$build/src"
  # A module-cache copy carries no version file; FerretDB refuses to start without one.
  echo "$FERRETDB_VERSION" > "$build/src/build/version/version.txt"
  mkdir -p "$ROOT/.local/bin"
  (cd "$build/src" && go build -trimpath -o "$ROOT/.local/bin/ferretdb" ./cmd/ferretdb)
  rm -rf "$build"
fi
log "ready"
