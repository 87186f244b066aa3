import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProductColor } from "@atelier/shared/colors";
import type { Product } from "@atelier/shared/products";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { clearSession, setSession } from "@/features/auth";
import { dismissToasts, renderPage } from "@/testing/render-page";
import { AdminProductCard } from "./admin-product-card";

const color = (id: number, extra: Partial<ProductColor>): ProductColor => ({
  id,
  name: "",
  nameAr: "",
  hex: "#000000",
  images: [],
  quantityS: 0,
  quantityM: 0,
  quantityL: 0,
  quantityXL: 0,
  ...extra,
});

const SAND = color(11, {
  name: "Sand",
  nameAr: "رملي",
  hex: "#d8c3a5",
  images: ["/uploads/sand-1.webp", "/uploads/sand-2.webp"],
  quantityS: 4,
  quantityM: 1,
  quantityL: 6,
  quantityXL: 2,
});
const NAVY = color(12, { name: "Navy", hex: "#1f2a44", quantityS: 3, quantityM: 5 });

const shirt = (extra: Partial<Product> = {}): Product => ({
  id: 7,
  title: "Linen Shirt",
  salePrice: 900,
  originalPrice: 900,
  images: [],
  description: "",
  category: "Shirts",
  material: "Linen",
  titleAr: "قميص كتان",
  descriptionAr: "",
  categoryAr: "قمصان",
  materialAr: "كتان",
  insertedAt: "2026-11-20T10:00:00.000Z",
  quantityS: 2,
  quantityM: 2,
  quantityL: 2,
  quantityXL: 2,
  colors: [],
  sizeGuideId: null,
  sizeGuide: null,
  ...extra,
});

const GUIDES: SizeGuide[] = [
  {
    id: 3,
    name: "Tops",
    nameAr: "البلوزات",
    measure: "body",
    columns: [{ name: "Chest", nameAr: "الصدر" }],
    rows: { S: [92], M: [98], L: [104], XL: [110] },
    howToMeasure: "",
    howToMeasureAr: "",
    fitNote: "",
    fitNoteAr: "",
  },
];

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

type Call = { method: string; path: string; body: unknown };

