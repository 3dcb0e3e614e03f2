#!/bin/bash
# The replica: on its first start, a base backup of the primary with -R (standby.signal and
# primary_conninfo written for streaming replication); afterwards it just starts and follows.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h "$PRIMARY_HOST" -p 5432 -q; do sleep 1; done
  export PGPASSWORD="$REPLICATION_PASSWORD"
  pg_basebackup -h "$PRIMARY_HOST" -p 5432 -U replicator -D "$PGDATA" -R -X stream
  unset PGPASSWORD
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on
