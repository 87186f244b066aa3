import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { setSession } from "@/features/auth/session";
import { login, type LoginInput } from "./login";

/** Only e-mail and password travel (docs/product.md#accounts); the names stay on the form. */
const signup = ({ email, password }: LoginInput) =>
  api.post<unknown>("/auth/signup", { email: email.trim(), password });

/** docs/product.md#accounts: signup is followed automatically by a login. */
export function useSignup() {
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await signup(input);
      return login(input);
    },
    onSuccess: ({ token, user }, { keep }) => setSession(token, user, keep),
  });
}
