import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { COD_REFUSED_MESSAGE, codMaxTotalMessage } from "@atelier/shared/payments";
import { renderPage } from "@/testing/render-page";
import { PaymentMethodField } from "./payment-method-field";

// Why cash on delivery is not offered (docs/product.md#payments): English pages show the
// server's sentence; an Arabic page says it by its reasonCode, never in the server's English.
const field = (options: Parameters<typeof PaymentMethodField>[0]["options"], path: string) =>
  renderPage(
    <PaymentMethodField
      methods={["instapay"]}
      options={options}
      value="instapay"
      onChange={vi.fn()}
    />,
    { path },
  );

describe("PaymentMethodField's reason", () => {
  const overMax = {
    methods: ["instapay" as const],
    reason: codMaxTotalMessage("5,000.00 EGP"),
    reasonCode: "COD_OVER_MAX" as const,
    codMaxTotal: 5000,
  };
  const refused = {
    methods: ["instapay" as const],
    reason: COD_REFUSED_MESSAGE,
    reasonCode: "COD_REFUSED" as const,
  };

  it("shows the server's words on an English page", () => {
    field(overMax, "/checkout");
    expect(
      screen.getByText(
        "Cash on delivery is available for orders up to 5,000.00 EGP. Please pay this order by Instapay.",
      ),
    ).toHaveAttribute("role", "status");
  });

  it("says the highest total in Arabic, by the code, on an Arabic page", () => {
    field(overMax, "/ar/checkout");
    expect(
      screen.getByText(
        "الدفع عند الاستلام متاح للطلبات حتى 5,000.00 ج.م. يُرجى دفع هذا الطلب عبر إنستاباي.",
      ),
    ).toHaveAttribute("role", "status");
  });

  it("says a refused customer's reason in Arabic", () => {
    field(refused, "/ar/checkout");
    expect(
      screen.getByText(
        "الدفع عند الاستلام غير متاح لهذا الرقم أو البريد لأن طلبات سابقة رُفض استلامها عند الباب. يُرجى الدفع عبر إنستاباي.",
      ),
    ).toHaveAttribute("role", "status");
  });
});
