// Generating one invoice as the worker does (XRechnung + EN 16931 XML, PDF/A-3 with the XML inside), measured
// in this process without database and bucket: the part of an 'invoices.render' job that grows with the invoice.
// Usage: npm run build -w backend && node scripts/bench/invoice-bench.mjs [runs]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { percentiles } from './percentiles.mjs';
import { requireBuiltBackend } from './harness.mjs';

const require = createRequire(import.meta.url);
const { invoiceContentOf, sellerOf } = require(requireBuiltBackend('modules/invoices/invoice-content.js'));
const { InvoiceRendererService } = require(requireBuiltBackend('modules/invoices/invoice-renderer.service.js'));

const RUNS = Number(process.argv[2] ?? 40);
const address = { company: 'Radladen Müller & Söhne GmbH', contact_person: 'Erika Muster', address: 'Teststraße 1', postal_code: '28195', city: 'Bremen', phone: null };
const seller = sellerOf({
  name: 'Radwerk Großhandel GmbH', street: 'Am Speicherhafen 12', postalCode: '28217', city: 'Bremen', vatId: 'DE811569869', taxNumber: '60 145 23456',
  register: 'Amtsgericht Bremen HRB 36512', managingDirector: 'Jana Brinkmann', email: 'service@radwerk-grosshandel.de', phone: '+49 421 555 0190',
  bankName: 'Sparkasse Bremen', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX',
});
const buyer = { company: address.company, contactPerson: 'Erika Muster', street: address.address, postalCode: '28195', city: 'Bremen', countryCode: 'DE', vatId: 'DE136695976', email: 'einkauf@example.com' };

/** An order with `lines` positions at 10 % discount, express and standard shipping. */
function invoiceWith(lines) {
  const items = Array.from({ length: lines }, (_, i) => ({
    sku: `ART-${1000 + i}`, name: `Artikel ${i + 1} – Kettenblatt 38 Zähne, 4-Loch`, quantity: 2, unitPrice: '17.99', basePrice: '19.99', totalPrice: '35.98', discountPercent: 10,
  }));
  const subtotal = 3598 * lines;
  const shipping = (subtotal >= 25000 ? 0 : 1500) + 2500;
  const tax = Math.floor(((subtotal + shipping) * 19 + 50) / 100);
  const euros = (cents) => (cents / 100).toFixed(2);
  const order = {
    id: 'o', userId: 'u', orderNumber: 'B-2026-000042', orderedAt: new Date(), status: 'shipped', paymentMethod: 'prepayment', paymentStatus: 'pending', paidAt: null,
    express: true, plannedDeliveryDate: '2026-11-27', billingAddress: address, shippingAddress: address, subtotalAmount: euros(subtotal), discountAmount: euros(400 * lines),
    shippingAmount: euros(shipping), taxAmount: euros(tax), totalAmount: euros(subtotal + shipping + tax), items,
  };
  const content = invoiceContentOf(order, { seller, buyer }, 'RE-2026-00001', '2026-11-25');
  return { ...content, id: 'i', number: 'RE-2026-00001', kind: 'invoice', cancelsInvoiceId: null, cancelledAt: null, pdfKey: null, xmlKey: null, renderedAt: null, createdAt: new Date('2026-11-25T10:00:00Z') };
}

const renderer = new InvoiceRendererService({ manager: {} }, null, null);
const warmStart = performance.now();
await renderer.warmUp(); // what the worker does at start
console.log(`Vorbereitung beim Start des Workers: ${(performance.now() - warmStart).toFixed(0)} ms`);
for (const lines of [3, 25]) {
  const invoice = invoiceWith(lines);
  const t0 = performance.now();
  await renderer.filesOf(invoice);
  const first = performance.now() - t0;
  const samples = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await renderer.filesOf(invoice);
    const used = process.cpuUsage(startCpu);
    samples.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const wall = percentiles(samples);
  const cpuTime = percentiles(cpu);
  // CPU time says what one invoice costs even on a busy shared machine; wall time is what a job waits.
  console.log(
    `${lines} Positionen: erster Lauf ${first.toFixed(0)} ms; danach Wandzeit p50 ${wall.p50.toFixed(0)} ms / p95 ${wall.p95.toFixed(0)} ms, ` +
      `CPU-Zeit p50 ${cpuTime.p50.toFixed(0)} ms / p95 ${cpuTime.p95.toFixed(0)} ms (${RUNS} Läufe, Last ${loadavg()[0].toFixed(1)})`,
  );
}
