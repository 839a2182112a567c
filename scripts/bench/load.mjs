#!/usr/bin/env node
// One autocannon run in a process of its own, started by catalogue-bench.mjs (and pinned like it): a fresh
// heap, so the load generator's latencies do not carry the bench process's own garbage collection.
// Argument: JSON { url, headers, connections, seconds }. Prints one JSON line { p50, p95, p99, rps, requests, errors }.
import autocannon from 'autocannon';
import { percentiles } from './percentiles.mjs';

const { url, headers = {}, connections, seconds } = JSON.parse(process.argv[2]);
const latencies = [];
let errors = 0;

const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
  if (error) throw error;
  const total = latencies.length;
  const summary = { ...percentiles(latencies), rps: total / seconds, requests: total, errors: errors + result.errors + result.timeouts };
  process.stdout.write(`${JSON.stringify(summary)}\n`);
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  if (statusCode !== 200) errors += 1;
});
