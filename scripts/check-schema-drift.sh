#!/usr/bin/env bash
# Fails when src/server/db/schema differs from what drizzle/ migrations declare: drizzle-kit would
# write a new migration. Run on a clean clone (CI); the migration it writes is left to read.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(git status --porcelain --untracked-files=all -- drizzle)
# A rename prompt needs a terminal; without one drizzle-kit would wait, so it is given a minute.
timeout 60 npx drizzle-kit generate --name pending_schema_change </dev/null
pending=$(git status --porcelain --untracked-files=all -- drizzle)
if [[ $pending != "$before" ]]; then
  echo "The Drizzle schema has changes no migration holds (npm run db:generate writes one):" >&2
  echo "$pending" >&2
  exit 1
fi
echo "The Drizzle schema matches the migrations."
