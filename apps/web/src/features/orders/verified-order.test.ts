import { afterEach, describe, expect, it } from "vitest";
import { readGuestLines, writeGuestLines } from "@/features/cart";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { readBuyNowItem, saveBuyNowItem } from "./buy-now";
import { orderPagePath, releaseVerifiedOrder } from "./verified-order";

// Issue 24 (docs/product.md#orders): once the e-mailed link places a held order, its pieces leave
// the basket, so no second order of them can follow.

const shirt = { productId: 7, size: "M" as const, quantity: 2 };
let nextId = 100;
const order = (lines = [shirt]) => ({ id: nextId++, orderToken: "123.abc", lines });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("releaseVerifiedOrder", () => {
  it("takes the order's units out of the bag and keeps whatever was added besides", () => {
    writeGuestLines([
      { id: "7", size: "M", quantity: 3 },
      { id: "7", size: "L", quantity: 1 },
      { id: "9", size: "S", quantity: 1 },
    ]);
    releaseVerifiedOrder(order());
    expect(readGuestLines()).toEqual([
      { id: "7", size: "M", quantity: 1 },
      { id: "7", size: "L", quantity: 1 },
      { id: "9", size: "S", quantity: 1 },
    ]);
  });

  it("empties a bag that held only the order, once however often the page renders", () => {
    writeGuestLines([{ id: "7", size: "M", quantity: 2 }]);
    const placed = order();
    releaseVerifiedOrder(placed);
    expect(readGuestLines()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    // The shopper adds the shirt again; a second render of the same answer leaves it be.
    writeGuestLines([{ id: "7", size: "M", quantity: 2 }]);
    releaseVerifiedOrder(placed);
    expect(readGuestLines()).toEqual([{ id: "7", size: "M", quantity: 2 }]);
  });

  it("drops this tab's Buy Now item when it is the order's piece, and only then", () => {
    const item = {
      id: "7",
      title: "Oxford Shirt",
      price: 1450,
      images: [],
      selectedSize: "M" as const,
      quantity: 2,
      category: "shirts",
      material: "cotton",
    };
    saveBuyNowItem({ ...item, selectedSize: "L" });
    releaseVerifiedOrder(order());
    expect(readBuyNowItem()).not.toBeNull();
    saveBuyNowItem(item);
    releaseVerifiedOrder(order());
    expect(readBuyNowItem()).toBeNull();
  });

  it("leaves nothing behind in storage for the other tabs' message", () => {
    releaseVerifiedOrder(order());
    expect(localStorage.getItem(STORAGE_KEYS.verifiedOrder)).toBeNull();
  });
});

it("opens the order's page through its signed link", () => {
  expect(orderPagePath({ id: 12, orderToken: "1.a+b" })).toBe("/orders/12?token=1.a%2Bb");
  expect(orderPagePath({ id: 12 })).toBe("/orders/12");
});
