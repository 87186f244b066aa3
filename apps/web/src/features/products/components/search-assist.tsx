import * as React from "react";
import { formatEGP } from "@atelier/shared/money";
import { imageVariant, localizedProduct } from "@atelier/shared/products";
import { searchQuery, SEARCH_SUGGESTIONS } from "@atelier/shared/catalogue";
import { cn } from "@/lib/cn";
import { useNavigate } from "@/lib/router";
import { useT } from "@/i18n";
import { useSearchResults } from "../api/search-products";

/** How long typing must pause before the field asks (docs/product.md#search). */
const PAUSE_MS = 200;
/** Fewer letters than this find too much to be worth a list. */
const MIN_LETTERS = 2;

/**
 * The header field's first results as you type: WAI-ARIA's combobox with a listbox
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). The field stays the form's (search-form.tsx);
 * this listens to it and keeps its aria-expanded and aria-activedescendant true. Arrow keys move
 * through the results, Enter opens the one chosen (or the results page), Escape closes the list.
 */
export default function SearchAssist({ form }: { form: React.RefObject<HTMLFormElement | null> }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const listId = React.useId();
  const [typed, setTyped] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const q = searchQuery(typed);
  const asked = q !== null && q.length >= MIN_LETTERS ? q : null;
  const results = useSearchResults(asked, SEARCH_SUGGESTIONS);
  const items = asked && results.data ? results.data : [];
  const shown = open && asked !== null && results.data !== undefined;
  // The results, then "See all results" (or "Nothing matched"), which opens the page.
  const count = shown ? items.length + 1 : 0;

  const choose = (i: number) => {
    const input = form.current?.elements.namedItem("q") as HTMLInputElement | null;
    const value = searchQuery(input?.value);
    setOpen(false);
    if (i >= 0 && i < items.length) navigate(`/product/${items[i]!.id}`);
    else if (value) navigate(`/search?q=${encodeURIComponent(value)}`);
  };
  // The listeners below are added once; they read the latest state through this.
  const latest = React.useRef({ active, count, choose });
  latest.current = { active, count, choose };

  React.useEffect(() => {
    const el = form.current;
    const input = el?.elements.namedItem("q") as HTMLInputElement | null;
    if (!el || !input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setTyped(input.value);
        setOpen(true);
        setActive(-1);
      }, PAUSE_MS);
    };
    const onKey = (e: KeyboardEvent) => {
      const { active: at, count: n, choose: go } = latest.current;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!n) return;
        e.preventDefault();
        setOpen(true);
        setActive(e.key === "ArrowDown" ? (at + 1) % n : at <= 0 ? n - 1 : at - 1);
      } else if (e.key === "Enter" && at >= 0 && n) {
        e.preventDefault();
        go(at);
      } else if (e.key === "Escape" && n) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    // Enter without a chosen result: the results page, without loading the page again.
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      latest.current.choose(-1);
    };
    const onLeave = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) setOpen(false);
    };
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKey);
    el.addEventListener("submit", onSubmit);
    const onBack = () => setOpen(true);
    el.addEventListener("focusout", onLeave);
    el.addEventListener("focusin", onBack);
    // Typed before this chunk arrived (or before the app started): answer it now.
    if (input.value) onInput();
    return () => {
      clearTimeout(timer);
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKey);
      el.removeEventListener("submit", onSubmit);
      el.removeEventListener("focusout", onLeave);
      el.removeEventListener("focusin", onBack);
    };
  }, [form]);

  React.useEffect(() => {
    const input = form.current?.elements.namedItem("q") as HTMLInputElement | null;
    if (!input) return;
    input.setAttribute("aria-expanded", String(shown));
    if (shown) input.setAttribute("aria-controls", listId);
    else input.removeAttribute("aria-controls");
    if (shown && active >= 0) input.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  }, [form, shown, active, listId]);

  const option = (i: number) => ({
    id: `${listId}-${i}`,
    role: "option",
    "aria-selected": i === active,
    // Keeps the focus in the field, so the list does not close before the click lands.
    onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
    onClick: () => choose(i),
    className: cn(
      "flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm transition-colors hover:bg-muted",
      i === active && "bg-muted",
    ),
  });
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {shown && asked
          ? items.length
            ? t("search.found", { count: items.length })
            : t("search.none", { q: asked })
          : ""}
      </p>
      {shown && asked && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("search.suggestions")}
          className="absolute inset-x-0 top-full z-50 mt-2 min-w-72 border border-border bg-background py-1 shadow-lg"
        >
          {items.map((p, i) => (
            <li key={p.id} {...option(i)}>
              {p.images[0] ? (
                <img
                  src={imageVariant(p.images[0], 400)}
                  alt=""
                  width={40}
                  height={50}
                  className="h-[50px] w-10 shrink-0 bg-muted object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-[50px] w-10 shrink-0 bg-muted" />
              )}
              <span className="min-w-0 flex-1 truncate font-serif text-base">
                {localizedProduct(p, locale).title}
              </span>
              <span className="shrink-0 text-muted-foreground">
                {formatEGP(p.salePrice, locale)}
              </span>
            </li>
          ))}
          <li
            {...option(items.length)}
            className={cn(option(items.length).className, "eyebrow text-camel-ink")}
          >
            {items.length ? t("search.seeAll", { q: asked }) : t("search.none", { q: asked })}
          </li>
        </ul>
      )}
    </>
  );
}
