import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import type { OrderLine } from "@atelier/shared/orders";
import { renderPage } from "@/testing/render-page";
import { OrderLineItem } from "./order-line";

/* An order's line shows the colour it was ordered in, as it was named then (issue 28). */
const line: OrderLine = {
  productId: 7,
  title: "Linen Shirt",
  titleAr: "قميص من الكتان",
  size: "M",
  quantity: 1,
  unitPrice: 1650,
  discount: 0,
  image: null,
  color: { id: 32, name: "Navy", nameAr: "كحلي", hex: "#1f2a44" },
};

describe("OrderLineItem", () => {
  it("shows the line's colour, read as the colour", () => {
    renderPage(
      <ul>
        <OrderLineItem line={line} />
      </ul>,
    );
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("Colour Navy");
    expect(screen.getByText("Navy")).toBeVisible();
  });

  it("names it in Arabic on Arabic pages, in English where it has no Arabic name", () => {
    renderPage(
      <ul>
        <OrderLineItem line={line} />
        <OrderLineItem line={{ ...line, size: "L", color: { ...line.color!, nameAr: "" } }} />
      </ul>,
      { path: "/ar/orders/1" },
    );
    expect(screen.getByText("كحلي")).toBeInTheDocument();
    expect(screen.getByText("Navy")).toBeInTheDocument();
  });

  it("shows no colour for a piece without, or an order from before colours", () => {
    renderPage(
      <ul>
        <OrderLineItem line={{ ...line, color: null }} />
      </ul>,
    );
    expect(screen.getByRole("listitem")).not.toHaveTextContent("Colour");
  });
});
