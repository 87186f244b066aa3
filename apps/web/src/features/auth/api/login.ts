import { useMutation } from "@tanstack/react-query";
import type { LoginResponse } from "@atelier/shared/auth";
import { api } from "@/lib/api-client";
import { setSession } from "@/features/auth/session";

/** `keep`: "Keep me signed in", which stays in the browser; the server is not told. */
export type LoginInput = { email: string; password: string; keep?: boolean };

export const login = ({ email, password }: LoginInput) =>
  api.post<LoginResponse>("/auth/login", { email: email.trim(), password });

/**
 * Logs in and keeps the session (docs/product.md#accounts): in sessionStorage, or in localStorage
 * for every tab when the shopper asked to stay signed in.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }, { keep }) => setSession(token, user, keep),
  });
}
