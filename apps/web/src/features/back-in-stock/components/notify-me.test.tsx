import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "@/testing/render-page";
import { clearSession, setSession } from "@/features/auth";
import { NotifyMe } from "./notify-me";

/* "Notify me when my size is back" on a product page (docs/product.md#back-in-stock). */

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

// The form is a lazy chunk: load it up front, so no test waits on a cold import.
beforeAll(async () => {
  await import("./notify-form");
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

function setup(props: Partial<React.ComponentProps<typeof NotifyMe>> = {}, path = "/product/7") {
  renderPage(
    <NotifyMe productId="7" color={undefined} soldOut={["S", "XL"]} chosen={null} {...props} />,
    { path },
  );
  return userEvent.setup();
}

describe("NotifyMe", () => {
  it("says nothing when every size is in stock", () => {
    setup({ soldOut: [] });
    expect(screen.queryByRole("button", { name: "Notify me" })).not.toBeInTheDocument();
  });

  it("opens the form, checks it like every form, and signs her up in the page's language", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ ok: true }, 202));
    const user = setup();
    expect(screen.getByText(/Your size sold out\?/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    const form = await screen.findByRole("form", { name: "Notify me when it's back" });
    expect(form).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByText("Please choose the size you are waiting for.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: "XL" }));
    await user.type(screen.getByLabelText("Email"), "nour@example");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await user.type(screen.getByLabelText("Email"), ".com");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("We'll email you when it's back.")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/products\/7\/notify$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      size: "XL",
      email: "nour@example.com",
      locale: "en",
    });
  });

  it("opens at once on a chosen sold-out size, with a signed-in shopper's e-mail and the colour", async () => {
    setSession("t", { id: 2, email: "hana@example.com", role: "customer" });
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ ok: true }, 202));
    const user = setup({ chosen: "S", color: 12 }, "/ar/product/7");
    expect(await screen.findByRole("radio", { name: "S" })).toBeChecked();
    expect(screen.getByLabelText("البريد الإلكتروني")).toHaveValue("hana@example.com");
    await user.click(screen.getByRole("button", { name: "أبلغوني" }));
    expect(await screen.findByText("سنراسلكم حين يعود.")).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      size: "S",
      color: 12,
      email: "hana@example.com",
      locale: "ar",
    });
  });

  it("says the server's refusal in words", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(
        {
          error: "Too many requests. Please wait a moment and try again.",
          errorCode: "TOO_MANY_REQUESTS",
        },
        429,
      ),
    );
    const user = setup({ chosen: "S" });
    await user.type(await screen.findByLabelText("Email"), "nour@example.com");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a moment and try again.",
    );
  });
});
