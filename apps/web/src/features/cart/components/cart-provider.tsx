import * as React from "react";
import { toast } from "@/lib/toast";
import { translate } from "@/i18n";
import { localeOfPath, type Locale } from "@atelier/shared/locales";
import type { Size } from "@atelier/shared/products";
import { useSession } from "@/features/auth";
import type { CartItem } from "../cart-item";
import { useQueryClient } from "@tanstack/react-query";
import { addToCart } from "../api/add-to-cart";
import { changeCartItem } from "../api/change-cart-item";
import { clearCart as clearServerCart } from "../api/clear-cart";
import {
  CART_KEY,
  cartLine,
  type LoadedProducts,
  useGuestProducts,
  useServerCart,
} from "../api/get-cart";
import { readGuestLines, useGuestLines, writeGuestLines, type GuestLine } from "../guest-cart";
import { removeFromCart } from "../api/remove-from-cart";

/**
 * A failed change's toast, loaded with the failure: its words and error codes are then not part of
 * what every page loads first (apps/web/test/budget.test.ts).
 */
const showCartFailure = (
  error: unknown,
  failed: "bag.failedAdd" | "bag.failedRemove" | "bag.failedUpdate",
  locale: Locale,
) => void import("../cart-errors").then((m) => m.showCartFailure(error, failed, locale));

export type CartContextValue = {
  items: CartItem[];
  /** Number of pieces (the header badge). */
  count: number;
  // No totals here: the cart page counts them (orderTotals), so @atelier/shared/orders, which
  // every order page draws from, stays out of the shell's first load (apps/web/test/budget).
  isLoading: boolean;
  /** A change is on its way to the server. */
  isUpdating: boolean;
  /** Adds (or adds to) a line; resolves true when it worked. */
  addItem: (item: CartItem) => Promise<boolean>;
  /** Sets a line's quantity; 0 or less removes it. `color`: the line's colour id, if any. */
  updateQuantity: (id: string, size: Size, quantity: number, color?: number) => Promise<void>;
  removeItem: (id: string, size: Size, color?: number) => Promise<void>;
  clearCart: () => Promise<void>;
};

const CartContext = React.createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const context = React.useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider.");
  return context;
}

// One line per piece, colour (issue 28) and size.
const sameGuestLine = (line: GuestLine, id: string, size: Size, color?: number) =>
  line.id === id && line.size === size && line.color === color;

/**
 * A guest's lines with the server's details (docs/product.md#cart): a deleted product stays, marked
 * unavailable, until the shopper removes it; one not loaded yet shows what was added here, if
 * anything.
 */
function guestItemsOf(
  lines: readonly GuestLine[],
  products: LoadedProducts | undefined,
  added: ReadonlyMap<string, CartItem>,
  locale: Locale,
): CartItem[] {
  const items: CartItem[] = [];
  for (const { id, size, quantity, color } of lines) {
    const product = products?.get(id);
    const known = added.get(id);
    if (product) items.push(cartLine(product, size, quantity, locale, color));
    else if (product === null)
      items.push({
        id,
        title: known?.title ?? translate(locale, "bag.gone"),
        price: 0,
        images: [],
        selectedSize: size,
        quantity,
        unavailable: translate(locale, "bag.noLonger"),
      });
    // Two colours of one piece share its details: the piece is loaded for the second.
    else if (known) items.push({ ...known, selectedSize: size, quantity });
  }
  return items;
}

