import type { Generated } from "kysely";

// Row types stay in the API. Times are ISO-8601 UTC strings, money is integer
// piastres, booleans are 0/1: the same representation on SQLite and PostgreSQL.

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: string;
  created_at: string;
  /** Invited to the team and not joined yet (issue 33). */
  invited_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  title: string;
  description: string;
  category: string;
  material: string;
  /** Arabic text (migration 0014); "" when not translated, the English field shows instead. */
  title_ar: Generated<string>;
  description_ar: Generated<string>;
  category_ar: Generated<string>;
  material_ar: Generated<string>;
  sale_price: number;
  original_price: number;
  images: string;
  inserted_at: string;
  quantity_s: number;
  quantity_m: number;
  quantity_l: number;
  quantity_xl: number;
  /** Set by a trigger on every insert and update (migration 0004); the product cache reads it. */
  rev: Generated<number>;
  /** Ordering, filtering and search keys (migration 0018, db/catalogue-keys.ts). */
  name_key: Generated<string>;
  name_key_ar: Generated<string>;
  category_key: Generated<string>;
  search_title: Generated<string>;
  search_text: Generated<string>;
  /** The size guide it follows (migration 0019), or null. */
  size_guide_id: Generated<number | null>;
}

/** A colour of a product (migration 0019, docs/product.md#colours). */
export interface ProductColorsTable {
  id: Generated<number>;
  product_id: number;
  /** 1-based place among the product's colours, as the admin orders them. */
  position: number;
  name: string;
  name_ar: Generated<string>;
  hex: string;
  /** JSON array of image URLs, as products.images. */
  images: Generated<string>;
  quantity_s: Generated<number>;
  quantity_m: Generated<number>;
  quantity_l: Generated<number>;
  quantity_xl: Generated<number>;
}

/** A size guide (migration 0019, docs/product.md#size-guides). */
export interface SizeGuidesTable {
  id: Generated<number>;
  name: string;
  name_ar: Generated<string>;
  /** body | garment */
  measure: string;
  /** JSON [{ name, nameAr }]. */
  columns: string;
  /** JSON { S: [cm|null…], M, L, XL }. */
  rows: string;
  how_to_measure: Generated<string>;
  how_to_measure_ar: Generated<string>;
  fit_note: Generated<string>;
  fit_note_ar: Generated<string>;
  updated_at: string;
}

/** SQLite only: the counter the revision trigger draws from (PostgreSQL uses a sequence). */
export interface ProductRevisionTable {
  id: number;
  value: number;
}

export interface CartItemsTable {
  user_id: number;
  product_id: number;
  /** The colour (migration 0019); 0 for a product without colours. */
  color_id: Generated<number>;
  size: string;
  quantity: number;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number | null;
  status: string;
  customer_email: string;
  customer_number: string;
  /** customer_number in one spelling (canonicalPhone, migration 0006): open orders count by it. */
  customer_phone_key: string | null;
  customer_name: string;
  address_details: string;
  shipping_address: string | null;
  /** Piastres; bigint on PostgreSQL since migration 0006. */
  total_price: number;
  shipping: number;
  stock_restored: number;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
  /** cod | instapay_awaiting | instapay_confirmed | instapay_rejected (migration 0009). */
  payment_state: string;
  payment_reference: string | null;
  /** The Instapay receipt's private file name; admins only. */
  payment_receipt: string | null;
  /** en | ar: the storefront language the order was placed in. */
  language: string;
  return_reason: string | null;
  return_note: string | null;
  return_requested_at: string | null;
  /** Issue 30 (migration 0023): the courier (COURIERS), its tracking number, when recorded. */
  tracking_courier: string | null;
  tracking_number: string | null;
  tracking_at: string | null;
  /** ISO 3166-2:EG code of the governorate it was priced for (migration 0024); null before. */
  shipping_governorate: string | null;
  /** The shipping zone's name when placed (migration 0024). */
  shipping_zone: string | null;
  /** Piastres a discount code took off the pieces (migration 0026); total_price is after it. */
  discount: Generated<number>;
  /** The code as stored (upper case), or null. */
  discount_code: Generated<string | null>;
  /** Paid online (migration 0028): canceled if not paid by then; null otherwise. */
  pay_by: Generated<string | null>;
  /** When the shopper tapped Confirm on WhatsApp (migration 0029); null before, or never. */
  whatsapp_confirmed_at: Generated<string | null>;
}

