import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

type ResetPasswordInput = { token: string; password: string };

const resetPassword = ({ token, password }: ResetPasswordInput) =>
  api.post<{ message: string }>("/auth/reset-password", { token, password });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
