#!/usr/bin/env node
// Checkout benchmark: `node scripts/bench/checkout-bench.mjs` (build the backend first: npm run build -w backend).
//
// A catalogue of 100,000 products (database portal_bench_checkout) of which 20 "hot" products have limited stock
// (BENCH_HOT_STOCK, 6,000 each: enough that neither side sells out within the run, or the rate would measure stock;
// 4,000 until session 17, when a faster VM sold one product out in most 15 s runs at 650–700 orders/s).
// 50 approved dealers each loop: put 1–3 hot products into the cart (POST /api/cart/items), then place the order
// (POST /api/orders with an Idempotency-Key; each signed in once before the warm-up, not counted), for
// BENCH_SECONDS, against the real API pinned to CPU 0. Alternating
// with it (BENCH_ROUNDS rounds, 3: single runs on a shared 2-core VM spread by ±20 %, the report takes medians),
// the same work as bare SQL through `pg` (cart rows, then one transaction in the API's order:
// approval check, cart lines taken out with their products, outbox rows, order with its lines, then
// stock taken with the products locked in id order and the number from a sequence in one statement: the API's
// own statement texts from backend/dist), from 50 concurrent workers over a pool as
// large as the API's. Reports the API process's CPU per order (user + system from /proc). Prints p50/p95/p99
// of placing an order and orders per second for both, and checks at the end that no stock is negative and the
// quantities sold equal the stock taken. Writes the figures into docs/performance.md.
//
// BENCH_FLOOR=1 adds a third side in every round: the floor, the bare statements behind plain node:http
// (checkout-floor-server.mjs), pinned and driven like the API. What separates the floor from bare SQL no Node API can
// save; what separates the API from the floor is the API's own. BENCH_API_NODE runs API and floor on another Node
// binary (the report says whether it is the deployment image's line).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { bareAddToCart, named, placeBare } from './bare-checkout.mjs';
import { fillCatalogue, PRODUCT_COUNT } from './fill.mjs';
import { API_LOG_LEVEL, processCpuSeconds, createBenchDatabase, fmt, keepAliveClient, LOAD_CPU, PINNED, pinToLoadCore, requireBuiltBackend, root, SERVER_CPU, startApi, writeReportSection } from './harness.mjs';
import { percentiles } from './percentiles.mjs';
import { perfAvailable, perfBreakdown, recordPerf } from './perf-breakdown.mjs';
import { rawHttpConnection } from './raw-http-client.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
// 15 s: after 3 s the first counted round still ran 20–60 % above the later ones (session 11), the JIT not yet done.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const DEALERS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HOT_PRODUCTS = 20;
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 6000);
const DATABASE = process.env.BENCH_DATABASE ?? 'portal_bench_checkout';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const API_POOL_SIZE = 20; // DATABASE_POOL_SIZE's default
/**
 * BENCH_API_PROCESSES=2 (with BENCH_NO_PIN=1): the API as two replicas sharing the pool (DATABASE_POOL_SIZE 10 each),
 * the dealers' loops spread over them as a load balancer would; CPU per order is the sum of both processes.
 */
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 1);
const PASSWORD = 'Bench-Passwort-2026';
const TARGET_P95_MS = 150;
// Issue 20: at least 0.8 of the bare SQL's orders per second, at most 2.5 ms of the API's CPU per order.
const TARGET_RATIO = 0.8;
const TARGET_CPU_MS = 2.5;

pinToLoadCore();

const require = createRequire(import.meta.url);
const { hashPassword } = require(requireBuiltBackend(join('common', 'auth', 'password.js')));
/**
 * BENCH_BARE_CART=api: the bare cart add runs the API's own statement (checks approval, product, stock and packaging
 * unit, writes the line and reads the whole cart back) instead of the plain upsert the bench has always compared with.
 */
const BARE_CART_AS_API = process.env.BENCH_BARE_CART === 'api';
/**
 * The web shop adds with `Prefer: return=minimal` (it reloads the cart anyway) since session 13, and so does the bench;
 * BENCH_CART_ANSWER=cart asks for the whole cart with every add, as both did before.
 */
const ADD_HEADERS = process.env.BENCH_CART_ANSWER === 'cart' ? {} : { prefer: 'return=minimal' };
/**
 * Since session 18 the web shop places the order with `Prefer: return=minimal` too (the confirmation page loads the
 * order itself): the answer is the order's line of the list. BENCH_ORDER_ANSWER=order asks for the whole order.
 */
