#!/usr/bin/env node
// Pieces of a checkout request, each measured alone in one process: `node scripts/bench/request-pieces-bench.mjs`
// (build the backend first). For changes too small for the checkout bench's rounds to tell apart on a shared VM
// (a round strays by 5–10 %, session 18), each variant runs in short turns against the other, many times over,
// and the report gives the CPU time per call (user + system, process.cpuUsage) of each, medians over the turns.
//
// - The validation pipe's making of a DTO instance for the cart add's body: class-transformer's plainToInstance
//   against the pipe's shortcut (common/http/dto-instance.ts), and the whole pipe (shortcut, validation, whitelist)
//   with class-validator's own list of constraint instances against the map (rememberConstraintInstances), once
//   each of the API's ≈ 400 constraint classes has its instance, as in a process that has served all its forms.
// - The answer to a placed order as the web shop's browser gets it (Accept-Encoding: gzip, deflate, br, zstd), from
//   DTO to bytes through a Fastify with the API's compression hook, injected (the injection's own cost is on every
//   side): the whole order (≈ 1.5 KB of JSON) compressed with brotli as every answer of 1 KiB or more was until
//   session 18 (a hook doing just that), the whole order as it goes now (below COMPRESS_MIN_BYTES, 4 KiB: as it is),
//   and the list's view of it (`Prefer: return=minimal`, what the web shop asks for since session 18).
// - Request logging at the deployment's level (info), through the API's root logger into /dev/null: Fastify's two
//   lines per request (until session 20), the one access line of registerAccessLog (common/logging/access-log.ts),
//   and no line at all (warn, the checkout bench's level), each a Fastify with one small route, injected.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import 'reflect-metadata';
import { requireBuiltBackend, root } from './harness.mjs';

const require = createRequire(import.meta.url);
const built = (file) => require(requireBuiltBackend(file));
const { plainToInstance } = require(join(root, 'node_modules', 'class-transformer'));
const Fastify = require(join(root, 'node_modules', 'fastify'));
const { dtoTransformer } = built(join('common', 'http', 'dto-instance.js'));
const { createValidationPipe } = built(join('common', 'http', 'validation.js'));
const { constraintContainer } = built(join('common', 'http', 'validation-metadata-memo.js'));
const { getFromContainer, getMetadataStorage, useContainer } = require(join(root, 'node_modules', 'class-validator'));
const { registerCompression } = built(join('common', 'http', 'compression.js'));
const { createRootLogger } = built(join('common', 'logging', 'logger.js'));
const { registerAccessLog } = built(join('common', 'logging', 'access-log.js'));
const pino = require(join(root, 'node_modules', 'pino'));
const { brotliCompressSync, constants } = require('node:zlib');
const { AddCartItemDto } = built(join('modules', 'cart', 'dto', 'cart-input.dto.js'));
const { toOrderDto, toOrderSummaryDto } = built(join('modules', 'orders', 'dto', 'order.dto.js'));
const { Order } = built(join('modules', 'orders', 'entities', 'order.entity.js'));
const { OrderItem } = built(join('modules', 'orders', 'entities', 'order-item.entity.js'));

const TURNS = Number(process.env.BENCH_TURNS ?? 30);
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);

