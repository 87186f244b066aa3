import { useMutation } from "@tanstack/react-query";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

type ResetPasswordInput = { token: string; password: string };

const resetPassword = ({ token, password }: ResetPasswordInput) =>
  api.post<{ message: string }>("/auth/reset-password", { token, password });

/** Sets the new password and says so, in the words of docs/product.md#accounts. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () =>
      toast.success("Password reset successfully", {
        description: "You can now log in with your new password.",
      }),
    onError: (error) =>
      toast.error("Error", {
        description: errorMessage(error, "Failed to reset password. Please try again."),
      }),
  });
}
