import * as React from "react";
import { toast } from "@/lib/toast";
import type { Size } from "@atelier/shared/products";
import { orderTotals, type OrderTotals } from "@atelier/shared/orders";
import { errorMessage } from "@/lib/api-client";
import { useSession } from "@/features/auth";
import type { CartItem } from "../cart-item";
import { showCartFailure } from "../cart-errors";
import { useQueryClient } from "@tanstack/react-query";
import { addToCart } from "../api/add-to-cart";
import { changeCartItem } from "../api/change-cart-item";
import { clearCart as clearServerCart } from "../api/clear-cart";
import { CART_KEY, useServerCart } from "../api/get-cart";
import { removeFromCart } from "../api/remove-from-cart";

export type CartContextValue = {
  items: CartItem[];
  /** Number of pieces (the header badge). */
  count: number;
  /** Subtotal, shipping (the flat fee; 0 while the cart is empty) and total, EGP. */
  totals: OrderTotals;
  isLoading: boolean;
  /** A change is on its way to the server. */
  isUpdating: boolean;
  /** Adds (or adds to) a line; resolves true when it worked. */
  addItem: (item: CartItem) => Promise<boolean>;
  /** Sets a line's quantity; 0 or less removes it. */
  updateQuantity: (id: string, size: Size, quantity: number) => Promise<void>;
  removeItem: (id: string, size: Size) => Promise<void>;
  clearCart: () => Promise<void>;
};

const CartContext = React.createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const context = React.useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider.");
  return context;
}

const sameLine = (item: CartItem, id: string, size: Size) =>
  item.id === id && item.selectedSize === size;

/**
 * The cart (docs/product.md#cart): a guest's lives in memory only; a signed-in user's lives on the
 * server and is re-fetched after each change. Toasts are the words of docs/product.md#cart.
 */
export function CartProvider({ children }: { children: React.ReactNode }) {
  const session = useSession();
  const userId = session?.user.id;
  const [guestItems, setGuestItems] = React.useState<CartItem[]>([]);
  const serverCart = useServerCart(userId);
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
  const guestItemsRef = React.useRef(guestItems);
  React.useEffect(() => {
    guestItemsRef.current = guestItems;
  });
  React.useEffect(() => {
    if (userId === undefined) return;
    const pending = guestItemsRef.current;
    if (!pending.length) return;
    setGuestItems([]);
    void Promise.allSettled(
      pending.map((i) =>
        addToCart({ productId: i.id, size: i.selectedSize, quantity: i.quantity }),
      ),
    ).then(() => refetch());
  }, [userId, refetch]);

  const signedIn = userId !== undefined;
  const items = React.useMemo(
    () => (signedIn ? (serverCart.data ?? []) : guestItems),
    [signedIn, serverCart.data, guestItems],
  );

  const addItem = React.useCallback(
    async (item: CartItem) => {
      const added = `${item.title} (${item.selectedSize}) has been added to your cart.`;
      if (!signedIn) {
        setGuestItems((current) => {
          const existing = current.find((i) => sameLine(i, item.id, item.selectedSize));
          if (!existing) return [...current, item];
          return current.map((i) =>
            i === existing ? { ...i, quantity: i.quantity + item.quantity } : i,
          );
        });
        toast.success(added);
        return true;
      }
      try {
        await send(() =>
          addToCart({ productId: item.id, size: item.selectedSize, quantity: item.quantity }),
        );
        toast.success(added);
        return true;
      } catch (error) {
        showCartFailure(error, errorMessage(error, "Failed to add item to cart"));
        return false;
      }
    },
    [signedIn, send],
  );

  const removeItem = React.useCallback(
    async (id: string, size: Size, message?: string) => {
      const line = items.find((i) => sameLine(i, id, size));
      const removed = message ?? `${line?.title ?? "Item"} has been removed from your cart.`;
      if (!signedIn) {
        setGuestItems((current) => current.filter((i) => !sameLine(i, id, size)));
        toast.success(removed);
        return;
      }
      try {
        await send(() => removeFromCart({ productId: id, size }));
        toast.success(removed);
      } catch (error) {
        showCartFailure(error, "Failed to remove item from cart");
      }
    },
    [signedIn, items, send],
  );

  const updateQuantity = React.useCallback(
    async (id: string, size: Size, quantity: number) => {
      if (quantity <= 0) {
        await removeItem(id, size, "Item has been removed from your cart.");
        return;
      }
      if (!signedIn) {
        setGuestItems((current) =>
          current.map((i) => (sameLine(i, id, size) ? { ...i, quantity } : i)),
        );
        return;
      }
      try {
        await send(() => changeCartItem({ productId: id, size, quantity }));
      } catch (error) {
        showCartFailure(error, "Failed to update quantity");
      }
    },
    [signedIn, send, removeItem],
  );

  const clearCart = React.useCallback(async () => {
    setGuestItems([]);
    if (signedIn) await send(clearServerCart).catch(() => undefined);
  }, [signedIn, send]);

  const value = React.useMemo<CartContextValue>(() => {
    const totals = orderTotals(items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })));
    return {
      items,
      count: items.reduce((sum, i) => sum + i.quantity, 0),
      totals,
      isLoading: signedIn && serverCart.isPending,
      isUpdating: inFlight > 0 || (signedIn && serverCart.isFetching),
      addItem,
      updateQuantity,
      removeItem: (id, size) => removeItem(id, size),
      clearCart,
    };
  }, [
    items,
    signedIn,
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
