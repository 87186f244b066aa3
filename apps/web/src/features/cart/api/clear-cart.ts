import { api } from "@/lib/api-client";

export const clearCart = () => api.post<unknown>("/cart/clear");
