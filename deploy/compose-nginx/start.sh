#!/bin/sh
# Starts nginx in deploy/compose.yaml with deploy/nginx/urembo.conf, mounted where a Debian host has it
# (/srv/urembo/deploy/nginx, beside the proxy.conf it includes; the web files in /srv/urembo/web).
# That file is written for one Debian host, its upstream listing the instances on 127.0.0.1:3001-3003;
# here the instances are the replicas of the compose service `api`, on port 3000 each. The first
# `server 127.0.0.1:300N ...;` line of the file becomes `server api:3000 ...;` (same parameters) and the
# other such lines go: nginx resolves `api` to every replica's address when it starts or reloads, so
# after replicas are replaced run `docker compose exec nginx nginx -s reload`.
set -eu
src=/srv/urembo/deploy/nginx/urembo.conf
out=/etc/nginx/conf.d/urembo.conf
sed -E \
  -e '0,/server[[:space:]]+127\.0\.0\.1:300[0-9]/s//server api:3000/' \
  -e '/server[[:space:]]+127\.0\.0\.1:300[0-9]/d' \
  "$src" >"$out"
if ! grep -q 'server api:3000' "$out"; then
  echo "urembo-nginx: $src has no 'server 127.0.0.1:300N' line to point at the api service" >&2
  exit 1
fi
nginx -t
exec nginx -g 'daemon off;'
