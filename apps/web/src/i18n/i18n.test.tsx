import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { LOCALES } from "@atelier/shared/locales";
import { localizeTo, MemoryRouter, Link } from "@/lib/router";
import {
  errorText,
  format,
  hasMessages,
  loadMessages,
  localesWithMessages,
  translate,
  useT,
  type MessageKey,
  type Messages,
} from "./index";

// Every part of every language, as the files are (not as the layer merged them).
const FILES = import.meta.glob<{ default: object }>("./messages/*/*.ts", { eager: true });
const partsOf = (locale: string): Record<string, object> =>
  Object.fromEntries(
    Object.entries(FILES)
      .filter(([f]) => f.startsWith(`./messages/${locale}/`))
      .map(([f, m]) => [f.split("/")[3], m.default]),
  );
/** One language's parts merged, section by section (as the layer does). */
const merged = (locale: string) => {
  const all: Record<string, object> = {};
  for (const part of Object.values(partsOf(locale)))
    for (const [k, v] of Object.entries(part)) all[k] = { ...all[k], ...(v as object) };
  return all as Messages;
};
const en = merged("en");
const ar = merged("ar");

/** Every key path of a messages tree ("shell.cart" for a plural, not its forms). */
function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    typeof v === "object" && v !== null && !("other" in v)
      ? keysOf(v as object, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

describe("the messages", () => {
  it("has a messages file for every language of the store", async () => {
    expect(await localesWithMessages()).toEqual([...LOCALES]);
  });

  it("gives Arabic every English part, and in each every English key and nothing else", () => {
    const english = partsOf("en");
    const arabic = partsOf("ar");
    expect(Object.keys(english)).toContain("shell.ts");
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    for (const [file, part] of Object.entries(english))
      expect(keysOf(arabic[file]!).sort(), file).toEqual(keysOf(part).sort());
  });

  it("loads a page's parts only in the language asked for", async () => {
    await loadMessages("ar", ["about"]);
    expect(hasMessages("ar", ["about"])).toBe(true);
    expect(hasMessages("ar", ["shell", "contact"])).toBe(true); // the test setup loads all
    expect(translate("ar", "about.storyTitle")).toBe(ar.about.storyTitle);
    // The common errors (shell) and a form's (errors part) merge into one section.
    expect(translate("en", "errors.generic")).toBe(en.errors.generic);
    expect(translate("en", "errors.COD_NOT_AVAILABLE")).toBe(en.errors.COD_NOT_AVAILABLE);
  });

  it("takes the words the server inlined in the page, as if their chunks had loaded", async () => {
    vi.resetModules(); // a fresh layer: nothing loaded yet
    const fresh = await import("./index");
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "page-messages";
    document.body.append(block);
    try {
      block.textContent = "{broken";
      fresh.seedMessagesFromPage();
      block.textContent = JSON.stringify({ locale: "xx", parts: { shell: {} } });
      fresh.seedMessagesFromPage();
      expect(fresh.hasMessages("ar")).toBe(false);
      block.textContent = JSON.stringify({
        locale: "ar",
        parts: { shell: { nav: { home: "الرئيسية" } }, about: { about: { storyTitle: "قصتنا" } } },
      });
      fresh.seedMessagesFromPage();
      expect(fresh.hasMessages("ar", ["about"])).toBe(true);
      expect(fresh.hasMessages("ar", ["contact"])).toBe(false);
      expect(fresh.hasMessages("en")).toBe(false);
      expect(fresh.translate("ar", "nav.home")).toBe("الرئيسية");
      expect(fresh.inlineMessages("ar", ["about"])).toBe(
        JSON.stringify({
          locale: "ar",
          parts: {
            shell: { nav: { home: "الرئيسية" } },
            about: { about: { storyTitle: "قصتنا" } },
          },
        }),
      );
    } finally {
      block.remove();
    }
  });

  it("types keys: an unknown key does not compile", () => {
    // @ts-expect-error: no such message
    const missing: MessageKey = "shell.nothing";
    expect(translate("en", missing)).toBe("shell.nothing");
  });
});

describe("format", () => {
  it("puts variables in and leaves unknown ones visible", () => {
    expect(format("en", en, "home.loadError", { error: "offline" })).toBe(
      "Error loading products: offline",
    );
    expect(format("en", en, "shell.switchTo", {})).toBe("Read this page in {language}");
  });

  it("chooses the plural form by the language's rules", () => {
    expect(format("en", en, "shell.cart", { count: 1 })).toBe("Cart, 1 item");
    expect(format("en", en, "shell.cart", { count: 3 })).toBe("Cart, 3 items");
    expect(format("ar", ar, "shell.cart", { count: 0 })).toBe("حقيبة التسوق فارغة");
    expect(format("ar", ar, "shell.cart", { count: 2 })).toBe("حقيبة التسوق، قطعتان");
    expect(format("ar", ar, "shell.cart", { count: 5 })).toBe("حقيبة التسوق، 5 قطع");
    expect(format("ar", ar, "shell.cart", { count: 11 })).toBe("حقيبة التسوق، 11 قطعة");
  });

  it("shows a missing key as itself, never blank", () => {
    expect(format("en", en, "nowhere.at.all")).toBe("nowhere.at.all");
  });
});

describe("errorText", () => {
  it("translates by errorCode (and field), never by the API's English text", () => {
    const error = { code: "INSUFFICIENT_QUANTITY", message: "Only 1 left" };
    expect(errorText("ar", error)).toBe(ar.errors.INSUFFICIENT_QUANTITY);
    // English keeps the API's own words (docs/product.md's), and the table when there are none.
    expect(errorText("en", error)).toBe("Only 1 left");
    expect(errorText("en", { code: "INSUFFICIENT_QUANTITY" })).toBe(
      en.errors.INSUFFICIENT_QUANTITY,
    );
    expect(errorText("ar", { errorCode: "SOMETHING_NEW", message: "English" })).toBe(
      ar.errors.generic,
    );
    // English may show the API's own words for a code the messages do not know.
    expect(errorText("en", { errorCode: "SOMETHING_NEW", message: "English" })).toBe("English");
  });
});

describe("links keep the page's language", () => {
  it("prefixes absolute paths on an Arabic page, leaving the admin and other languages alone", () => {
    expect(localizeTo("/products?sort=price-asc", "ar")).toBe("/ar/products?sort=price-asc");
    expect(localizeTo("/", "ar")).toBe("/ar");
    expect(localizeTo("/ar/cart", "ar")).toBe("/ar/cart");
    expect(localizeTo("/admin/orders", "ar")).toBe("/admin/orders");
    expect(localizeTo("?page=2", "ar")).toBe("?page=2");
    expect(localizeTo("/products", "en")).toBe("/products");
  });

  function Probe() {
    const { t, locale } = useT();
    return (
      <Link to="/about">
        {locale} {t("nav.about")}
      </Link>
    );
  }

  it("renders the page's words and links in its language", () => {
    render(
      <MemoryRouter initialEntries={["/ar/products"]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "ar من نحن" })).toHaveAttribute("href", "/ar/about");
  });

  it("stays English on English pages", () => {
    render(
      <MemoryRouter initialEntries={["/products"]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "en About Us" })).toHaveAttribute("href", "/about");
  });
});
