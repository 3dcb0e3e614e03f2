#!/bin/bash
# The api's role and password (PgBouncer's auth_file; a plain password lets it answer and use
# SCRAM both ways, PostgreSQL 15's default), written where only this container reads it, then PgBouncer.
set -euo pipefail
umask 077
printf '"finboard" "%s"\n' "$POSTGRES_PASSWORD" > /tmp/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
