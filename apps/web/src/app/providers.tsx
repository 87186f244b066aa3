import type * as React from "react";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";
import { CartProvider } from "@/features/cart/components/cart-provider";
import { queryClient } from "@/lib/query-client";

export function AppProviders({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: React.ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <CartProvider>
        {children}
        <Toaster />
      </CartProvider>
    </QueryClientProvider>
  );
}