const ORDER_HEADERS = process.env.BENCH_ORDER_ANSWER === 'order' ? {} : { prefer: 'return=minimal' };
/**
 * Every request offers the encodings a browser offers (Chromium's header), as the web shop's do: the API then
 * compresses what it compresses for the web shop (answers of 1 KiB and more). Until session 18 the bench offered
 * none; BENCH_ACCEPT_ENCODING='' does that again.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const BROWSER_HEADERS = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
/** BENCH_CLIENT=node-http: the load generator on node:http as until session 12 (the lean socket client is the default). */
const NODE_HTTP_CLIENT = process.env.BENCH_CLIENT === 'node-http';
const FLOOR = Boolean(process.env.BENCH_FLOOR);
/** BENCH_PERF=1: Linux perf records the API during round 1's counted run and the log gives where its CPU went (perf-breakdown.mjs). */
const PERF = Boolean(process.env.BENCH_PERF);
if (PERF && !perfAvailable()) {
  console.error("bench: BENCH_PERF braucht Linux perf: 'apt-get install -y linux-perf'.");
  process.exit(1);
}
if (PERF && !process.env.BENCH_API_NODE_ARGS?.includes('--perf-basic-prof')) {
  process.env.BENCH_API_NODE_ARGS = `${process.env.BENCH_API_NODE_ARGS ?? ''} --perf-basic-prof`.trim();
}
const { ADD_AND_READ_CART } = BARE_CART_AS_API ? require(join(root, 'backend', 'dist', 'modules', 'cart', 'cart.service.js')) : {};

const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const log = (line) => console.log(`bench: ${line}`);
const pick = (items, count) => [...items].sort(() => Math.random() - 0.5).slice(0, count);
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

async function prepare() {
  const url = await createBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await fillCatalogue(client);
  const { rows: hot } = await client.query(`SELECT id FROM products WHERE is_active ORDER BY id LIMIT ${HOT_PRODUCTS}`);
  const hash = await hashPassword(PASSWORD);
  const dealers = [];
  for (const phase of ['api', 'bare']) {
    for (let i = 0; i < DEALERS; i++) {
      const email = `bench-${phase}-${i}@example.com`;
      const { rows } = await client.query(
        `WITH dealer AS (INSERT INTO users (email, password_hash, roles, email_confirmed_at) VALUES ($1, $2, '{dealer}', now()) RETURNING id),
            company AS (INSERT INTO companies (id) SELECT id FROM dealer),
            owner AS (INSERT INTO company_members (company_id, user_id, role, joined_at) SELECT id, id, 'owner', now() FROM dealer)
         INSERT INTO dealer_profiles (company_id, user_id, company_name, contact_person, ust_id, address, postal_code, city, is_approved, approved_at, discount_level)
         SELECT id, id, $3, 'Erika Muster', 'DE811569869', 'Hafenstraße 5', '28217', 'Bremen', true, now(), 10 FROM dealer RETURNING user_id`,
        [email, hash, `Bench Radhaus ${phase} ${i}`],
      );
      dealers.push({ phase, email, userId: rows[0].user_id });
    }
  }
  await client.query('VACUUM ANALYZE');
  await client.end();
  log(`${PRODUCT_COUNT.toLocaleString('de')} Produkte, ${dealers.length} Händler in ${((Date.now() - started) / 1000).toFixed(1)} s angelegt`);
  return { url, hot: hot.map((row) => row.id), dealers };
}

async function resetHotStock(pool, hot) {
  await pool.query(`UPDATE products SET stock_quantity = $2 WHERE id = ANY($1::uuid[])`, [hot, HOT_STOCK]);
  await pool.query(`DELETE FROM cart_items`);
}

/**
 * Each dealer signs in once, before the warm-up: the tokens live an hour, and the sign-ins' password hashing
 * (Argon2id, ≈ 30 ms of CPU each) is not part of the work of an order, so it stays out of the counted CPU.
 */
async function signIn(apiUrl, dealers) {
  return Promise.all(
    dealers.map(async (dealer) => {
      const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: dealer.email, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`Anmeldung ${dealer.email}: ${response.status} ${await response.text()}`);
      return { authorization: `Bearer ${(await response.json()).accessToken}`, 'content-type': 'application/json', ...BROWSER_HEADERS };
    }),
  );
}

