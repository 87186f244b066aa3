import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** My Account: the current password proves the owner; the server ends the other sessions. */
const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>("/auth/change-password", input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