/** A shipping zone (migration 0024, docs/product.md#shipping-zones). Money in piastres. */
export interface ShippingZonesTable {
  id: Generated<number>;
  name: string;
  name_ar: string;
  fee: number;
  days_min: number;
  days_max: number;
  /** 1 when cash on delivery is taken there. */
  cod: number;
  enabled: number;
  created_at: string;
  updated_at: string;
}

/** Each governorate (ISO code) in at most one zone. */
export interface ShippingZoneGovernoratesTable {
  governorate: string;
  zone_id: number;
}

/** One step of an order's life (migration 0009): the timeline and the admin's history. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  /** placed | status | return_requested | payment | note */
  kind: string;
  status: string | null;
  /** customer | admin | system */
  actor: string;
  actor_email: string | null;
  note: string | null;
  created_at: string;
}

/** A group of search synonyms (migration 0036): its terms as a JSON array, as typed. */
export interface SearchSynonymsTable {
  id: Generated<number>;
  terms: string;
}

/** Store-wide values every process shares (migration 0009). */
export interface SettingsTable {
  key: string;
  value: string;
}

/** A customer's refusal record cleared by an admin (migration 0012); key `phone:…`/`email:…`. */
export interface RefusalClearancesTable {
  customer_key: string;
  cleared_at: string;
  cleared_by: string | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  title: string;
  /** The product's Arabic title when ordered (migration 0015); "" when it had none. */
  title_ar: Generated<string>;
  size: string;
  quantity: number;
  unit_price: number;
  /** The product's first image URL when ordered (migration 0005); null before, or without one. */
  image: string | null;
  /** The colour as it was when ordered (migration 0019); null for a product without colours. */
  color_id: number | null;
  color_name: string | null;
  color_name_ar: string | null;
  color_hex: string | null;
  /** Piastres of the order's discount this line carries (migration 0026), whole quantity. */
  discount: Generated<number>;
}

/** A Paymob intention made for an order (migration 0028), keyed by Paymob's order id. */
export interface PaymentIntentsTable {
  paymob_order: number;
  order_id: number;
  /** Piastres asked. */
  amount: number;
  reference: string;
  created_at: string;
}

/** A transaction Paymob's callback reported (migration 0028): each is acted on once. */
export interface PaymentCallbacksTable {
  transaction_id: number;
  order_id: number;
  success: number;
  pending: number;
  amount: number;
  received_at: string;
}

/** A cash order's WhatsApp template, sent once by a claiming sender (migration 0029). */
export interface WhatsappOutboxTable {
  id: Generated<number>;
  order_id: number;
  recipient: string;
  /** JSON: the TemplateMessage (features/whatsapp/whatsapp-client.ts). */
  message: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  sent_at: string | null;
  /** Refused for good (a bad number, an unknown template): not tried again. */
  failed_at: string | null;
  wamid: string | null;
  last_error: string | null;
  created_at: string;
}

