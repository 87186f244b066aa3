import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminShippingZones } from "@atelier/shared/shipping";
import { renderPage } from "@/testing/render-page";
import { ShippingZonesAdmin } from "./shipping-zones-admin";

const ZONES: AdminShippingZones = {
  zones: [
    {
      id: 1,
      name: "Greater Cairo",
      nameAr: "القاهرة الكبرى",
      governorates: ["EG-C", "EG-GZ"],
      fee: 70,
      days: { min: 3, max: 5 },
      cod: true,
      enabled: true,
    },
  ],
  freeShippingOver: null,
};

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("/admin/shipping (docs/product.md#shipping-zones)", () => {
  let sent: { method: string; url: string; body: unknown }[];
  beforeEach(() => {
    sent = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        sent.push({ method, url: String(input), body: JSON.parse(String(init?.body)) });
        return json({ ...ZONES.zones[0], id: 2 }, 201);
      }
      return json(ZONES);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the zones, shows which zone owns a governorate, and adds a zone with the governorates ticked", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ShippingZonesAdmin />, { path: "/admin/shipping" });
    const list = await screen.findByRole("list", { name: "Shipping zones" });
    expect(within(list).getByText(/^70\.00 EGP · 3–5 days/)).toHaveTextContent(
      "70.00 EGP · 3–5 days · Cash on delivery · Enabled",
    );
    expect(within(list).getByText("Cairo, Giza")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Add a zone" }));
    const form = screen.getByRole("form", { name: "New zone" });
    expect(within(form).getByRole("checkbox", { name: /^Cairo/ })).toBeDisabled();
    expect(within(form).getAllByText("In Greater Cairo")).toHaveLength(2);
    expect(
      within(within(form).getByRole("group", { name: "Governorates" })).getAllByRole("checkbox"),
    ).toHaveLength(27);
    await user.type(within(form).getByLabelText("Name"), "Alexandria & Delta");
    await user.type(within(form).getByLabelText("Name in Arabic"), "الإسكندرية والدلتا");
    await user.type(within(form).getByLabelText("Fee (EGP)"), "85");
    await user.type(within(form).getByLabelText("Delivery from (days)"), "2");
    await user.type(within(form).getByLabelText("to (days)"), "4");
    await user.click(within(form).getByRole("checkbox", { name: /^Alexandria/ }));
    await user.click(within(form).getByLabelText(/Cash on delivery is taken/));
    await user.click(within(form).getByRole("button", { name: "Add zone" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "POST",
      url: "/api/admin/shipping/zones",
      body: {
        name: "Alexandria & Delta",
        nameAr: "الإسكندرية والدلتا",
        fee: "85",
        days: { min: 2, max: 4 },
        cod: false,
        enabled: true,
        governorates: ["EG-ALX"],
      },
    });
  });

  it("sets the free-shipping threshold", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<ShippingZonesAdmin />, { path: "/admin/shipping" });
    const field = await screen.findByLabelText("Free shipping from (EGP)");
    await user.type(field, "1500");
    await user.click(screen.getByRole("button", { name: "Save threshold" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: "PUT",
      url: "/api/admin/shipping/settings",
      body: { freeShippingOver: 1500 },
    });
  });
});
