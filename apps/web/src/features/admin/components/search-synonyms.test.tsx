import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { parseGroups, SearchSynonyms } from "./search-synonyms";

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const puts = (spy: MockInstance<typeof fetch>) =>
  spy.mock.calls.filter(([, init]) => init?.method === "PUT");

describe("search synonyms (issue 29, docs/product.md#search-synonyms)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, "fetch");
    setSession("owner-token", { id: 1, email: "owner@atelier.test", role: "admin" });
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    clearSession();
    await dismissToasts();
  });

  it("reads one group a line, its terms between English or Arabic commas", () => {
    expect(parseGroups("T-shirt, tshirt ،تيشيرت، تي شيرت\n\n , \nGalabeya,جلابية")).toEqual([
      ["T-shirt", "tshirt", "تيشيرت", "تي شيرت"],
      ["Galabeya", "جلابية"],
    ]);
  });

  it("shows the saved groups, saves the typed ones, and keeps them with the server's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = true;
    fetchSpy.mockImplementation(async (_input, init) => {
      if (init?.method !== "PUT") return answer(200, { groups: [["tee", "tees"]] });
      if (refuse)
        return answer(400, {
          error: 'groups.1: "tee" is in two groups',
          code: "VALIDATION_ERROR",
        });
      return answer(200, JSON.parse(String(init.body)));
    });
    renderPage(<SearchSynonyms />);
    const field = await screen.findByLabelText("Synonyms, one group a line");
    expect(field).toHaveValue("tee, tees");
    expect(screen.getByText("1 group")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save Synonyms" })).toBeDisabled();

    await user.type(field, "\nT-shirt, tee");
    expect(screen.getByText("2 groups")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save Synonyms" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('groups.1: "tee" is in two groups');
    expect(field).toHaveValue("tee, tees\nT-shirt, tee");

    refuse = false;
    await user.clear(field);
    await user.type(field, "tee, tees\nT-shirt, tshirt, تيشيرت");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Synonyms" }));
    await waitFor(() => expect(puts(fetchSpy)).toHaveLength(2));
    const [url, init] = puts(fetchSpy)[1]!;
    expect(url).toBe("/api/admin/settings/search-synonyms");
    expect(JSON.parse(String(init?.body))).toEqual({
      groups: [
        ["tee", "tees"],
        ["T-shirt", "tshirt", "تيشيرت"],
      ],
    });
    expect(await screen.findByText("Synonyms Saved")).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save Synonyms" })).toBeDisabled(),
    );
  });
});
