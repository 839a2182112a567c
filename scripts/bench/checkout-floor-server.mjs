// The checkout's floor: the bare side's SQL (bare-checkout.mjs) behind the least an HTTP API must do — node:http,
// a JSON body in, a JSON answer out, the bearer token looked up in a Map. No framework, no validation, no guard, no
// Redis. The checkout bench runs it instead of a second API (BENCH_FLOOR=1, pinned like the API): whatever separates
// it from bare SQL, no Node API can save; whatever separates the API from it is the API's own. Started by
// harness.startApi with PORT and DATABASE_URL; not a product and never deployed.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { bareAddToCart, placeBare } from './bare-checkout.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
const companyOfToken = new Map();
const STATUS_OF_OUTCOME = { placed: 201, soldOut: 409, emptyCart: 422, errors: 500 };

const readJson = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });

const answer = (response, status, body) => {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};

async function route(request, response) {
  const { method, url } = request;
  if (method === 'GET' && url === '/api/health') return answer(response, 200, { status: 'ok' });
  const body = await readJson(request);
  if (method === 'POST' && url === '/api/auth/sign-in') {
    const { rows } = await pool.query('SELECT id FROM users WHERE email = $1', [body.email]);
    if (!rows[0]) return answer(response, 401, { message: 'unbekannt' });
    const token = randomUUID();
    companyOfToken.set(token, rows[0].id); // each bench dealer owns a company with its own id
    return answer(response, 200, { accessToken: token });
  }
  const company = companyOfToken.get(String(request.headers.authorization).slice('Bearer '.length));
  if (!company) return answer(response, 401, { message: 'Bitte melden Sie sich an.' });
  if (method === 'POST' && url === '/api/cart/items') {
    await bareAddToCart(pool, company, body.productId, body.quantity);
    return answer(response, 201, { productId: body.productId, quantity: body.quantity });
  }
  if (method === 'POST' && url === '/api/orders') {
    const outcome = await placeBare(pool, company);
    return answer(response, STATUS_OF_OUTCOME[outcome], { outcome });
  }
  if (method === 'DELETE' && url === '/api/cart') {
    await pool.query('DELETE FROM cart_items WHERE user_id = $1', [company]);
    return answer(response, 204);
  }
  return answer(response, 404, { message: 'nicht gefunden' });
}

const server = createServer((request, response) => {
  route(request, response).catch((error) => answer(response, 500, { message: error.message }));
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
