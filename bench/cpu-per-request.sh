#!/bin/bash
# Server CPU time per request, the API against bare Fastify (bench/bare-server.mjs, same bytes):
# starts bench/api-server.ts (SQLite, demo catalogue), sends N requests (default 40,000) at 50
# connections to the list and to one product after 3,000 warm-up requests, and reads each
# server's user+system CPU time from /proc before and after. On a shared machine throughput
# follows whatever else runs; CPU spent per request moves much less (docs/benchmarks.md).
#   bash bench/cpu-per-request.sh            N=20000 bash bench/cpu-per-request.sh
# Linux only (/proc). Prints µs of server CPU per request.
set -e
cd "$(dirname "$0")/.."
OUT=$(mktemp -d); N=${N:-20000}
mkfifo $OUT/in
node --import tsx bench/api-server.ts < $OUT/in > $OUT/out.txt 2>&1 &
NPID=$!
exec 3>$OUT/in
for i in $(seq 1 300); do grep -q port $OUT/out.txt && break; sleep 1; done
P=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8").split("\n").find(l=>l.startsWith("{"))).port)' $OUT/out.txt)
node -e '(async()=>{const b="http://127.0.0.1:'$P'";const list=await (await fetch(b+"/api/products")).text();const product=await (await fetch(b+"/api/products/8")).text();require("fs").writeFileSync(process.argv[1],JSON.stringify({list,product,productId:8}))})()' $OUT/data.json
node bench/bare-server.mjs $OUT/data.json < $OUT/in > $OUT/bare.txt 2>&1 &
BPID=$!
sleep 2
BP=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).port)' $OUT/bare.txt)
cpu() { awk '{print $14+$15}' /proc/$1/stat; }
measure() { # pid port path
  npx autocannon -c 50 -a 3000 http://127.0.0.1:$2$3 >/dev/null 2>&1
  local a=$(cpu $1); npx autocannon -c 50 -a $N http://127.0.0.1:$2$3 >/dev/null 2>&1; local b=$(cpu $1)
  echo "$(( (b - a) * 1000000 / $(getconf CLK_TCK) / N ))"
}
# bench/api-server.ts serves from this process itself (one worker).
for path in /api/products /api/products/8; do
  echo "$path api_us=$(measure $NPID $P $path) bare_us=$(measure $BPID $BP $path)"
done
kill -TERM $NPID $BPID; wait $NPID $BPID 2>/dev/null || true; rm -rf "$OUT"
