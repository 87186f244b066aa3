import { useMutation } from "@tanstack/react-query";
import { ORDER_TOKEN_HEADER } from "@atelier/shared/orders";
import { RECEIPT_FIELD, type PaymentSubmitted } from "@atelier/shared/payments";
import { api } from "@/lib/api-client";

export type ReportPaymentInput = {
  orderId: number;
  /** The order link's token when the shopper is a guest (the confirmation keeps it). */
  orderToken?: string | undefined;
  reference: string;
  receipt?: File | null;
};

/** POST /orders/{id}/payment: the reference, and the receipt photo as multipart when chosen. */
const reportPayment = ({ orderId, orderToken, reference, receipt }: ReportPaymentInput) => {
  const headers: Record<string, string> = orderToken ? { [ORDER_TOKEN_HEADER]: orderToken } : {};
  let body: unknown = { reference };
  if (receipt) {
    const form = new FormData();
    form.append("reference", reference);
    form.append(RECEIPT_FIELD, receipt);
    body = form;
  }
  return api.request<PaymentSubmitted>(`/orders/${orderId}/payment`, {
    method: "POST",
    body,
    headers,
  });
};

export const useReportPayment = () => useMutation({ mutationFn: reportPayment });
