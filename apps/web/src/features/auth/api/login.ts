import { useMutation } from "@tanstack/react-query";
import type { LoginResponse } from "@atelier/shared/auth";
import { api } from "@/lib/api-client";
import { setSession } from "@/features/auth/session";

export type LoginInput = { email: string; password: string };

export const login = ({ email, password }: LoginInput) =>
  api.post<LoginResponse>("/auth/login", { email: email.trim(), password });

/** Logs in and keeps the session (docs/product.md#accounts: token and user in sessionStorage). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => setSession(token, user),
  });
}
