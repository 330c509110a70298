#!/usr/bin/env bash
# outputs.sh ROOT OUT : run the CLI of ROOT over the examples and a bench corpus; write outputs to OUT
set -u
R=$1; O=$2; mkdir -p $O; cd $R
CLI="node $R/dist/pipeline/cli.js"
node -e "import('$R/dist/bench/corpus-gen.js').then(m=>{process.stdout.write(m.jsonlCorpus(20000,7))})" > $O/corpus.jsonl
for f in examples/memories.jsonl examples/malformed.jsonl examples/campaign.jsonl $O/corpus.jsonl; do
  b=$(basename $f .jsonl)
  $CLI screen $f --threads 2 > $O/screen-$b.out 2>/dev/null; echo "rc=$?" >> $O/screen-$b.out
  $CLI screen $f --threads 1 --correlate --alerts $O/alerts-$b.out > $O/screenc-$b.out 2>/dev/null; echo "rc=$?" >> $O/screenc-$b.out
  $CLI correlate $f > $O/correlate-$b.out 2>/dev/null; echo "rc=$?" >> $O/correlate-$b.out
done
for f in test/fixtures/correlate/*.jsonl; do b=$(basename $f .jsonl); $CLI correlate $f > $O/correlate-fx-$b.out 2>/dev/null; done
# audit: events with explicit ts
node -e "for(let i=0;i<300;i++)console.log(JSON.stringify({key:'k'+(i%17),value:'v'+i,principal:'agent-'+(i%3),ts:new Date(Date.UTC(2026,0,1)+i*60000).toISOString()}))" > $O/events.jsonl
rm -f /tmp/ab-log-$$.jsonl
$CLI audit append --log /tmp/ab-log-$$.jsonl $O/events.jsonl > $O/append.out 2>&1; cp /tmp/ab-log-$$.jsonl $O/log.jsonl
$CLI audit verify --log $O/log.jsonl > $O/verify.out 2>&1; echo "rc=$?" >> $O/verify.out
node -e "const fs=require('fs');const L=fs.readFileSync('$O/log.jsonl','utf8').trim().split('\n').map(JSON.parse);const last={};for(const e of L)last[e.key]=e;for(const k in last){const e=last[k];console.log(JSON.stringify({agentId:'A',key:k,value:e.value,ts:e.ts}));console.log(JSON.stringify({agentId:'B',key:k,value:'evil',ts:e.ts}))}" > $O/state.jsonl
$CLI reconcile --log $O/log.jsonl --state $O/state.jsonl > $O/reconcile.out 2>&1; echo "rc=$?" >> $O/reconcile.out
rm -f /tmp/ab-log-$$.jsonl
