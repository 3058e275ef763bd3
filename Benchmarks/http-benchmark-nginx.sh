#!/usr/bin/env bash
# Runs HTTPBenchmark against nginx on 127.0.0.1 instead of its in-process server.
#
# The in-process server is the default (no install, nothing to start); this script gives the
# second opinion with the server the project's first figures were measured against. It installs
# nginx-light from apt if nginx is missing, starts one worker on a free port with a config in a
# temporary folder, runs the release benchmark with --url, and stops nginx on exit.
# Extra arguments go to the benchmark, e.g. `bash Benchmarks/http-benchmark-nginx.sh --rounds 7`.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v nginx >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  install_nginx() { apt-get install -y --no-install-recommends nginx-light >/dev/null; }
  install_nginx || { apt-get update >/dev/null && install_nginx; }
fi

prefix="$(mktemp -d)"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')"
mkdir -p "$prefix/logs"
cat >"$prefix/nginx.conf" <<CONF
worker_processes 1;
pid $prefix/nginx.pid;
error_log $prefix/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  keepalive_requests 1000000;
  keepalive_timeout 60s;
  server {
    listen 127.0.0.1:$port;
    location / { default_type application/json; return 200 '{"ok":true}'; }
  }
}
CONF

nginx -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
trap 'kill "$nginx_pid" 2>/dev/null; wait "$nginx_pid" 2>/dev/null; rm -rf "$prefix"' EXIT

for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.1
done

swift run -c release --scratch-path "${SCRATCH_PATH:-.build}" HTTPBenchmark \
  --url "http://127.0.0.1:$port/item" "$@"
