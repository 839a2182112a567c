/**
 * Every stable error `code` the API answers with: one enum, named `ErrorCode` in the OpenAPI document,
 * so the frontend gets it as a union type. One section per module; add new codes to your section.
 */
export enum ErrorCode {
  // answers by HTTP status, when nothing more precise applies
  BadRequest = 'BAD_REQUEST',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  Unprocessable = 'UNPROCESSABLE',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  InternalError = 'INTERNAL_ERROR',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  ServiceBusy = 'SERVICE_BUSY',

  // input and uploads
  ValidationFailed = 'VALIDATION_FAILED',
  BodyNotObject = 'BODY_NOT_OBJECT',
  BodyTooDeep = 'BODY_TOO_DEEP',
  UploadInvalid = 'UPLOAD_INVALID',
  UploadIncomplete = 'UPLOAD_INCOMPLETE',
  MultipartRequired = 'MULTIPART_REQUIRED',
  FileMissing = 'FILE_MISSING',
  FileEmpty = 'FILE_EMPTY',
  FileTooLarge = 'FILE_TOO_LARGE',
  InvalidFileType = 'INVALID_FILE_TYPE',

  // auth: sessions, links, second factor
  InvalidCredentials = 'INVALID_CREDENTIALS',
  SignInRateLimited = 'SIGN_IN_RATE_LIMITED',
  SessionExpired = 'SESSION_EXPIRED',
  RefreshTokenReused = 'REFRESH_TOKEN_REUSED',
  EmailTaken = 'EMAIL_TAKEN',
  LinkExpired = 'LINK_EXPIRED',
  LinkInvalid = 'LINK_INVALID',
  MfaPending = 'MFA_PENDING',
  MfaRequired = 'MFA_REQUIRED',
  MfaAlreadyEnrolled = 'MFA_ALREADY_ENROLLED',
  MfaChallengeExpired = 'MFA_CHALLENGE_EXPIRED',
  MfaCodeInvalid = 'MFA_CODE_INVALID',
  MfaFactorNotFound = 'MFA_FACTOR_NOT_FOUND',
  MfaRateLimited = 'MFA_RATE_LIMITED',

  // dealers
  DealerNotFound = 'DEALER_NOT_FOUND',
  DealerProfileNotFound = 'DEALER_PROFILE_NOT_FOUND',
  DealerAlreadyApproved = 'DEALER_ALREADY_APPROVED',
  DealerAlreadyRejected = 'DEALER_ALREADY_REJECTED',
  DealerStatusConflict = 'DEALER_STATUS_CONFLICT',
  DealerStatusChanged = 'DEALER_STATUS_CHANGED',
  PersonAlreadyLocked = 'PERSON_ALREADY_LOCKED',
  PersonNotLocked = 'PERSON_NOT_LOCKED',
  DocumentNotFound = 'DOCUMENT_NOT_FOUND',
  UnknownDocumentKind = 'UNKNOWN_DOCUMENT_KIND',

  // catalogue
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  ProductAlreadyDeleted = 'PRODUCT_ALREADY_DELETED',
  ProductChanged = 'PRODUCT_CHANGED',
  ProductStockChanged = 'PRODUCT_STOCK_CHANGED',
  SkuTaken = 'SKU_TAKEN',
  ImageNotFound = 'IMAGE_NOT_FOUND',
  CategoryNotFound = 'CATEGORY_NOT_FOUND',
  CategoryExists = 'CATEGORY_EXISTS',

  // cart and orders
  DealerNotApproved = 'DEALER_NOT_APPROVED',
  InsufficientStock = 'INSUFFICIENT_STOCK',
  ProductSoldOut = 'PRODUCT_SOLD_OUT',
  ProductUnavailable = 'PRODUCT_UNAVAILABLE',
  CartItemNotFound = 'CART_ITEM_NOT_FOUND',
  CartEmpty = 'CART_EMPTY',
  CartNeedsAttention = 'CART_NEEDS_ATTENTION',
  CartChanged = 'CART_CHANGED',
  IdempotencyKeyMissing = 'IDEMPOTENCY_KEY_MISSING',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  OutsideDeliveryArea = 'OUTSIDE_DELIVERY_AREA',
  ExpressUnavailable = 'EXPRESS_UNAVAILABLE',
  OrderNotFound = 'ORDER_NOT_FOUND',
  OrderFailed = 'ORDER_FAILED',
  OrderUnchanged = 'ORDER_UNCHANGED',
  OrderMoveNotAllowed = 'ORDER_MOVE_NOT_ALLOWED',
  OrderMoveForbidden = 'ORDER_MOVE_FORBIDDEN',
  OrderAlreadyDecided = 'ORDER_ALREADY_DECIDED',
  OrderHasInvoice = 'ORDER_HAS_INVOICE',
  OrderHasPayment = 'ORDER_HAS_PAYMENT',
  OrderAlreadyRefunded = 'ORDER_ALREADY_REFUNDED',
  OrderQuantityNotAllowed = 'ORDER_QUANTITY_NOT_ALLOWED',

  // invoices
  InvoiceNotFound = 'INVOICE_NOT_FOUND',
  InvoiceNotReady = 'INVOICE_NOT_READY',
  InvoiceExists = 'INVOICE_EXISTS',
  InvoiceNotPossible = 'INVOICE_NOT_POSSIBLE',

  // delivery notes
  DeliveryNoteNotYet = 'DELIVERY_NOTE_NOT_YET',

