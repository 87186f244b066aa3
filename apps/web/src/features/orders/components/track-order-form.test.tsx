import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TRACK_ANSWER } from "@atelier/shared/orders";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { TrackOrderForm } from "./track-order-form";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeAll(async () => {
  await Promise.all([import("sonner"), import("@/components/ui/sonner-toaster")]);
});
afterEach(async () => {
  await dismissToasts();
  vi.restoreAllMocks();
});

async function submit(orderId: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Order number"), orderId);
  await user.type(screen.getByLabelText("Email"), "nour@example.com");
  await user.click(screen.getByRole("button", { name: "Send My Order Link" }));
}

describe("/track", () => {
  it.each([
    ["it matched", json(200, { message: TRACK_ANSWER })],
    ["the server failed", json(500, { error: "Internal Server Error", errorCode: "INTERNAL" })],
  ])("answers the same when %s", async (_, response) => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(response);
    renderPage(<TrackOrderForm />);
    await submit("#42");
    expect(await screen.findByText(TRACK_ANSWER)).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      orderId: 42,
      email: "nour@example.com",
    });
  });

  it("shows the server's message on too many tries, and keeps the form", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(429, {
        error: "Too many requests, try again in a minute",
        errorCode: "TOO_MANY_REQUESTS",
      }),
    );
    renderPage(<TrackOrderForm />);
    await submit("42");
    expect(await screen.findByText("Too many requests, try again in a minute")).toBeInTheDocument();
    expect(screen.queryByText(TRACK_ANSWER)).toBeNull();
    expect(screen.getByLabelText("Order number")).toHaveValue("42");
  });
});

describe("/track says what is wrong where it is wrong (docs/product.md#forms)", () => {
  it("takes an order number typed in Arabic digits (docs/product.md#numbers)", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(200, { message: TRACK_ANSWER }));
    const user = userEvent.setup();
    renderPage(<TrackOrderForm />);
    await submit("#١٠٢٤");
    expect(await screen.findByText(TRACK_ANSWER)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Track another order" }));
    expect(screen.getByLabelText("Order number")).toHaveValue("#1024");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      orderId: 1024,
      email: "nour@example.com",
    });
  });

  it("names each wrong field under it, top to bottom, focuses the first and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderPage(<TrackOrderForm />);
    await user.type(screen.getByLabelText("Email"), "nour@example");
    await user.click(screen.getByRole("button", { name: "Send My Order Link" }));
    const number = screen.getByLabelText("Order number");
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveAccessibleDescription("Please enter your order number.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await user.type(number, "A-12");
    expect(number).toHaveAccessibleDescription("An order number is digits only, e.g. 1024.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says it in Arabic on /ar/track", async () => {
    const user = userEvent.setup();
    renderPage(<TrackOrderForm />, { path: "/ar/track" });
    await user.click(screen.getByRole("button", { name: "أرسلوا رابط طلبي" }));
    expect(screen.getByLabelText("رقم الطلب")).toHaveFocus();
    expect(screen.getByLabelText("رقم الطلب")).toHaveAccessibleDescription("يُرجى إدخال رقم الطلب.");
    expect(screen.getByLabelText("البريد الإلكتروني")).toHaveAccessibleDescription(
      "يُرجى إدخال البريد الإلكتروني الذي طلبتم به.",
    );
  });
});