/** µs of CPU per call of each variant: TURNS turns of CALLS calls each, the variants taking turns; medians. */
async function compare(title, variants) {
  const perCall = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (const run of Object.values(variants)) for (let i = 0; i < CALLS; i++) await run(); // warm-up
  for (let turn = 0; turn < TURNS; turn++) {
    const order = turn % 2 === 0 ? Object.entries(variants) : Object.entries(variants).reverse();
    for (const [name, run] of order) {
      const started = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) await run();
      const used = process.cpuUsage(started);
      perCall[name].push((used.user + used.system) / CALLS);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\n${title}`);
  for (const [name, values] of Object.entries(perCall)) console.log(`  ${name}: ${median(values).toFixed(2)} µs CPU per call (median of ${TURNS} turns of ${CALLS})`);
}

const cartBody = () => ({ productId: '0002a271-5798-4cf0-8588-f21aa4e36371', quantity: 2 });
const options = { enableImplicitConversion: false };
const shortcut = dtoTransformer();
const pipe = createValidationPipe();
const bodyMetadata = { type: 'body', metatype: AddCartItemDto, data: '' };
await compare('The cart add\'s body becomes an AddCartItemDto', {
  'class-transformer plainToInstance': () => plainToInstance(AddCartItemDto, cartBody(), options),
  'shortcut (dtoTransformer)': () => shortcut.plainToInstance(AddCartItemDto, cartBody(), options),
});
// the API's every constraint class with its instance in both containers, as after every form was once sent
require(requireBuiltBackend('app.module.js'));
const ours = constraintContainer();
for (const constraintClass of getMetadataStorage().constraintMetadatas.keys()) {
  useContainer(null);
  getFromContainer(constraintClass);
  ours.get(constraintClass);
}
await compare('The whole validation pipe for the cart add (with the shortcut), the API\'s ≈ 400 constraint instances made', {
  'constraint instances found in class-validator\'s list': () => (useContainer(null), pipe.transform(cartBody(), bodyMetadata)),
  'constraint instances found in a map': () => (useContainer(ours), pipe.transform(cartBody(), bodyMetadata)),
});

const address = { company: 'Bench Radhaus', contact_person: null, address: 'Hafenstraße 5', postal_code: '28217', city: 'Bremen', phone: null };
const order = Object.assign(new Order(), {
  id: '314edfac-7648-450e-9d77-7f19674b80b6', companyId: 'c0', placedByUserId: 'u0', orderNumber: 'B-2026-006487',
  subtotalAmount: '149.22', discountAmount: '16.58', shippingAmount: '15.00', taxAmount: '31.20', totalAmount: '195.42',
  express: false, paymentMethod: 'prepayment', paymentStatus: 'pending', status: 'pending', shippingAddress: address, billingAddress: address,
  notes: null, paidAt: null, rejectionReason: null, invoiced: false, plannedDeliveryDate: '2026-12-01', createdAt: new Date(), updatedAt: new Date(),
});
const items = [1, 2].map((n) => Object.assign(new OrderItem(), {
  id: `801fe636-0d07-42aa-a35a-97999f9c909${n}`, orderId: order.id, productId: `0002a271-5798-4cf0-8588-f21aa4e3637${n}`, quantity: n,
  unitPrice: '149.22', totalPrice: String(149.22 * n), basePrice: '165.80',
  productSnapshot: { name: `Fahrtwind Sattel Race 36${n}`, sku: `BX-04123${n}`, imageUrl: `https://bilder.example.com/p/4123${n}.webp` },
}));
const bank = { accountHolder: 'Radwerk Großhandel GmbH', bankName: 'Sparkasse Bremen', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };
const app = Fastify();
registerCompression(app);
app.get('/whole', async () => toOrderDto(order, items, bank));
// as until session 18: from 1 KiB on, brotli at quality 4 with a 256 KiB window
app.register(async (scope) => {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-encoding', 'br').header('vary', 'Accept-Encoding').removeHeader('content-length');
    done(null, brotliCompressSync(Buffer.from(payload), { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } }));
  });
  scope.get('/whole-compressed', async () => toOrderDto(order, items, bank));
});
app.get('/summary', async () => toOrderSummaryDto(order, 3));
await app.ready();
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
for (const path of ['/whole-compressed', '/whole', '/summary']) {
  const answer = await app.inject({ method: 'GET', url: path, headers: browser });
  console.log(`${path}: ${answer.rawPayload.length} bytes sent, content-encoding ${answer.headers['content-encoding'] ?? 'none'}`);
}
await compare('The answer to a placed order, from DTO to bytes (a browser\'s Accept-Encoding)', {
  'the whole order, compressed (until session 18)': () => app.inject({ method: 'GET', url: '/whole-compressed', headers: browser }),
  'the whole order, as it is (below 4 KiB)': () => app.inject({ method: 'GET', url: '/whole', headers: browser }),
  'the list\'s view (Prefer: return=minimal)': () => app.inject({ method: 'GET', url: '/summary', headers: browser }),
});
await app.close();

const logged = async (level, { oneLine }) => {
  const server = Fastify({ loggerInstance: createRootLogger(level, pino.destination({ dest: '/dev/null', sync: true })), disableRequestLogging: oneLine });
  if (oneLine) registerAccessLog(server);
  server.get('/api/dealers/documents/download', async () => ({ ok: true }));
  await server.ready();
  return server;
};
const servers = {
  'info, Fastify\'s two lines (until session 20)': await logged('info', { oneLine: false }),
  'info, one access line (registerAccessLog)': await logged('info', { oneLine: true }),
  'warn, no line (the checkout bench\'s level)': await logged('warn', { oneLine: true }),
};
const download = { method: 'GET', url: '/api/dealers/documents/download?token=eyJhbGciOiJIUzI1NiJ9.eyJrZXkiOiJ4In0.c2lnbmF0dXJl', headers: { 'x-request-id': 'b1e5a0c4-2f0e-4d43-9f4e-6d1d1b1c0a01' } };
await compare('Request logging at info, one small answer injected', Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, () => server.inject(download)])));
for (const server of Object.values(servers)) await server.close();