describe("the colour editor on a product card (docs/product.md#colours)", () => {
  let fetchSpy: MockInstance<typeof fetch>;
  let calls: Call[];
  beforeEach(() => {
    calls = [];
    setSession("admin-token", { id: 1, email: "owner@atelier.test", role: "admin" });
    fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, "");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      if (method !== "GET") calls.push({ method, path, body });
      if (path.startsWith("/admin/low-stock")) return json({ threshold: 3, items: [], total: 0 });
      if (path === "/size-guides") return json(GUIDES);
      if (method === "POST" && path === "/products/7/colors")
        return json(color(13, { ...(body as object) }), 201);
      if (method === "PATCH" && path.startsWith("/products/7/colors/"))
        return json({ ...SAND, ...(body as object) });
      if (method === "DELETE") return json(undefined, 204);
      if (method === "PATCH" && path === "/products/7/size-guide")
        return json(shirt({ sizeGuideId: 3 }));
      return json({ error: "Not found" }, 404);
    });
  });
  afterEach(async () => {
    fetchSpy.mockRestore();
    clearSession();
    await dismissToasts();
  });

  it("adds a first colour with its swatch and stock; empty sizes are left to the product's", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AdminProductCard product={shirt()} />);
    // Without colours the piece keeps its own photographs and stock table.
    expect(screen.getByRole("button", { name: "Edit Images" })).toBeInTheDocument();
    expect(screen.getByLabelText("New quantity for size S")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Colour" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Colour" });
    expect(dialog).toHaveTextContent(/first colour takes the piece's current photographs/);

    // Nothing is sent while the name is missing or the swatch is not a colour.
    const hex = within(dialog).getByLabelText("Swatch hex");
    await user.clear(hex);
    await user.type(hex, "sand");
    await user.click(within(dialog).getByRole("button", { name: "Add Colour" }));
    expect(within(dialog).getByLabelText("Name")).toHaveFocus();
    expect(within(dialog).getByText("Name is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Swatch must be a colour like #1f2a44.")).toBeInTheDocument();
    expect(hex).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText("Name"), " Sand ");
    await user.type(within(dialog).getByLabelText("Arabic name"), "رملي");
    await user.clear(hex);
    await user.type(hex, "#D8C3A5");
    // The picker follows the typed hex.
    expect(within(dialog).getByLabelText("Pick the swatch colour")).toHaveValue("#d8c3a5");
    await user.type(within(dialog).getByLabelText("Stock of size M"), "٤");
    await user.type(within(dialog).getByLabelText("Stock of size XL"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Add Colour" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/products/7/colors",
        // S and L left empty: the API gives them the piece's current stock.
        body: { name: "Sand", nameAr: "رملي", hex: "#d8c3a5", quantityM: 4, quantityXL: 0 },
      },
    ]);
  });

  it("edits each colour in place: stock per size, its place, its words, and delete with orders kept", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AdminProductCard product={shirt({ colors: [SAND, NAVY] })} />);

    // The product's own photographs and stock give way to its colours'.
    expect(screen.queryByRole("button", { name: "Edit Images" })).toBeNull();
    expect(screen.queryByLabelText("New quantity for size S")).toBeNull();
    const colours = screen.getByRole("list", { name: "Colours of Linen Shirt" });
    expect(
      within(colours)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Sand", "Navy"]);
    expect(screen.getByText("رملي")).toHaveAttribute("lang", "ar");
    expect(screen.getByRole("img", { name: "Sand, photograph 2" })).toBeInTheDocument();
    expect(screen.getByLabelText("New quantity for Navy, size M")).toHaveValue("5");

    // Stock of one colour and size.
    const sandM = screen.getByLabelText("New quantity for Sand, size M");
    await user.clear(sandM);
    await user.type(sandM, "4");
    await user.click(screen.getByRole("button", { name: "Save quantity for Sand, size M" }));
    // Order: the first colour cannot go up, the last cannot go down.
    expect(screen.getByRole("button", { name: "Move Sand up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Navy down" })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Move Navy up" }));
    await waitFor(() => expect(calls).toHaveLength(2));

    // Rename and recolour: only what changed is sent.
    await user.click(screen.getByRole("button", { name: "Edit colour Sand" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Colour" });
    expect(within(dialog).queryByLabelText("Stock of size S")).toBeNull();
    const name = within(dialog).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Dune");
    await user.clear(within(dialog).getByLabelText("Swatch hex"));
    await user.type(within(dialog).getByLabelText("Swatch hex"), "#C9B28F");
    await user.click(within(dialog).getByRole("button", { name: "Save Colour" }));
    await waitFor(() => expect(calls).toHaveLength(3));

    // Delete says what is kept, and asks first.
    await user.click(screen.getByRole("button", { name: "Delete Navy" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete colour" });
    expect(confirm).toHaveTextContent(
      "Orders already placed in Navy keep their record of it; carts holding it lose it.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toHaveLength(4));

    expect(calls).toEqual([
      { method: "PATCH", path: "/products/7/colors/11", body: { quantityM: 4 } },
      { method: "PATCH", path: "/products/7/colors/12", body: { position: 1 } },
      { method: "PATCH", path: "/products/7/colors/11", body: { name: "Dune", hex: "#c9b28f" } },
      { method: "DELETE", path: "/products/7/colors/12", body: undefined },
    ]);
  });

  it("chooses the product's size guide, or none", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AdminProductCard product={shirt()} />);
    const select = screen.getByLabelText("Size guide");
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["None", "Tops"]);
    await user.selectOptions(select, "Tops");
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "PATCH", path: "/products/7/size-guide", body: { sizeGuideId: 3 } },
      ]),
    );
  });
});