/** The API run: each signed-in dealer loops cart → order until the time is up. */
async function runApi(apiUrls, sessions, hot, seconds) {
  const latencies = [];
  const outcomes = { placed: 0, soldOut: 0, emptyCart: 0, errors: 0, cartRefused: 0 };
  const body = JSON.stringify({
    shippingAddress: { company: 'Bench Radhaus', address: 'Hafenstraße 5', postalCode: '28217', city: 'Bremen' },
    paymentMethod: 'prepayment',
    delivery: 'standard',
  });
  const until = Date.now() + seconds * 1000;
  const shared = NODE_HTTP_CLIENT ? apiUrls.map((apiUrl) => keepAliveClient(apiUrl, sessions.length)) : null;
  const loop = async (headers, index) => {
    const replica = index % apiUrls.length;
    const connection = shared ? null : rawHttpConnection(apiUrls[replica]);
    const request = shared?.[replica] ?? ((...args) => connection.request(...args));
    try {
      await dealerLoop(request, headers);
    } finally {
      connection?.close();
    }
  };
  const dealerLoop = async (request, headers) => {
    while (Date.now() < until) {
      for (const productId of pick(hot, between(1, 3))) {
        const added = await request('POST', '/api/cart/items', { ...headers, ...ADD_HEADERS }, JSON.stringify({ productId, quantity: between(1, 3) }));
        if (added.status !== 201) outcomes.cartRefused += 1;
      }
      const started = process.hrtime.bigint();
      const response = await request('POST', '/api/orders', { ...headers, ...ORDER_HEADERS, 'idempotency-key': randomUUID() }, body);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.status === 201) outcomes.placed += 1;
      else if (response.status === 409) {
        outcomes.soldOut += 1;
        await request('DELETE', '/api/cart', { authorization: headers.authorization });
      } else if (response.status === 422) outcomes.emptyCart += 1;
      else outcomes.errors += 1;
    }
  };
  await Promise.all(sessions.map((headers, index) => loop(headers, index)));
  return { ...percentiles(latencies), ordersPerSecond: outcomes.placed / seconds, attempts: latencies.length, ...outcomes };
}

/** The same work as bare SQL: what the API's cart and checkout write, without Nest, HTTP, JSON or TypeORM. */
async function runBare(pool, dealers, hot, seconds) {
  const latencies = [];
  const outcomes = { placed: 0, soldOut: 0, emptyCart: 0, errors: 0, cartRefused: 0 };
  const until = Date.now() + seconds * 1000;
  const loop = async (dealer) => {
    while (Date.now() < until) {
      for (const productId of pick(hot, between(1, 3))) {
        // each bench dealer owns a company with its own id
        if (BARE_CART_AS_API) await pool.query(named(ADD_AND_READ_CART, [dealer.userId, productId, between(1, 3), dealer.userId]));
        else await bareAddToCart(pool, dealer.userId, productId, between(1, 3));
      }
      const started = process.hrtime.bigint();
      const outcome = await placeBare(pool, dealer.userId);
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      outcomes[outcome] += 1;
      if (outcome === 'soldOut') await pool.query('DELETE FROM cart_items WHERE user_id = $1', [dealer.userId]);
    }
  };
  await Promise.all(dealers.map(loop));
  return { ...percentiles(latencies), ordersPerSecond: outcomes.placed / seconds, attempts: latencies.length, ...outcomes };
}

/** No stock below zero anywhere; for each hot product, what the orders of the phase sold equals what was taken. */
async function checkStock(pool, hot, phaseDealers) {
  const { rows: negative } = await pool.query('SELECT count(*)::int AS n FROM products WHERE stock_quantity < 0');
  const { rows } = await pool.query(
    `SELECT p.id, p.stock_quantity, COALESCE(sum(oi.quantity), 0)::int AS sold
       FROM products p
       LEFT JOIN order_items oi ON oi.product_id = p.id AND oi.order_id IN (SELECT id FROM orders WHERE placed_by_user_id = ANY($2::uuid[]))
      WHERE p.id = ANY($1::uuid[]) GROUP BY p.id, p.stock_quantity`,
    [hot, phaseDealers.map((dealer) => dealer.userId)],
  );
  const mismatched = rows.filter((row) => HOT_STOCK - row.stock_quantity !== row.sold);
  const sold = rows.reduce((sum, row) => sum + row.sold, 0);
  const soldOutProducts = rows.filter((row) => row.stock_quantity === 0).length;
  return { negative: negative[0].n, mismatched: mismatched.length, sold, soldOutProducts };
}

