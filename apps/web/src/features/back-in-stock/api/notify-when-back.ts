import { useMutation } from "@tanstack/react-query";
import type { NotifyBody } from "@atelier/shared/back-in-stock";
import { api } from "@/lib/api-client";

/** 202 whether or not she was already waiting: the answer says nothing of who waits. */
const notifyWhenBack = (productId: string, body: NotifyBody) =>
  api.post<{ ok: true }>(`/products/${encodeURIComponent(productId)}/notify`, body);

/** Signs her up for one e-mail when the size (in the colour) is back. */
export function useNotifyWhenBack(productId: string) {
  return useMutation({ mutationFn: (body: NotifyBody) => notifyWhenBack(productId, body) });
}
