import type { Migration } from "kysely";
import * as accounts from "./2026-11-22-0001-accounts";
import * as catalog from "./2026-11-22-0002-catalog";
import * as orders from "./2026-11-22-0003-orders";
import * as productRevisions from "./2026-11-22-0004-product-revisions";
import * as orderLineImages from "./2026-11-23-0005-order-line-images";
import * as orderLimits from "./2026-11-23-0006-order-limits";
import * as authAttempts from "./2026-11-23-0007-auth-attempts";
import * as outbox from "./2026-11-23-0008-outbox";
import * as orderLife from "./2026-11-23-0009-order-life";
import * as adminOrders from "./2026-11-23-0010-admin-orders";
import * as rateLimits from "./2026-11-23-0011-rate-limits";
import * as payments from "./2026-11-23-0012-payments";
import * as orderFigures from "./2026-11-23-0013-order-figures";
import * as productArabic from "./2026-11-23-0014-product-arabic";
import * as orderLineArabic from "./2026-11-25-0015-order-line-arabic";
import * as mailBudget from "./2026-11-26-0016-mail-budget";
import * as orderDays from "./2026-11-26-0017-order-days";
import * as catalogueKeys from "./2026-11-26-0018-catalogue-keys";
import * as colours from "./2026-11-26-0019-colours";
import * as searchIndex from "./2026-11-26-0020-search-index";
import * as backInStock from "./2026-11-26-0021-back-in-stock";
import * as productRevisionIndex from "./2026-11-26-0022-product-revision-index";
import * as tracking from "./2026-11-26-0023-tracking";
import * as shippingZones from "./2026-11-26-0024-shipping-zones";
import * as orderGovernorate from "./2026-11-26-0025-order-governorate";
import * as discounts from "./2026-11-26-0026-discounts";
import * as paymob from "./2026-11-26-0028-paymob";
import * as whatsapp from "./2026-11-26-0029-whatsapp";
import * as dailyFigures from "./2026-11-26-0030-daily-figures";
import * as whatsappWaiting from "./2026-11-26-0033-whatsapp-waiting";
import * as team from "./2026-11-26-0034-team";
import * as auditLog from "./2026-11-26-0035-audit-log";
import * as searchSynonyms from "./2026-11-27-0036-search-synonyms";

// Timestamped names; Kysely runs them in name order. Add new files here.
export const migrations: Record<string, Migration> = {
  "2026-11-22-0001-accounts": accounts,
  // A migration's name is history: databases record it, so it keeps the spelling it was run under.
  "2026-11-22-0002-catalogue": catalog,
  "2026-11-22-0003-orders": orders,
  "2026-11-22-0004-product-revisions": productRevisions,
  "2026-11-23-0005-order-line-images": orderLineImages,
  "2026-11-23-0006-order-limits": orderLimits,
  "2026-11-23-0007-auth-attempts": authAttempts,
  "2026-11-23-0008-outbox": outbox,
  "2026-11-23-0009-order-life": orderLife,
  "2026-11-23-0010-admin-orders": adminOrders,
  "2026-11-23-0011-rate-limits": rateLimits,
  "2026-11-23-0012-payments": payments,
  "2026-11-23-0013-order-figures": orderFigures,
  "2026-11-23-0014-product-arabic": productArabic,
  "2026-11-25-0015-order-line-arabic": orderLineArabic,
  "2026-11-26-0016-mail-budget": mailBudget,
  "2026-11-26-0017-order-days": orderDays,
  "2026-11-26-0018-catalogue-keys": catalogueKeys,
  "2026-11-26-0019-colours": colours,
  "2026-11-26-0020-search-index": searchIndex,
  "2026-11-26-0021-back-in-stock": backInStock,
  "2026-11-26-0022-product-revision-index": productRevisionIndex,
  "2026-11-26-0023-tracking": tracking,
  "2026-11-26-0024-shipping-zones": shippingZones,
  "2026-11-26-0025-order-governorate": orderGovernorate,
  "2026-11-26-0026-discounts": discounts,
  "2026-11-26-0028-paymob": paymob,
  "2026-11-26-0029-whatsapp": whatsapp,
  "2026-11-26-0030-daily-figures": dailyFigures,
  "2026-11-26-0033-whatsapp-waiting": whatsappWaiting,
  "2026-11-26-0034-team": team,
  "2026-11-26-0035-audit-log": auditLog,
  "2026-11-27-0036-search-synonyms": searchSynonyms,
};
