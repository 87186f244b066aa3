import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type TrackOrderInput = { orderId: string; email: string };

/** Asks for the order's link by e-mail; the answer is the same whether or not they match. */
const trackOrder = ({ orderId, email }: TrackOrderInput) =>
  api.post<{ message: string }>("/orders/track", {
    orderId: Number(orderId),
    email: email.trim(),
  });

export const useTrackOrder = () => useMutation({ mutationFn: trackOrder });
