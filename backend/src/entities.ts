import { BankStatement } from './modules/accounting/entities/bank-statement.entity';
import { BankStatementLine } from './modules/accounting/entities/bank-statement-line.entity';
import { DunningHold } from './modules/accounting/entities/dunning-hold.entity';
import { DunningLetter } from './modules/accounting/entities/dunning-letter.entity';
import { AdminAction } from './modules/audit/entities/admin-action.entity';
import { AuthToken } from './modules/auth/entities/auth-token.entity';
import { RefreshToken } from './modules/auth/entities/refresh-token.entity';
import { CartItem } from './modules/cart/entities/cart-item.entity';
import { Category } from './modules/catalogue/entities/category.entity';
import { Product } from './modules/catalogue/entities/product.entity';
import { Company } from './modules/dealers/entities/company.entity';
import { CompanyAddress } from './modules/dealers/entities/company-address.entity';
import { CompanyMember } from './modules/dealers/entities/company-member.entity';
import { DealerDocument } from './modules/dealers/entities/dealer-document.entity';
import { DealerProfile } from './modules/dealers/entities/dealer-profile.entity';
import { Invoice } from './modules/invoices/entities/invoice.entity';
import { IncomingPayment } from './modules/invoices/entities/incoming-payment.entity';
import { ReceivableSummary } from './modules/invoices/entities/receivable-summary.entity';
import { ReceivablesSettingsRow } from './modules/settings/entities/receivables-settings.entity';
import { ImageMigrationItem } from './modules/image-migration/entities/image-migration-item.entity';
import { ImageMigrationRun } from './modules/image-migration/entities/image-migration-run.entity';
import { ImportJob } from './modules/import/entities/import-job.entity';
import { ImportMapping } from './modules/import/entities/import-mapping.entity';
import { ImportRowIssue } from './modules/import/entities/import-row-issue.entity';
import { News } from './modules/news/entities/news.entity';
import { NewsRead } from './modules/news/entities/news-read.entity';
import { OrderItem } from './modules/orders/entities/order-item.entity';
import { Order } from './modules/orders/entities/order.entity';
import { PaymentEvent } from './modules/payments/entities/payment-event.entity';
import { DuplicateCardPayment } from './modules/payments/entities/duplicate-card-payment.entity';
import { TestCheckoutSession } from './modules/payments/entities/test-checkout-session.entity';
import { TicketAttachment } from './modules/tickets/entities/ticket-attachment.entity';
import { TicketMessage } from './modules/tickets/entities/ticket-message.entity';
import { Ticket } from './modules/tickets/entities/ticket.entity';
import { MfaFactor } from './modules/auth/entities/mfa-factor.entity';
import { User } from './modules/users/entities/user.entity';
import { NumberSequence } from './common/database/number-sequence.entity';
import { OutboxMessage } from './common/outbox/outbox-message.entity';
import { SessionRevocation } from './common/auth/session-revocation.entity';

/** Every entity of the domain; the migrations must agree with exactly this list. */
export const ENTITIES = [
  User,
  MfaFactor,
  RefreshToken,
  AuthToken,
  Company,
  CompanyMember,
  CompanyAddress,
  DealerProfile,
  DealerDocument,
  Category,
  Product,
  CartItem,
  Order,
  OrderItem,
  Invoice,
  IncomingPayment,
  ReceivableSummary,
  ReceivablesSettingsRow,
  BankStatement,
  BankStatementLine,
  DunningLetter,
  DunningHold,
  NumberSequence,
  News,
  NewsRead,
  Ticket,
  TicketMessage,
  TicketAttachment,
  AdminAction,
  ImportJob,
  ImportRowIssue,
  ImportMapping,
  ImageMigrationRun,
  ImageMigrationItem,
  PaymentEvent,
  TestCheckoutSession,
  DuplicateCardPayment,
  OutboxMessage,
  SessionRevocation,
];