async function main() {
  const { url, hot, dealers } = await prepare();
  const pool = new pg.Pool({ connectionString: url, max: API_POOL_SIZE });
  const apiDealers = dealers.filter((dealer) => dealer.phase === 'api');
  const bareDealers = dealers.filter((dealer) => dealer.phase === 'bare');
  await pool.query('CREATE SEQUENCE IF NOT EXISTS bench_order_numbers');
  const api = await startReplicas(url);
  // BENCH_AB_DIST=dist-b: a second build of the API beside the first, both measured in every round (A/B of a change
  // in the same minutes; the report is not written then). BENCH_AB_NODE_ARGS='--flag': B is the same build started with
  // other Node options (a runtime setting's A/B); BENCH_AB_ENV='LOG_LEVEL=info' with other environment variables.
  const abNodeArgs = process.env.BENCH_AB_NODE_ARGS?.split(' ').filter(Boolean);
  const abEnv = process.env.BENCH_AB_ENV ? Object.fromEntries(process.env.BENCH_AB_ENV.split(' ').filter(Boolean).map((pair) => pair.split('='))) : null;
  const apiB =
    process.env.BENCH_AB_DIST || abNodeArgs || abEnv
      ? await startApi({ databaseUrl: url, redisUrl: REDIS_URL, dist: process.env.BENCH_AB_DIST, nodeArgs: abNodeArgs, extraEnv: abEnv ?? {} })
      : null;
  const floor = FLOOR ? await startApi({ databaseUrl: url, redisUrl: REDIS_URL, entry: join(root, 'scripts', 'bench', 'checkout-floor-server.mjs') }) : null;
  try {
    // Warm-up of both paths (JIT, pools, buffers, prepared statements); then rounds of API and bare, one after the
    // other, so both meet the machine in the same state. The API idles (and is not counted) while the bare side runs.
    const signInCpuBefore = processCpuSeconds(api.pids[0]);
    const sessions = await signIn(api.urls[0], apiDealers);
    const signInCpuMs = (processCpuSeconds(api.pids[0]) - signInCpuBefore) * 1000;
    log(`${apiDealers.length} Anmeldungen: ${signInCpuMs.toFixed(0)} ms CPU der API (nicht mitgezählt)`);
    await resetHotStock(pool, hot); // the warm-up meets the stock of a counted run (the filled catalogue's is random)
    await runApi(api.urls, sessions, hot, WARMUP_SECONDS);
    if (apiB) await runApi([apiB.url], sessions, hot, WARMUP_SECONDS);
    const floorSessions = floor && (await signIn(floor.url, apiDealers));
    if (floor) {
      await resetHotStock(pool, hot);
      await runApi([floor.url], floorSessions, hot, WARMUP_SECONDS);
    }
    await resetHotStock(pool, hot);
    await runBare(pool, bareDealers, hot, WARMUP_SECONDS);
    const rounds = [];
    const abRatios = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const loadBefore = loadavg()[0];
      const measured = (server, serverSessions = sessions) => async () => {
        const pids = server.pids ?? [server.pid];
        const cpu = () => pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
        const cpuBefore = cpu();
        const result = await runApi(server.urls ?? [server.url], serverSessions, hot, SECONDS);
        result.cpuMsPerOrder = ((cpu() - cpuBefore) * 1000) / Math.max(1, result.placed);
        return result;
      };
      const perfRecord = PERF && round === 1 ? recordPerf(api.pids[0], SECONDS - 2, join(tmpdir(), `checkout-api-${process.pid}.perf.data`)) : null;
      const apiRun = await counted(pool, hot, apiDealers, measured(api));
      if (perfRecord) {
        const shares = perfBreakdown(await perfRecord);
        log(`perf, API in Runde 1: Kernel ${shares.kernel.toFixed(1)} %, davon Socket-Schreiben ${shares.writes.toFixed(1)} % und -Lesen ${shares.reads.toFixed(1)} %; GC ${shares.gc.toFixed(1)} % (der CPU der API)`);
      }
      if (apiB) {
        const { result: b } = await counted(pool, hot, apiDealers, measured(apiB));
        const a = apiRun.result;
        log(`Runde ${round}: A ${a.cpuMsPerOrder.toFixed(2)} ms/Bestellung ${a.ordersPerSecond.toFixed(1)}/s p95 ${fmt(a.p95)} | B ${b.cpuMsPerOrder.toFixed(2)} ms/Bestellung ${b.ordersPerSecond.toFixed(1)}/s p95 ${fmt(b.p95)} | B ÷ A CPU ${(b.cpuMsPerOrder / a.cpuMsPerOrder).toFixed(3)}`);
        abRatios.push(b.cpuMsPerOrder / a.cpuMsPerOrder);
      }
      const floorRun = floor && (await counted(pool, hot, apiDealers, measured(floor, floorSessions)));
      const bareRun = await counted(pool, hot, bareDealers, () => runBare(pool, bareDealers, hot, SECONDS));
      rounds.push({ api: apiRun, floor: floorRun, bare: bareRun, load: [loadBefore, loadavg()[0]] });
      const { result: a, check: ac } = apiRun;
      const { result: b, check: bc } = bareRun;
      log(`Runde ${round}: API p95 ${fmt(a.p95)} ms, ${a.ordersPerSecond.toFixed(1)} Bestellungen/s, ${a.cpuMsPerOrder.toFixed(2)} ms CPU je Bestellung (Lastgenerator ${a.loadCpuMsPerOrder.toFixed(1)} ms, Warenkorb abgelehnt ${a.cartRefused}) ${JSON.stringify(ac)}`);
      log(`Runde ${round}: SQL p95 ${fmt(b.p95)} ms, ${b.ordersPerSecond.toFixed(1)} Bestellungen/s (Client ${b.loadCpuMsPerOrder.toFixed(1)} ms) ${JSON.stringify(bc)}; API ÷ SQL ${(a.ordersPerSecond / b.ordersPerSecond).toFixed(2)}`);
      if (floorRun) {
        const { result: f } = floorRun;
        log(`Runde ${round}: Boden p95 ${fmt(f.p95)} ms, ${f.ordersPerSecond.toFixed(1)} Bestellungen/s, ${f.cpuMsPerOrder.toFixed(2)} ms CPU je Bestellung ${JSON.stringify(floorRun.check)}; Boden ÷ SQL ${(f.ordersPerSecond / b.ordersPerSecond).toFixed(2)}, API ÷ Boden ${(a.ordersPerSecond / f.ordersPerSecond).toFixed(2)}`);
      }
    }
    if (apiB) log(`A/B: B ÷ A CPU je Bestellung, Median ${median(abRatios).toFixed(3)} (${abRatios.map((r) => r.toFixed(3)).join(', ')}); Bericht nicht geschrieben`);
    else writeReport(rounds, signInCpuMs, api.nodeVersion);
    const ok = rounds.every((round) => [round.api, round.floor, round.bare].every((side) => !side || side.check.negative + side.check.mismatched === 0));
    if (!ok) {
      console.error('bench: Bestand stimmt nicht (negativ oder verkauft ≠ entnommen)!');
      process.exitCode = 1;
    }
  } finally {
    await pool.end();
    await api.stop().catch(() => undefined);
    await apiB?.stop().catch(() => undefined);
    await floor?.stop().catch(() => undefined);
  }
}

