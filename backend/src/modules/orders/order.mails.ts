import { Injectable } from '@nestjs/common';
import { companyOf } from '../../common/config/company';
import { Environment } from '../../common/config/environment';
import { TransactionHost } from '../../common/database/transaction-host';
import { MailComposers, MailComposerSet, OutgoingMail } from '../../common/mail/mail-composer';
import { MailBlock, renderMail } from '../../common/mail/mail-layout';
import { centsFromNumeric, formatEuro, formatGermanDate } from '../../common/money/money';
import { MailTemplateParams } from '../../common/queue/jobs';
import { CompanyMembersService } from '../dealers/company-members.service';
import { UsersService } from '../users/users.service';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { refundFailureText } from './dto/refund-failure.dto';
import { OrderStatus, PaymentStatus } from './order-enums';
import { PAYMENT_STATUS_LABELS } from './order-states';
import { paymentPolicyOf } from './payment-policies/payment-policies';

type OrderMail =
  | 'orders.confirmation'
  | 'orders.new-order'
  | 'orders.payment-received'
  | 'orders.payment-expired'
  | 'orders.status-changed'
  | 'orders.approval-requested'
  | 'orders.approval-rejected'
  | 'orders.refund-failed';

/** The order e-mails, composed in the worker from the order as it is when the mail goes out. */
@Injectable()
@MailComposers()
export class OrderMails implements MailComposerSet<OrderMail> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly users: UsersService,
    private readonly members: CompanyMembersService,
    private readonly env: Environment,
  ) {}

  readonly templates = {
    'orders.confirmation': ({ orderId }: { orderId: string }) =>
      this.toDealer(orderId, (order, items) =>
        renderMail(`Ihre Bestellung ${order.orderNumber}`, 'Guten Tag,', [
          { p: `vielen Dank für Ihre Bestellung ${order.orderNumber} vom ${this.day(order.createdAt)}. Wir haben sie erhalten:` },
          { quote: this.lines(items) },
          { quote: this.amounts(order) },
          ...this.paymentBlocks(order),
          { p: `Lieferung an: ${this.address(order)}. Geplanter Liefertag: ${formatGermanDate(order.plannedDeliveryDate)}${order.express ? ' (Express)' : ''}.` },
          this.orderLink(order),
        ]),
      ),
    'orders.new-order': async ({ orderId }: { orderId: string }): Promise<OutgoingMail | null> => {
      const loaded = await this.load(orderId);
      const admins = await this.users.adminEmails();
      if (!loaded || admins.length === 0) return null;
      const { order, items } = loaded;
      const mail = renderMail(`Neue Bestellung ${order.orderNumber} von ${order.billingAddress.company}`, 'Hallo,', [
        {
          p: `${order.billingAddress.company} hat soeben bestellt: ${order.orderNumber}, ${formatEuro(order.totalAmount)} brutto, ${paymentPolicyOf(order.paymentMethod).label}${order.express ? ', Express' : ''}.`,
        },
        { quote: this.lines(items) },
        ...(order.notes ? [{ p: 'Anmerkung des Händlers:' }, { quote: order.notes }] : []),
        { button: { label: 'Zu den Bestellungen', href: `${this.env.APP_URL}/admin#orders` } },
      ]);
      return { ...mail, to: admins };
    },
    'orders.payment-received': ({ orderId }: { orderId: string }) =>
      this.toDealer(orderId, (order) =>
        order.paymentStatus === PaymentStatus.Completed
          ? renderMail(`Zahlung erhalten: Bestellung ${order.orderNumber}`, 'Guten Tag,', [
              { p: `Ihre Zahlung über ${formatEuro(order.totalAmount)} für die Bestellung ${order.orderNumber} ist eingegangen. Vielen Dank!` },
              { p: `Geplanter Liefertag: ${formatGermanDate(order.plannedDeliveryDate)}.` },
              this.orderLink(order),
            ])
          : null,
      ),
    'orders.payment-expired': ({ orderId }: { orderId: string }) =>
      this.toDealer(orderId, (order) =>
        order.status === OrderStatus.Cancelled
          ? renderMail(`Bestellung ${order.orderNumber} storniert`, 'Guten Tag,', [
              {
                p: `für Ihre Bestellung ${order.orderNumber} ist innerhalb von ${this.env.ORDER_PAYMENT_TIMEOUT_HOURS} Stunden keine Kartenzahlung eingegangen. Wir haben die Bestellung deshalb storniert und die Ware wieder freigegeben.`,
              },
              { p: 'Sie können die Artikel jederzeit erneut bestellen.' },
              { button: { label: 'Zum Produktkatalog', href: `${this.env.APP_URL}/products` } },
            ])
          : null,
      ),
    'orders.approval-requested': async ({ orderId }: { orderId: string }): Promise<OutgoingMail | null> => {
      const loaded = await this.load(orderId);
      if (!loaded || loaded.order.status !== OrderStatus.AwaitingApproval) return null;
      const [owners, buyer] = await Promise.all([this.members.ownerEmails(loaded.order.companyId), this.users.findById(loaded.order.placedByUserId)]);
      if (owners.length === 0) return null;
      const { order, items } = loaded;
      const mail = renderMail(`Freigabe erbeten: Bestellung ${order.orderNumber}`, 'Guten Tag,', [
        {
          p: `${buyer?.email ?? 'Ein Einkäufer Ihrer Firma'} hat die Bestellung ${order.orderNumber} über ${formatEuro(order.subtotalAmount)} netto aufgegeben. Sie liegt über seinem Bestelllimit oder Monatsbudget und wartet auf Ihre Freigabe; Bestand ist dafür noch nicht reserviert.`,
        },
        { quote: this.lines(items) },
        { p: 'Bei der Freigabe gilt die Bestellung als jetzt aufgegeben: mit heutigen Preisen und heutigem Bestand.' },
        { button: { label: 'Zur Freigabe', href: `${this.env.APP_URL}/orders` } },
      ]);
      return { ...mail, to: owners };
    },
    'orders.approval-rejected': ({ orderId }: { orderId: string }) =>
      this.toDealer(orderId, (order) =>
        order.rejectionReason !== null
          ? renderMail(`Bestellung ${order.orderNumber} nicht freigegeben`, 'Guten Tag,', [
              { p: `Ihre Bestellung ${order.orderNumber} wurde vom Inhaber Ihrer Firma nicht freigegeben. Der Grund:` },
              { quote: order.rejectionReason },
              { p: 'Die Bestellung ist damit storniert; es wurde nichts geliefert oder berechnet.' },
              this.orderLink(order),
            ])
          : null,
      ),
    'orders.refund-failed': async ({ orderId }: { orderId: string }): Promise<OutgoingMail | null> => {
      const loaded = await this.load(orderId);
      const admins = await this.users.adminEmails();
      // refunded again before the mail went out: nothing left to check
      if (!loaded || admins.length === 0 || !loaded.order.stripeRefundFailedId || loaded.order.stripeRefundId) return null;
      const { order } = loaded;
      const mail = renderMail(`Erstattung fehlgeschlagen: Bestellung ${order.orderNumber}`, 'Hallo,', [
        {
          p: `Stripe meldet, dass die Erstattung des Kartengelds der Bestellung ${order.orderNumber} von ${order.billingAddress.company} (${formatEuro(order.totalAmount)}) fehlgeschlagen ist. Der Händler hat das Geld nicht bekommen.`,
        },
        { quote: `Grund: ${refundFailureText(order.stripeRefundFailureReason ?? 'unknown')}\nErstattung bei Stripe: ${order.stripeRefundFailedId}` },
        {
          p: `Der Zahlungsstatus ist wieder „${PAYMENT_STATUS_LABELS[order.paymentStatus]}“. Bitte prüfen Sie die Zahlung im Stripe-Dashboard, klären Sie es mit dem Händler und erstatten Sie erneut mit „Über Stripe erstatten“.`,
        },
        { button: { label: 'Zu den Bestellungen', href: `${this.env.APP_URL}/admin#orders` } },
      ]);
      return { ...mail, to: admins };
    },
    'orders.status-changed': ({ orderId, status }: MailTemplateParams['orders.status-changed']) =>
      this.toDealer(orderId, (order) => (order.status === status ? this.statusMail(order) : null)),
  };

  private statusMail(order: Order) {
    const link = this.orderLink(order);
    if (order.status === OrderStatus.Shipped) {
      return renderMail(`Ihre Bestellung ${order.orderNumber} ist unterwegs`, 'Guten Tag,', [
        { p: `Ihre Bestellung ${order.orderNumber} hat unser Lager verlassen und kommt per Lastenrad oder E-Transporter zu Ihnen.` },
        { p: `Geplanter Liefertag: ${formatGermanDate(order.plannedDeliveryDate)}. Lieferadresse: ${this.address(order)}.` },
        ...paymentPolicyOf(order.paymentMethod).shippedMail(order),
        link,
      ]);
    }
    if (order.status === OrderStatus.Delivered) {
      return renderMail(`Ihre Bestellung ${order.orderNumber} wurde zugestellt`, 'Guten Tag,', [
        { p: `Ihre Bestellung ${order.orderNumber} wurde zugestellt. Bitte prüfen Sie die Ware; Fragen beantworten wir gern.` },
        link,
      ]);
    }
    if (order.status === OrderStatus.Cancelled) {
      return renderMail(`Ihre Bestellung ${order.orderNumber} wurde storniert`, 'Guten Tag,', [
        { p: `Ihre Bestellung ${order.orderNumber} wurde storniert. Bei Fragen antworten Sie einfach auf diese E-Mail.` },
        ...(order.paymentStatus === PaymentStatus.Completed ? [{ p: 'Bereits gezahlte Beträge erstatten wir Ihnen.' }] : []),
        link,
      ]);
    }
    return null;
  }

  /** Every mail about an order links to its page (/orders/:id), never to the thank-you page shown right after ordering. */
  private orderLink(order: Order): MailBlock {
    return { button: { label: 'Bestellung ansehen', href: `${this.env.APP_URL}/orders/${order.id}` } };
  }

  private paymentBlocks(order: Order): MailBlock[] {
    return paymentPolicyOf(order.paymentMethod).confirmationMail(order, {
      company: companyOf(this.env),
      paymentTimeoutHours: this.env.ORDER_PAYMENT_TIMEOUT_HOURS,
    });
  }

  private lines(items: OrderItem[]): string {
    return items
      .map((item) => `${item.quantity} × ${String(item.productSnapshot.name)} (${String(item.productSnapshot.sku)}) – ${formatEuro(item.totalPrice)} netto`)
      .join('\n');
  }

  private amounts(order: Order): string {
    return [
      `Warenwert netto: ${formatEuro(order.subtotalAmount)}`,
      ...(centsFromNumeric(order.discountAmount) > 0 ? [`darin Händlerrabatt: ${formatEuro(order.discountAmount)}`] : []),
      `Versand netto${order.express ? ' (inkl. Express)' : ''}: ${formatEuro(order.shippingAmount)}`,
      `USt. 19 %: ${formatEuro(order.taxAmount)}`,
      `Gesamtbetrag: ${formatEuro(order.totalAmount)}`,
    ].join('\n');
  }

  private address(order: Order): string {
    const a = order.shippingAddress;
    return `${a.company}, ${a.address}, ${a.postal_code} ${a.city}`;
  }

  private day(date: Date): string {
    return date.toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
  }

  private async load(orderId: string): Promise<{ order: Order; items: OrderItem[] } | null> {
    const order = await this.tx.manager.findOneBy(Order, { id: orderId });
    if (!order) return null;
    return { order, items: await this.tx.manager.find(OrderItem, { where: { orderId }, order: { id: 'ASC' } }) };
  }

  private async toDealer(
    orderId: string,
    render: (order: Order, items: OrderItem[]) => ReturnType<typeof renderMail> | null,
  ): Promise<OutgoingMail | null> {
    const loaded = await this.load(orderId);
    const user = loaded ? await this.users.findById(loaded.order.placedByUserId) : null;
    const mail = loaded && user ? render(loaded.order, loaded.items) : null;
    return mail && user ? { ...mail, to: [user.email] } : null;
  }
}
