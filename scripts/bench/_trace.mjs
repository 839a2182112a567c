import { startApi } from './harness.mjs';
import pg from 'pg';
const url = 'postgres://postgres@127.0.0.1:5432/portal_bench_checkout';
const c = new pg.Client({ connectionString: url }); await c.connect();
const { rows: hot } = await c.query(`select id from products order by id limit 2`);
const d = { email: 'bench-api-0@example.com' };
await c.query(`ALTER DATABASE portal_bench_checkout SET log_min_duration_statement = 0`);
const api = await startApi({ databaseUrl: url, redisUrl: 'redis://127.0.0.1:6379/15' });
const r = await fetch(`${api.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: d.email, password: 'Bench-Passwort-2026' }) });
const headers = { authorization: `Bearer ${(await r.json()).accessToken}`, 'content-type': 'application/json' };
await c.query(`update products set stock_quantity = 1000 where id = any($1::uuid[])`, [hot.map((h) => h.id)]);
await new Promise((res) => setTimeout(res, 300));
console.log('MARK cart');
await c.query(`select 'MARK-CART'`);
// new connections pick up the setting; force the API pool to reconnect is hard, so rely on fresh connections
for (const h of hot) { const a = await fetch(`${api.url}/api/cart/items`, { method: 'POST', headers, body: JSON.stringify({ productId: h.id, quantity: 1 }) }); console.log('cart', a.status); }
const o = await fetch(`${api.url}/api/orders`, { method: 'POST', headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify({ shippingAddress: { company: 'Bench Radhaus', address: 'Hafenstraße 5', postalCode: '28217', city: 'Bremen' }, paymentMethod: 'prepayment', delivery: 'standard' }) });
console.log('order', o.status, (await o.text()).slice(0, 100));
await c.query(`ALTER DATABASE portal_bench_checkout RESET log_min_duration_statement`);
await c.end(); await api.stop?.(); process.exit(0);