/** The API as API_PROCESSES replicas on the same database and Redis, started one after the other. */
async function startReplicas(databaseUrl) {
  if (API_PROCESSES > 1 && PINNED) {
    console.error('bench: BENCH_API_PROCESSES > 1 nur mit BENCH_NO_PIN=1 (sonst teilen sich alle Prozesse einen Kern).');
    process.exit(1);
  }
  const extraEnv = { DATABASE_POOL_SIZE: String(Math.ceil(API_POOL_SIZE / API_PROCESSES)) };
  const replicas = [];
  for (let index = 0; index < API_PROCESSES; index++) replicas.push(await startApi({ databaseUrl, redisUrl: REDIS_URL, extraEnv }));
  return {
    urls: replicas.map((replica) => replica.url),
    pids: replicas.map((replica) => replica.pid),
    nodeVersion: replicas[0].nodeVersion,
    stop: () => Promise.all(replicas.map((replica) => replica.stop())),
  };
}

/**
 * One counted run of a side: its earlier orders and the (never dispatched) outbox rows removed and the churned tables
 * vacuumed, so that every round meets the same tables (without it each round ran slower than the one before, both
 * sides alike, on dead rows and autovacuum), stock reset; the load generator's CPU taken, stock checked afterwards.
 */
async function counted(pool, hot, phaseDealers, run) {
  await pool.query('DELETE FROM orders WHERE placed_by_user_id = ANY($1::uuid[])', [phaseDealers.map((dealer) => dealer.userId)]);
  await pool.query('DELETE FROM outbox_messages');
  await resetHotStock(pool, hot);
  await pool.query('VACUUM (ANALYZE) orders, order_items, cart_items, outbox_messages, products');
  const loadBefore = process.cpuUsage();
  const result = await run();
  result.loadCpuMsPerOrder = cpuMs(process.cpuUsage(loadBefore)) / Math.max(1, result.placed);
  return { result, check: await checkStock(pool, hot, phaseDealers) };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The floor's medians, when it ran (BENCH_FLOOR=1). */
function floorSummary(rounds) {
  if (!rounds[0].floor) return '';
  const floorOverBare = median(rounds.map(({ floor, bare }) => floor.result.ordersPerSecond / bare.result.ordersPerSecond));
  const apiOverFloor = median(rounds.map(({ api, floor }) => api.result.ordersPerSecond / floor.result.ordersPerSecond));
  const floorCpu = median(rounds.map(({ floor }) => floor.result.cpuMsPerOrder));
  return ` Floor (the bare statements behind plain \`node:http\`, checkout-floor-server.mjs, pinned like the API): ${floorCpu.toFixed(2)} ms CPU per order, floor ÷ bare ${floorOverBare.toFixed(2)}, API ÷ floor ${apiOverFloor.toFixed(2)} (medians).`;
}

/** Whether the API ran on the image's Node line; `BENCH_API_NODE` runs it on another binary. */
function runtimeNote(apiNodeVersion) {
  const image = imageNodeMajor();
  if (image === null || Number(apiNodeVersion.slice(1).split('.')[0]) === image) return ' (the deployment image\'s line)';
  return ` (the deployment image runs Node ${image}: Dockerfile \`NODE_IMAGE\`; \`BENCH_API_NODE\` runs the API on such a binary)`;
}

/** The Node line the deployment image builds on (Dockerfile `ARG NODE_IMAGE=node:<major>-…`), or null. */
function imageNodeMajor() {
  const dockerfile = join(root, 'Dockerfile');
  const match = existsSync(dockerfile) && /ARG NODE_IMAGE=node:(\d+)/.exec(readFileSync(dockerfile, 'utf8'));
  return match ? Number(match[1]) : null;
}

function writeReport(rounds, signInCpuMs, apiNodeVersion) {
  const row = (name, { result, check }) =>
    `| ${name} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.p99)} | ${result.ordersPerSecond.toFixed(1)} | ${result.cpuMsPerOrder === undefined ? '–' : result.cpuMsPerOrder.toFixed(2)} | ${result.placed} | ${result.soldOut} | ${result.emptyCart} | ${result.errors} | ${check.sold} | ${check.soldOutProducts} | ${check.negative} | ${check.mismatched} |`;
  const ratios = rounds.map(({ api, bare }) => api.result.ordersPerSecond / bare.result.ordersPerSecond);
  const cpu = median(rounds.map(({ api }) => api.result.cpuMsPerOrder));
  const p95 = median(rounds.map(({ api }) => api.result.p95));
  const oversold = rounds.some(({ api, bare }) => api.check.negative + api.check.mismatched + bare.check.negative + bare.check.mismatched > 0);
  writeReportSection('<!-- checkout-bench:start (written by scripts/bench/checkout-bench.mjs) -->', '<!-- checkout-bench:end -->', [
    '',
    `Generated by \`node scripts/bench/checkout-bench.mjs\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${cpus()[0]?.model.trim() ?? 'CPU unbekannt'}, ${cpus().length} cores).`,
    '',
    `- ${PRODUCT_COUNT.toLocaleString('en')} products; ${HOT_PRODUCTS} hot products with ${HOT_STOCK.toLocaleString('en')} units each; ${DEALERS} approved dealers (10 % discount) per side, each looping: 1–3 hot products (1–3 units each) into the cart (${ADD_HEADERS.prefer ? 'with `Prefer: return=minimal` as the web shop: the answer is the line' : 'the answer is the whole cart'}), then place the order (prepayment, Bremen; ${ORDER_HEADERS.prefer ? 'with `Prefer: return=minimal` as the web shop: the answer is the order as the list shows it' : 'the answer is the whole order'}); every request offers ${ACCEPT_ENCODING ? `\`Accept-Encoding: ${ACCEPT_ENCODING}\` as a browser does` : 'no encoding'}. ${WARMUP_SECONDS} s of warm-up per side, then ${ROUNDS} rounds of ${SECONDS} s API followed by ${FLOOR ? `${SECONDS} s floor and ` : ''}${SECONDS} s bare SQL (the API idles meanwhile); before each counted run the side's earlier orders and the outbox rows are deleted, the churned tables vacuumed and the stock reset. API on Node ${apiNodeVersion}${runtimeNote(apiNodeVersion)}, load generator on Node ${process.version}.`,
    `- API: \`backend/dist/main.js\` (NODE_ENV=production, LOG_LEVEL=${API_LOG_LEVEL}${API_LOG_LEVEL === 'info' ? ': the deployment\'s level, one access line per request into a file' : ''}${API_PROCESSES > 1 ? `, ${API_PROCESSES} processes with DATABASE_POOL_SIZE ${Math.ceil(API_POOL_SIZE / API_PROCESSES)} each, the loops spread over them` : ''})${PINNED ? ` pinned to CPU ${SERVER_CPU}` : ''}; the load generator (${NODE_HTTP_CLIENT ? '\`node:http\` over keep-alive sockets' : 'one keep-alive socket per loop, requests written as strings (raw-http-client.mjs)'}, ${DEALERS} concurrent loops) and the bare \`pg\` client ${PINNED ? `pinned to CPU ${LOAD_CPU}; PostgreSQL unpinned` : 'in one process; nothing pinned (BENCH_NO_PIN)'}. Latency is that of \`POST /api/orders\` (respectively the bare transaction) alone; orders per second count placed orders, cart requests included in the loop. CPU per order: user + system time of the API process from /proc during its run ÷ placed orders, cart requests included. The dealers sign in once before the warm-up and are not counted (until session 10 each counted run began with the 50 sign-ins; here they took ${fmt(signInCpuMs)} ms of API CPU, ≈ ${(signInCpuMs / Math.max(1, median(rounds.map(({ api }) => api.result.placed)))).toFixed(2)} ms per order of a round).`,
    `- Bare SQL: the same statements in one transaction per order in the API's order (approval, the cart's lines deleted and returned with their products in one statement, both outbox rows with their NOTIFY in one statement, order and lines in one statement, then stock \`UPDATE … WHERE stock >= n\` after locking the products \`FOR NO KEY UPDATE\` in id order and the number from a sequence set on the order only when every line was taken, in one statement; the API's statement texts from \`backend/dist\`; like the API, every statement but BEGIN and COMMIT as a named prepared statement, parsed once per connection) over a \`pg.Pool\` of ${API_POOL_SIZE}, prices from the same \`orderTotals\`.`,
    '',
    '| Run | p50 ms | p95 ms | p99 ms | orders/s | server CPU ms/order | placed | refused: sold out | refused: empty | errors | units sold | products sold out | stock < 0 | sold ≠ taken |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rounds.flatMap(({ api, floor, bare, load }, index) => [
      row(`${index + 1}: API (load ${load[0].toFixed(1)})`, api),
      ...(floor ? [row(`${index + 1}: floor (API ÷ floor ${(api.result.ordersPerSecond / floor.result.ordersPerSecond).toFixed(2)})`, floor)] : []),
      row(`${index + 1}: bare SQL (API ÷ bare ${ratios[index].toFixed(2)})`, bare),
    ]),
    '',
    `Medians over the ${ROUNDS} rounds: API ÷ bare orders/s **${median(ratios).toFixed(2)}** (target ≥ ${TARGET_RATIO}); API p95 **${fmt(p95)} ms** (target < ${TARGET_P95_MS} ms); **${cpu.toFixed(2)} ms API CPU per placed order** (target ≤ ${TARGET_CPU_MS} ms); oversell: ${oversold ? 'FOUND' : 'none'}. Load generator ${median(rounds.map(({ api }) => api.result.loadCpuMsPerOrder)).toFixed(1)} ms per order, bare client ${median(rounds.map(({ bare }) => bare.result.loadCpuMsPerOrder)).toFixed(1)} ms; load average (1 min) ${rounds.map(({ load }) => load.map((n) => n.toFixed(1)).join('→')).join(', ')} across the rounds, ${loadavg().map((n) => n.toFixed(2)).join(' ')} when the report was written.${floorSummary(rounds)}`,
    '',
  ]);
  log('docs/performance.md geschrieben');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