/**
 * The cart (docs/product.md#cart): a guest's lives in localStorage (ids, sizes and quantities; the
 * rest re-read from the server); a signed-in user's lives on the server and is re-fetched after
 * each change. Toasts are the words of docs/product.md#cart.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const session = useSession();
  // The provider sits above the router; a page's language never changes without a page load
  // (the switcher is a plain link), so the address bar's is the page's for the whole visit.
  const [locale] = React.useState<Locale>(() =>
    typeof location === "undefined" ? "en" : localeOfPath(location.pathname),
  );
  const userId = session?.user.id;
  const signedIn = userId !== undefined;
  const guestLines = useGuestLines();
  const guestProducts = useGuestProducts(signedIn ? [] : guestLines.map((l) => l.id));
  // Pieces added here, shown with these details until the server's arrive.
  const [added, setAdded] = React.useState<ReadonlyMap<string, CartItem>>(() => new Map());
  const guestItems = React.useMemo(
    () => guestItemsOf(guestLines, guestProducts.data, added, locale),
    [guestLines, guestProducts.data, added, locale],
  );
  const serverCart = useServerCart(userId, locale);
  const queryClient = useQueryClient();
  const { refetch } = serverCart;

  /*
   * Server changes run through `send`: the fetcher, then the re-fetch docs/product.md#cart asks
   * for. (Not useMutation: the provider is in the shell of every page, and the api files' hooks
   * would add TanStack's mutation machinery to it.)
   */
  const [inFlight, setInFlight] = React.useState(0);
  const send = React.useCallback(
    async <T,>(request: () => Promise<T>): Promise<T> => {
      setInFlight((n) => n + 1);
      try {
        return await request();
      } finally {
        setInFlight((n) => n - 1);
        void queryClient.invalidateQueries({ queryKey: CART_KEY });
      }
    },
    [queryClient],
  );

  // A shopper who fills a bag and then signs in keeps it: the guest lines move to the account.
  React.useEffect(() => {
    if (userId === undefined) return;
    const pending = readGuestLines();
    if (!pending.length) return;
    writeGuestLines([]);
    void Promise.allSettled(
      pending.map((l) =>
        addToCart({ productId: l.id, size: l.size, quantity: l.quantity, color: l.color }),
      ),
    ).then(async () => {
      // The account's cart was being read as the lines went in: a refetch alone would join that
      // older read (TanStack dedupes a first fetch), so it is dropped and read again.
      await queryClient.cancelQueries({ queryKey: CART_KEY });
      await refetch();
    });
  }, [userId, refetch, queryClient]);

  const items = React.useMemo(
    () => (signedIn ? (serverCart.data ?? []) : guestItems),
    [signedIn, serverCart.data, guestItems],
  );

  const addItem = React.useCallback(
    async (item: CartItem) => {
      const added = translate(locale, "bag.added", { title: item.title, size: item.selectedSize });
      if (!signedIn) {
        const current = readGuestLines();
        const color = item.color?.id;
        const existing = current.find((l) => sameGuestLine(l, item.id, item.selectedSize, color));
        writeGuestLines(
          existing
            ? current.map((l) =>
                l === existing ? { ...l, quantity: l.quantity + item.quantity } : l,
              )
            : [
                ...current,
                { id: item.id, size: item.selectedSize, quantity: item.quantity, color },
              ],
        );
        setAdded((known) => new Map(known).set(item.id, item));
        toast.success(added);
        return true;
      }
      try {
        await send(() =>
          addToCart({
            productId: item.id,
            size: item.selectedSize,
            quantity: item.quantity,
            color: item.color?.id,
          }),
        );
        toast.success(added);
        return true;
      } catch (error) {
        showCartFailure(error, "bag.failedAdd", locale);
        return false;
      }
    },
    [signedIn, send, locale],
  );

  const removeItem = React.useCallback(
    async (id: string, size: Size, color?: number, message?: string) => {
      // Its title: every line of one piece has the same.
      const line = items.find((i) => i.id === id);
      const removed =
        message ??
        translate(locale, "bag.removed", { title: line?.title ?? translate(locale, "bag.item") });
      if (!signedIn) {
        writeGuestLines(readGuestLines().filter((l) => !sameGuestLine(l, id, size, color)));
        toast.success(removed);
        return;
      }
      try {
        await send(() => removeFromCart({ productId: id, size, color }));
        toast.success(removed);
      } catch (error) {
        showCartFailure(error, "bag.failedRemove", locale);
      }
    },
    [signedIn, items, send, locale],
  );

  const updateQuantity = React.useCallback(
    async (id: string, size: Size, quantity: number, color?: number) => {
      if (quantity <= 0) {
        await removeItem(id, size, color, translate(locale, "bag.removedItem"));
        return;
      }
      if (!signedIn) {
        writeGuestLines(
          readGuestLines().map((l) => (sameGuestLine(l, id, size, color) ? { ...l, quantity } : l)),
        );
        return;
      }
      try {
        await send(() => changeCartItem({ productId: id, size, quantity, color }));
      } catch (error) {
        showCartFailure(error, "bag.failedUpdate", locale);
      }
    },
    [signedIn, send, removeItem, locale],
  );

  const clearCart = React.useCallback(async () => {
    writeGuestLines([]);
    if (signedIn) await send(clearServerCart).catch(() => undefined);
  }, [signedIn, send]);

  const value = React.useMemo<CartContextValue>(() => {
    return {
      items,
      // A guest's badge counts the stored bag at once, before the details arrive.
      count: (signedIn ? items : guestLines).reduce((sum, i) => sum + i.quantity, 0),
      isLoading: signedIn
        ? serverCart.isPending
        : guestProducts.isPending && guestItems.length < guestLines.length,
      isUpdating: inFlight > 0 || (signedIn && serverCart.isFetching),
      addItem,
      updateQuantity,
      removeItem: (id, size, color) => removeItem(id, size, color),
      clearCart,
    };
  }, [
    items,
    signedIn,
    guestLines,
    guestItems.length,
    guestProducts.isPending,
    serverCart.isPending,
    serverCart.isFetching,
    inFlight,
    addItem,
    updateQuantity,
    removeItem,
    clearCart,
  ]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
