import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearSession, setSession } from "@/features/auth";
import { renderPage } from "@/testing/render-page";
import { AwaitingConfirmation } from "./awaiting-confirmation";

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

describe("the dashboard's Awaiting confirmation card (issue 32)", () => {
  beforeEach(() =>
    setSession("owner-token", { id: 1, email: "owner@atelier.test", role: "admin" }),
  );
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it("shows staff the count and the link, but not the store's setting (issue 33)", () => {
    setSession("staff-token", { id: 7, email: "salma@atelier.test", role: "staff" });
    renderPage(<AwaitingConfirmation whatsapp={{ awaiting: 3, hours: 24, autoCancel: false }} />);
    expect(screen.getByRole("link", { name: "View them" })).toBeVisible();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("counts the unanswered cash orders, links to them, and turns the store's cancel on", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer({ autoCancel: true }));
    renderPage(<AwaitingConfirmation whatsapp={{ awaiting: 3, hours: 24, autoCancel: false }} />);
    const card = screen.getByRole("region", { name: "Awaiting confirmation" });
    expect(card).toHaveTextContent("3");
    expect(card).toHaveTextContent("more than 24 hours ago");
    expect(screen.getByRole("link", { name: "View them" })).toHaveAttribute(
      "href",
      "/admin/orders?whatsapp=awaiting",
    );
    const box = screen.getByRole("checkbox", { name: /Cancel them automatically/ });
    expect(box).not.toBeChecked();
    await userEvent.setup().click(box);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe("/api/admin/settings/whatsapp");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ autoCancel: true });
  });

  it("is not there when the store has no WhatsApp settings", () => {
    const { container } = renderPage(<AwaitingConfirmation whatsapp={null} />);
    expect(container.querySelector("section")).toBeNull();
  });
});
