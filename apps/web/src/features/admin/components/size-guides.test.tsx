import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { parseCentimetres } from "./size-guide-form";
import { SizeGuides } from "./size-guides";

const TOPS: SizeGuide = {
  id: 3,
  name: "Tops",
  nameAr: "البلوزات",
  measure: "body",
  columns: [
    { name: "Chest", nameAr: "الصدر" },
    { name: "Waist", nameAr: "الخصر" },
  ],
  rows: { S: [92, 76], M: [98, 82], L: [104, 88], XL: [110, null] },
  howToMeasure: "Measure around the fullest part of the chest.",
  howToMeasureAr: "",
  fitNote: "Cut relaxed: take your usual size.",
  fitNoteAr: "",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { method: string; path: string; body: unknown };

describe("size guides admin (docs/product.md#size-guides)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  let calls: Call[];
  beforeEach(() => {
    calls = [];
    setSession("admin-token", { id: 1, email: "owner@atelier.test", role: "admin" });
    fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, "");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      if (method === "GET" && path === "/size-guides") return json([TOPS]);
      calls.push({ method, path, body });
      if (method === "POST") return json({ id: 4, ...(body as object) }, 201);
      return json({ ...TOPS, ...(body as object) });
    });
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    clearSession();
    await dismissToasts();
  });

  it("reads centimetres as typed: empty is none, Arabic digits and one decimal count", () => {
    expect(parseCentimetres("")).toBeNull();
    expect(parseCentimetres(" 92 ")).toBe(92);
    expect(parseCentimetres("٩٨٫٥".replace("٫", "."))).toBe(98.5);
    expect(parseCentimetres("98,5")).toBe(98.5);
    for (const bad of ["0", "301", "9.25", "abc", "-3"])
      expect(parseCentimetres(bad)).toBeUndefined();
  });

  it("lists the guides as tables with centimetres in the headers", async () => {
    renderPage(<SizeGuides />, { path: "/admin/size-guides" });
    const card = await screen.findByRole("article", { name: "Tops" });
    const table = within(card).getByRole("table", { name: "Tops, centimetres" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Size", "Chest (cm)", "Waist (cm)"]);
    expect(within(table).getByRole("rowheader", { name: "XL" }).closest("tr")).toHaveTextContent(
      "XL110–",
    );
    expect(within(card).getByText("Body measurements")).toBeInTheDocument();
    expect(within(card).getByText("البلوزات")).toHaveAttribute("lang", "ar");
    expect(within(card).getByRole("link", { name: "Edit Tops" })).toHaveAttribute(
      "href",
      "/admin/size-guides?guide=3",
    );
  });

  it("creates a guide: its columns added and removed, its centimetres checked", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SizeGuides />, { path: "/admin/size-guides" });
    await user.click(await screen.findByRole("link", { name: "New size guide" }));
    expect(screen.getByLabelText("Current page")).toHaveTextContent("/admin/size-guides?guide=new");
    const form = screen.getByRole("form", { name: "New size guide" });

    // A new guide starts with chest; a bad centimetre and no name are refused where they are.
    await user.type(within(form).getByLabelText("S, Chest, centimetres"), "9000");
    await user.click(within(form).getByRole("button", { name: "Add Guide" }));
    expect(within(form).getByLabelText("Name")).toHaveFocus();
    expect(within(form).getByText("Name is required.")).toBeInTheDocument();
    expect(
      within(form).getByText(
        "S, Chest: Centimetres are a number from 1 to 300, to one decimal, or empty.",
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(form).getByLabelText("Name"), "Trousers");
    await user.type(within(form).getByLabelText("Name (Arabic)"), "السراويل");
    await user.click(within(form).getByRole("radio", { name: /The garment/ }));
    const chestS = within(form).getByLabelText("S, Chest, centimetres");
    await user.clear(chestS);
    await user.type(chestS, "٧٦");
    // Chest becomes waist; a second column for the inseam, a third removed again.
    const first = within(form).getByLabelText("Column 1 name");
    await user.clear(first);
    await user.type(first, "Waist");
    await user.clear(within(form).getByLabelText("Column 1 name (Arabic)"));
    await user.type(within(form).getByLabelText("Column 1 name (Arabic)"), "الخصر");
    await user.click(within(form).getByRole("button", { name: "Add column" }));
    await user.click(within(form).getByRole("button", { name: "Add column" }));
    await user.type(within(form).getByLabelText("Column 3 name"), "Hips");
    await user.click(within(form).getByRole("button", { name: "Remove column Hips" }));
    await user.type(within(form).getByLabelText("Column 2 name"), "Inseam");
    await user.type(within(form).getByLabelText("M, Inseam, centimetres"), "81.5");
    await user.type(within(form).getByLabelText("Fit note"), "High-waisted.");
    await user.click(within(form).getByRole("button", { name: "Add Guide" }));

    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
    expect(screen.getByLabelText("Current page")).toHaveTextContent(/^\/admin\/size-guides$/);
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/size-guides",
        body: {
          name: "Trousers",
          nameAr: "السراويل",
          measure: "garment",
          columns: [
            { name: "Waist", nameAr: "الخصر" },
            { name: "Inseam", nameAr: "" },
          ],
          rows: { S: [76, null], M: [null, 81.5], L: [null, null], XL: [null, null] },
          howToMeasure: "",
          howToMeasureAr: "",
          fitNote: "High-waisted.",
          fitNoteAr: "",
        },
      },
    ]);
  });

  it("edits a guide from its address and sends its columns and rows together", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SizeGuides />, { path: "/admin/size-guides?guide=3" });
    const form = await screen.findByRole("form", { name: "Edit Tops" });
    expect(within(form).getByLabelText("XL, Waist, centimetres")).toHaveValue("");
    await user.type(within(form).getByLabelText("XL, Waist, centimetres"), "94");
    await user.click(within(form).getByRole("button", { name: "Remove column Chest" }));
    await user.click(within(form).getByRole("button", { name: "Save Guide" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      path: "/size-guides/3",
      body: {
        columns: [{ name: "Waist", nameAr: "الخصر" }],
        rows: { S: [76], M: [82], L: [88], XL: [94] },
        howToMeasure: "Measure around the fullest part of the chest.",
      },
    });
  });
});
