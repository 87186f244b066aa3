import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SizeGuide } from "@atelier/shared/size-guides";
import { renderPage } from "@/testing/render-page";
import { SizeGuideDialog } from "./size-guide-dialog";

/*
 * The size guide's dialog (issue 28, docs/product.md#size-guides): a real table with its unit in
 * the column headings, in the page's language, Arabic fields falling back to the English.
 */
const tops: SizeGuide = {
  id: 1,
  name: "Shirts and tops",
  nameAr: "القمصان والبلوزات",
  measure: "body",
  columns: [
    { name: "Chest", nameAr: "الصدر" },
    { name: "Waist", nameAr: "" },
  ],
  rows: { S: [92, 78], M: [98, 84.5], L: [104, null], XL: [110, 96] },
  howToMeasure: "Measure around the fullest part of the chest.",
  howToMeasureAr: "",
  fitNote: "A relaxed fit: take your usual size.",
  fitNoteAr: "قَصّة مريحة: اختاروا مقاسكم المعتاد.",
};

// jsdom has no modal dialogs: showModal and close set `open`, as a browser does.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe("SizeGuideDialog", () => {
  it("opens a dialog with a real table: caption, column and row headings, centimetres", async () => {
    const user = userEvent.setup();
    renderPage(<SizeGuideDialog guide={tops} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Size guide" }));
    const dialog = screen.getByRole("dialog", { name: "Shirts and tops" });
    const table = within(dialog).getByRole("table", { name: "Shirts and tops, in centimetres" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["Size", "Chest (cm)", "Waist (cm)"]);
    for (const h of headers) expect(h).toHaveAttribute("scope", "col");
    const rows = within(table).getAllByRole("rowheader");
    expect(rows.map((h) => h.textContent)).toEqual(["S", "M", "L", "XL"]);
    for (const h of rows) expect(h).toHaveAttribute("scope", "row");
    // M's waist; L has none given, said in words.
    const m = within(table).getByRole("rowheader", { name: "M" }).closest("tr")!;
    expect(
      within(m)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["98", "84.5"]);
    const l = within(table).getByRole("rowheader", { name: "L" }).closest("tr")!;
    expect(within(l).getAllByRole("cell")[1]).toHaveTextContent("Not given");
    expect(within(dialog).getByText(/Measurements of the body/)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "How to measure" })).toBeInTheDocument();
    expect(within(dialog).getByText(tops.howToMeasure)).toBeInTheDocument();
    expect(within(dialog).getByText(tops.fitNote)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says garment measurements when the guide measured the garment", async () => {
    const user = userEvent.setup();
    renderPage(<SizeGuideDialog guide={{ ...tops, measure: "garment" }} />);
    await user.click(screen.getByRole("button", { name: "Size guide" }));
    expect(screen.getByText(/Measurements of the garment itself/)).toBeInTheDocument();
  });

  it("speaks Arabic on Arabic pages, with the English where a field has no Arabic", async () => {
    const user = userEvent.setup();
    renderPage(<SizeGuideDialog guide={tops} />, { path: "/ar/product/7" });
    await user.click(screen.getByRole("button", { name: "دليل المقاسات" }));
    const dialog = screen.getByRole("dialog", { name: "القمصان والبلوزات" });
    const table = within(dialog).getByRole("table", { name: "القمصان والبلوزات، بالسنتيمتر" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["المقاس", "الصدر (سم)", "Waist (سم)"]);
    expect(within(dialog).getByText(tops.howToMeasure)).toBeInTheDocument();
    expect(within(dialog).getByText(tops.fitNoteAr)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "طريقة القياس" })).toBeInTheDocument();
  });
});
