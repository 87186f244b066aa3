import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { OrderTrackingBox } from "./order-tracking";
import { TrackingImport } from "./tracking-import";

// Issue 30 (docs/product.md#tracking-numbers): the admin's Tracking box and the sheet import.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  setSession("admin-token", { id: 1, email: "owner@atelier.test", role: "admin" });
  fetchSpy = vi.spyOn(globalThis, "fetch");
});
afterEach(async () => {
  fetchSpy.mockRestore();
  clearSession();
  await dismissToasts();
});
const sent = (path: string) => {
  const call = fetchSpy.mock.calls.find(([u]) => String(u).endsWith(path));
  return call && { method: call[1]?.method, body: JSON.parse(String(call[1]?.body ?? "null")) };
};

describe("the Tracking box", { timeout: 20_000 }, () => {
  it("names a bad number before sending, then saves the courier and the number", async () => {
    fetchSpy.mockImplementation(async () => json({}));
    renderPage(<OrderTrackingBox order={{ id: 7, status: "processing", tracking: null }} />);
    const box = screen.getByRole("region", { name: "Tracking" });
    await userEvent.selectOptions(within(box).getByLabelText("Courier"), "aramex");
    await userEvent.type(within(box).getByLabelText("Tracking number"), "=SUM(1)");
    await userEvent.click(within(box).getByRole("button", { name: "Save" }));
    expect(within(box).getByRole("alert")).toHaveTextContent(
      "number may hold only letters, digits and dashes",
    );
    expect(sent("/admin/orders/7/tracking")).toBeUndefined();
    await userEvent.clear(within(box).getByLabelText("Tracking number"));
    await userEvent.type(within(box).getByLabelText("Tracking number"), " ١٢٣٤٥ ");
    await userEvent.click(within(box).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent("/admin/orders/7/tracking")).toEqual({
        method: "PUT",
        body: { courier: "aramex", number: "12345" },
      }),
    );
  });

  it("shows the saved number with the courier's page in a new tab, and clears it", async () => {
    fetchSpy.mockImplementation(async () => json({}));
    const url = "https://bosta.co/tracking-shipments?shipment-number=4840040003";
    renderPage(
      <OrderTrackingBox
        order={{
          id: 7,
          status: "shipped",
          tracking: { courier: "bosta", number: "4840040003", url },
        }}
      />,
    );
    const box = screen.getByRole("region", { name: "Tracking" });
    expect(within(box).getByText(/Already shipped/)).toBeInTheDocument();
    const link = within(box).getByRole("link", { name: /Courier's page/ });
    expect(link).toHaveAttribute("href", url);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.click(within(box).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(sent("/admin/orders/7/tracking")?.method).toBe("DELETE"));
  });
});

describe("Import tracking numbers", { timeout: 20_000 }, () => {
  it("sends the file's text with the sheet's courier and lists each refused row by line", async () => {
    fetchSpy.mockImplementation(async () =>
      json({
        updated: 1,
        problems: [
          {
            line: 3,
            orderNumber: "12",
            message: "number may hold only letters, digits and dashes",
          },
        ],
      }),
    );
    renderPage(<TrackingImport />);
    await userEvent.click(screen.getByText("Import tracking numbers"));
    const csv = "Business Reference,Tracking Number\n11,4840040003\n12,=1+2\n";
    await userEvent.upload(
      screen.getByLabelText("CSV file"),
      new File([csv], "bosta.csv", { type: "text/csv" }),
    );
    await userEvent.selectOptions(screen.getByLabelText("Courier of rows without one"), "bosta");
    await userEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() =>
      expect(sent("/admin/orders/tracking/import")).toEqual({
        method: "POST",
        body: { csv, courier: "bosta" },
      }),
    );
    const result = await screen.findByTestId("tracking-import-result");
    expect(result).toHaveTextContent("1 order updated · 1 row not imported");
    expect(result).toHaveTextContent(
      "Line 3 · order 12: number may hold only letters, digits and dashes",
    );
  });
});
