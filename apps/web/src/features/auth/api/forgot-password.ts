import { useMutation } from "@tanstack/react-query";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The server answers alike for known and unknown addresses (docs/product.md#accounts). */
const forgotPassword = ({ email }: { email: string }) =>
  api.post<{ message: string }>("/auth/forgot-password", { email: email.trim() });

/** Sends the reset link and says so, in the words of docs/product.md#accounts. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: () =>
      toast.success("Reset link sent", {
        description: "Please check your email for password reset instructions.",
      }),
    onError: (error) =>
      toast.error("Error", {
        description: errorMessage(error, "Failed to send reset link. Please try again."),
      }),
  });
}
