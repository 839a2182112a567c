import { Company } from '../../../common/config/company';
import { formatGermanDate } from '../../../common/money/money';
import { berlinDay } from '../../../common/money/pricing';
import { Order, OrderAddress } from '../entities/order.entity';
import { OrderItem } from '../entities/order-item.entity';

export interface DeliveryNoteLine {
  position: number;
  sku: string;
  ean: string | null;
  name: string;
  quantity: number;
}

/** What the delivery note shows, decided here; the renderer only draws it. No prices, ever. */
export interface DeliveryNoteContent {
  title: string;
  /** The letterhead: the sender's name, then address and contact lines. */
  sender: { name: string; lines: string[] };
  /** The small return line above the recipient's address. */
  returnLine: string;
  recipient: string[];
  facts: [string, string][];
  intro: string;
  lines: DeliveryNoteLine[];
  footer: string[];
}

const addressLines = (address: OrderAddress) =>
  [address.company, address.contact_person, address.address, `${address.postal_code} ${address.city}`].filter((line): line is string => !!line);

const linesOf = (items: OrderItem[]): DeliveryNoteLine[] =>
  items.map((item, index) => ({
    position: index + 1,
    sku: String(item.productSnapshot.sku ?? ''),
    ean: item.productSnapshot.eanCode ? String(item.productSnapshot.eanCode) : null,
    name: String(item.productSnapshot.name ?? ''),
    quantity: item.quantity,
  }));

/**
 * The delivery note of a shipped order. A drop-shipping address (an end customer of the dealer's shop)
 * gets a neutral note: the dealer company is the sender, and neither our name nor our order figures appear.
 */
export function deliveryNoteContent(order: Order, items: OrderItem[], seller: Company): DeliveryNoteContent {
  const dates: [string, string][] = [
    ['Bestelldatum', formatGermanDate(berlinDay(order.createdAt))],
    ['Geplante Lieferung', formatGermanDate(order.plannedDeliveryDate)],
  ];
  if (order.shippingAddress.drop_shipping) {
    const dealer = order.billingAddress;
    const dealerAddress = `${dealer.address} · ${dealer.postal_code} ${dealer.city}`;
    return {
      title: 'Lieferschein',
      sender: { name: dealer.company, lines: [dealerAddress, ...(dealer.phone ? [`Tel. ${dealer.phone}`] : [])] },
      returnLine: `${dealer.company} · ${dealerAddress}`,
      recipient: addressLines(order.shippingAddress),
      facts: [['Vorgang', order.orderNumber], ...dates],
      intro: `Sehr geehrte Damen und Herren,\nmit dieser Sendung erhalten Sie die folgenden Artikel. Vielen Dank für Ihren Einkauf bei ${dealer.company}!`,
      lines: linesOf(items),
      footer: [dealer.company, dealerAddress],
    };
  }
  const sellerAddress = `${seller.street} · ${seller.postalCode} ${seller.city}`;
  return {
    title: `Lieferschein zur Bestellung ${order.orderNumber}`,
    sender: { name: seller.name, lines: [sellerAddress, `${seller.phone} · ${seller.email}`] },
    returnLine: `${seller.name} · ${sellerAddress}`,
    recipient: addressLines(order.shippingAddress),
    facts: [
      ['Bestellnummer', order.orderNumber],
      ...dates,
      ...(order.billingAddress.company !== order.shippingAddress.company ? ([['Kunde', order.billingAddress.company]] as [string, string][]) : []),
    ],
    intro: `Sehr geehrte Damen und Herren,\nvielen Dank für Ihre Bestellung ${order.orderNumber}. Mit dieser Sendung liefern wir Ihnen:`,
    lines: linesOf(items),
    footer: [`${seller.name} · ${sellerAddress}`, `${seller.register} · USt-IdNr.: ${seller.vatId}`, `Tel. ${seller.phone} · ${seller.email}`],
  };
}
