import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderPage } from "@/testing/render-page";
import { FailingMail } from "./failing-mail";

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

describe("mail that keeps failing, on the dashboard (docs/product.md#e-mail)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names each undelivered mail, its attempts and its last error", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer([
        {
          id: 7,
          to: "nour@example.com",
          subject: "Your Maison Zamalek order #12 has shipped",
          createdAt: "2026-11-23T10:00:00.000Z",
          attempts: 4,
          lastError: "connect ECONNREFUSED 127.0.0.1:25",
          nextAttemptAt: "2026-11-23T11:00:00.000Z",
        },
      ]),
    );
    renderPage(<FailingMail />);
    expect(await screen.findByRole("heading", { name: "E-mail not delivered" })).toBeVisible();
    expect(screen.getByText("Your Maison Zamalek order #12 has shipped")).toBeVisible();
    expect(
      screen.getByText(/To nour@example.com · 4 attempts · connect ECONNREFUSED/),
    ).toBeVisible();
    expect(String(fetchSpy.mock.calls[0]![0])).toContain("/api/admin/outbox?failing=true");
  });

  it("shows nothing while every mail goes out", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer([]));
    const { container } = renderPage(<FailingMail />);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(container.querySelector("section")).toBeNull();
  });
});
