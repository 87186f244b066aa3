import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The server answers alike for known and unknown addresses (docs/product.md#accounts). */
const forgotPassword = ({ email }: { email: string }) =>
  api.post<{ message: string }>("/auth/forgot-password", { email: email.trim() });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