  // payments
  PaymentNotPossible = 'PAYMENT_NOT_POSSIBLE',
  PaymentProviderUnavailable = 'PAYMENT_PROVIDER_UNAVAILABLE',
  PaymentProviderRefused = 'PAYMENT_PROVIDER_REFUSED',
  PaymentSessionMismatch = 'PAYMENT_SESSION_MISMATCH',
  DuplicatePaymentNotFound = 'DUPLICATE_PAYMENT_NOT_FOUND',
  DuplicatePaymentAlreadyRefunded = 'DUPLICATE_PAYMENT_ALREADY_REFUNDED',
  RefundAlreadyFailed = 'REFUND_ALREADY_FAILED',
  WebhookSignatureInvalid = 'WEBHOOK_SIGNATURE_INVALID',

  // tickets and news
  TicketNotFound = 'TICKET_NOT_FOUND',
  TicketStatusConflict = 'TICKET_STATUS_CONFLICT',
  TicketClosed = 'TICKET_CLOSED',
  TicketNothingToChange = 'TICKET_NOTHING_TO_CHANGE',
  TicketAssigneeInvalid = 'TICKET_ASSIGNEE_INVALID',
  TicketAttachmentNotFound = 'TICKET_ATTACHMENT_NOT_FOUND',
  TicketAttachmentLimit = 'TICKET_ATTACHMENT_LIMIT',
  NewsNotFound = 'NEWS_NOT_FOUND',

  // import
  ImportNotFound = 'IMPORT_NOT_FOUND',
  ExcelImportUnavailable = 'EXCEL_IMPORT_UNAVAILABLE',
  ImportFileUnreadable = 'IMPORT_FILE_UNREADABLE',
  ImportMappingIncomplete = 'IMPORT_MAPPING_INCOMPLETE',
  ImportMappingInvalid = 'IMPORT_MAPPING_INVALID',
  ImportAlreadyStarted = 'IMPORT_ALREADY_STARTED',
  ImportAlreadyFinished = 'IMPORT_ALREADY_FINISHED',

  // image migration
  ImageMigrationRunNotFound = 'IMAGE_MIGRATION_RUN_NOT_FOUND',
  ImageMigrationRunning = 'IMAGE_MIGRATION_RUNNING',
  BrokenImageRateLimited = 'BROKEN_IMAGE_RATE_LIMITED',

  // companies and their staff
  NoCompany = 'NO_COMPANY',
  CompanyRoleForbidden = 'COMPANY_ROLE_FORBIDDEN',
  StaffNotFound = 'STAFF_NOT_FOUND',
  StaffEmailTaken = 'STAFF_EMAIL_TAKEN',
  LastOwner = 'LAST_OWNER',
  AddressNotFound = 'ADDRESS_NOT_FOUND',
  AccountLocked = 'ACCOUNT_LOCKED',

  // receivables: settings, credit, payments, bank statements, dunning (each feature adds its codes in its own block)
  SettingsInvalid = 'SETTINGS_INVALID',
  PaymentAmountInvalid = 'PAYMENT_AMOUNT_INVALID',
  PaymentDateInvalid = 'PAYMENT_DATE_INVALID',
  PaymentInvoiceCancelled = 'PAYMENT_INVOICE_CANCELLED',
  PaymentNotFound = 'PAYMENT_NOT_FOUND',
  PaymentAlreadyReversed = 'PAYMENT_ALREADY_REVERSED',
  PaymentTargetMissing = 'PAYMENT_TARGET_MISSING',
  PaymentCompanyNotFound = 'PAYMENT_COMPANY_NOT_FOUND',
  PaymentChanged = 'PAYMENT_CHANGED',
  PaymentOpenAmountChanged = 'PAYMENT_OPEN_AMOUNT_CHANGED',
  IdempotencyKeyInvalid = 'IDEMPOTENCY_KEY_INVALID',

  // receivables: bank statements (CAMT.053)
  BankStatementFileType = 'BANK_STATEMENT_FILE_TYPE',
  BankStatementUnreadable = 'BANK_STATEMENT_UNREADABLE',
  BankStatementDuplicate = 'BANK_STATEMENT_DUPLICATE',
  BankStatementBusy = 'BANK_STATEMENT_BUSY',
  BankStatementNotFound = 'BANK_STATEMENT_NOT_FOUND',
  BankStatementLineNotFound = 'BANK_STATEMENT_LINE_NOT_FOUND',
  BankStatementLineNotAssignable = 'BANK_STATEMENT_LINE_NOT_ASSIGNABLE',
  BankStatementLineNotProposed = 'BANK_STATEMENT_LINE_NOT_PROPOSED',
  BankStatementInvoiceNotPayable = 'BANK_STATEMENT_INVOICE_NOT_PAYABLE',
  // DATEV export
  DatevPeriodInvalid = 'DATEV_PERIOD_INVALID',
  DatevAccountLength = 'DATEV_ACCOUNT_LENGTH',
  DatevTooManyBookings = 'DATEV_TOO_MANY_BOOKINGS',

  // receivables: purchase on account (company credit, checkout)
  CompanyNotFound = 'COMPANY_NOT_FOUND',
  PaymentTermUnknown = 'PAYMENT_TERM_UNKNOWN',
  PurchaseOnAccountNotAllowed = 'PURCHASE_ON_ACCOUNT_NOT_ALLOWED',
  DeliveryBlocked = 'DELIVERY_BLOCKED',
  CreditLimitExceeded = 'CREDIT_LIMIT_EXCEEDED',

  // receivables: dunning
  DunningLetterNotFound = 'DUNNING_LETTER_NOT_FOUND',
  DunningLetterNotReady = 'DUNNING_LETTER_NOT_READY',
  DunningAlreadyHeld = 'DUNNING_ALREADY_HELD',
  DunningNotHeld = 'DUNNING_NOT_HELD',
  DeliveryNotBlocked = 'DELIVERY_NOT_BLOCKED',
}