/** A discount code (migration 0026, docs/product.md#discount-codes). */
export interface DiscountsTable {
  id: Generated<number>;
  code: string;
  kind: string;
  /** The percentage, or the fixed amount in piastres; 0 for free shipping. */
  value: number;
  min_subtotal: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  first_order_only: number;
  /** JSON arrays. */
  categories: string;
  product_ids: string;
  exclude_sale: number;
  note: string;
  active: number;
  /** Uses taken and not given back: the guarded counter. */
  uses: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One order's use of a code and the customer it counts against (migration 0026). */
export interface DiscountUsesTable {
  id: Generated<number>;
  discount_id: number;
  order_id: number;
  user_id: number | null;
  email: string;
  phone_key: string | null;
  created_at: string;
  given_back_at: string | null;
}

export interface GuestVerificationsTable {
  token_hash: string;
  email: string;
  payload: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerifiedEmailsTable {
  email: string;
  verified_at: string;
}

/** Failed logins and reset requests per (kind, e-mail, client address) in a window. */
export interface AuthAttemptsTable {
  kind: string;
  email: string;
  ip: string;
  count: number;
  window_start: string;
}

/** Per-route, per-address request counters without Redis (migration 0011). */
export interface RateLimitsTable {
  key: string;
  window_no: number;
  count: number;
  /** Epoch milliseconds when the window ends. */
  expires_at: number;
}

/** E-mail waiting to be sent, or sent (migration 0008; plugins/mailer.ts). */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A sender's lease on the row while it sends; null or past when nobody holds it. */
  locked_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** Extra headers as a JSON object (migration 0021: List-Unsubscribe), or null. */
  headers: Generated<string | null>;
}

/**
 * A shopper waiting for a size to come back (migration 0021, docs/product.md#back-in-stock);
 * notified_at set once she has been mailed, and with it the hash of her unsubscribe token.
 */
export interface StockAlertsTable {
  id: Generated<number>;
  product_id: number;
  /** The colour; 0 for a product without colours (as cart_items). */
  color_id: number;
  size: string;
  email: string;
  locale: string;
  created_at: string;
  notified_at: string | null;
  token_hash: string | null;
}

/** Orders and their total per status and payment state, kept by triggers (migration 0013). */
export interface OrderCountsTable {
  status: string;
  payment_state: string;
  /** PostgreSQL spreads a key over 16 rows (order id % 16); SQLite keeps one (0). */
  shard: number;
  orders: number;
  total_price: number;
}

/** Each distinct customer name and its number of orders, kept by triggers (migration 0013). */
export interface OrderNamesTable {
  id: Generated<number>;
  name: string;
  orders: number;
}

/**
 * Orders per part of a UTC day (cut at 21:00 and 22:00, when Cairo's days start) and ids bounding
 * them, kept by triggers (migration 0017).
 */
export interface OrderDaysTable {
  /** '2026-11-22' (21 November 22:00 to 22 November 21:00 UTC) or '2026-11-22T21' (the hour). */
  part: string;
  /** PostgreSQL spreads a part over 16 rows (order id % 16); SQLite keeps one (0). */
  shard: number;
  orders: number;
  /** Every order of the part has an id within lo…hi (they only widen). */
  lo: number;
  hi: number;
}

/*
 * Daily figures (migration 0030, db/daily-figures.ts, docs/decisions/0014-daily-figures.md): kept
 * in the transaction of each placement and status change, per Cairo day the order was placed on.
 * Money in piastres; counts and money are bigint on PostgreSQL (read through Number()).
 */
export interface SalesDaysTable {
  day: string;
  /** live (pending, processing, shipped, delivered), canceled, refused or returned. */
  outcome: string;
  /** cash | instapay | online */
  payment: string;
  /** new | returning: an earlier order by the same e-mail or normalised phone: returning. */
  customer: string;
  orders: number;
  units: number;
  /** What the shopper pays for the pieces after the discount (total_price), no shipping. */
  net: number;
  discounts: number;
}

/** Pieces of orders neither canceled, refused nor returned; color_id 0 for no colour. */
export interface ProductDaysTable {
  day: string;
  product_id: number;
  color_id: number;
  size: string;
  units: number;
  net: number;
}

/** governorate: the ISO code, '' when unknown; city as the address has it, '' when none. */
export interface PlaceDaysTable {
  day: string;
  governorate: string;
  city: string;
  /** Not canceled. */
  orders: number;
  delivered: number;
  refused: number;
  returned: number;
}

/** Orders and money of orders neither canceled, refused nor returned, per code; delivered apart. */
export interface CodeDaysTable {
  day: string;
  code: string;
  orders: number;
  net: number;
  discounts: number;
  delivered: number;
  delivered_net: number;
}

/** Issue 33: who changed what (migration 0035); append-only, refused updates and deletes. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** No foreign key: an entry outlives its account (the e-mail stays). */
  actor_id: number | null;
  actor_email: string;
  ip: string;
  kind: string;
  order_id: number | null;
  product_id: number | null;
  subject: string;
  /** JSON of the changed fields, or null. */
  before: string | null;
  after: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  products: ProductsTable;
  product_colors: ProductColorsTable;
  size_guides: SizeGuidesTable;
  product_revision: ProductRevisionTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  settings: SettingsTable;
  search_synonyms: SearchSynonymsTable;
  shipping_zones: ShippingZonesTable;
  shipping_zone_governorates: ShippingZoneGovernoratesTable;
  refusal_clearances: RefusalClearancesTable;
  order_lines: OrderLinesTable;
  guest_verifications: GuestVerificationsTable;
  verified_emails: VerifiedEmailsTable;
  auth_attempts: AuthAttemptsTable;
  outbox: OutboxTable;
  stock_alerts: StockAlertsTable;
  rate_limits: RateLimitsTable;
  order_counts: OrderCountsTable;
  order_names: OrderNamesTable;
  order_days: OrderDaysTable;
  discounts: DiscountsTable;
  discount_uses: DiscountUsesTable;
  payment_intents: PaymentIntentsTable;
  payment_callbacks: PaymentCallbacksTable;
  whatsapp_outbox: WhatsappOutboxTable;
  sales_days: SalesDaysTable;
  product_days: ProductDaysTable;
  place_days: PlaceDaysTable;
  code_days: CodeDaysTable;
  audit_log: AuditLogTable;
}
