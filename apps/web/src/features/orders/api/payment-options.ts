import { useQuery } from "@tanstack/react-query";
import { canonicalPhone, isEgyptianMobile } from "@atelier/shared/egypt";
import type { PaymentOptions, PaymentOptionsRequest } from "@atelier/shared/payments";
import { api } from "@/lib/api-client";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Which payment methods checkout may offer (docs/product.md#payments), asked once the e-mail and
 * phone look complete. Until it answers, or when it cannot, both are offered: the server decides
 * again when the order is placed (400 COD_NOT_AVAILABLE).
 */
export function usePaymentOptions(email: string, phone: string, total: number, enabled: boolean) {
  const customer_email = email.trim().toLowerCase();
  const ready = enabled && EMAIL.test(customer_email) && isEgyptianMobile(phone);
  const body: PaymentOptionsRequest = { customer_email, customer_number: phone.trim(), total };
  return useQuery({
    queryKey: ["payment-options", customer_email, canonicalPhone(phone), total],
    queryFn: () => api.post<PaymentOptions>("/orders/payment-options", body),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
}
