import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

const MINUTE = 60_000;

/**
 * docs/product.md#constants: 3 retries, 1 s doubling up to 30 s, cache kept 5 minutes. A 4xx answer
 * will not change on retry, so it fails at once (a missing product shows Product Not Found without
 * a wait).
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * MINUTE,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });

/** The browser's one client; the server makes its own per page it renders (entry-server.tsx). */
export const queryClient = createQueryClient();
