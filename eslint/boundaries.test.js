import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveImport, violation } from "./boundaries.js";

const root = path.resolve(import.meta.dirname, "..");
const at = (file) => path.join(root, file);
const judge = (file, source) => violation(file, resolveImport(at(file), source) ?? "");

describe("import direction (eslint/boundaries.js)", () => {
  it("keeps web features apart except through an index.ts", () => {
    const cart = "apps/web/src/features/cart/components/cart-view.tsx";
    expect(judge(cart, "@/features/orders/components/checkout-form")).toMatch(/through its index/);
    expect(judge(cart, "../../orders/last-order")).toMatch(/through its index/);
    expect(judge(cart, "@/features/orders")).toBeNull();
    expect(judge(cart, "../cart-item")).toBeNull();
    expect(judge(cart, "@/lib/router")).toBeNull();
  });

  it("keeps components and lib below features, and features below app", () => {
    expect(judge("apps/web/src/lib/api-client.ts", "@/features/auth")).toMatch(/below/);
    expect(judge("apps/web/src/components/ui/sidebar.tsx", "@/app/router")).toMatch(/below/);
    expect(judge("apps/web/src/features/cart/index.ts", "@/app/router")).toMatch(/below app/);
  });

  it("lets an API feature call another's service but not its repository", () => {
    const orders = "apps/api/src/features/orders/orders.service.ts";
    expect(judge(orders, "../products/products.repository")).toMatch(/repository/);
    expect(judge(orders, "../products/products.service")).toBeNull();
    expect(judge(orders, "./orders.repository")).toBeNull();
  });

  it("keeps db/ below the features and shared free of the apps", () => {
    expect(judge("apps/api/src/db/migrate.ts", "../features/orders/orders.service")).toMatch(/db/);
    expect(judge("packages/shared/src/orders.ts", "@atelier/api/src/app")).toMatch(/contract/);
    expect(judge("packages/shared/src/orders.ts", "../../../apps/web/src/lib/cn")).toMatch(
      /contract/,
    );
    expect(judge("packages/shared/src/orders.ts", "./money")).toBeNull();
    expect(judge("packages/shared/src/orders.ts", "zod")).toBeNull();
  });
});
