import { fromPiastres, toPiastres } from "@atelier/shared/money";
import type { Order } from "@atelier/shared/orders";
import type { LastOrder } from "@/features/orders/last-order";

/**
 * The confirmation record for an order the server placed on its own (the guest verification
 * link). The server keeps the address as one line and the name as one string, so those fill the
 * first fields and the rest stay empty; the confirmation page shows what is there.
 */
export function lastOrderOf(order: Order): LastOrder {
  const [firstName = "", ...rest] = order.customerName.trim().split(/\s+/);
  return {
    id: order.id,
    items: order.lines.map((line) => ({
      id: line.productId === null ? "" : String(line.productId),
      title: line.title,
      price: line.unitPrice,
      images: [],
      selectedSize: line.size,
      quantity: line.quantity,
    })),
    shippingInfo: {
      firstName,
      lastName: rest.join(" "),
      email: order.customer_email,
      phone: order.customer_number,
      address: order.addressDetails,
      floor: "",
      apartment: "",
      city: "",
      governorate: "",
    },
    subtotal: order.totalPrice,
    shipping: order.shipping,
    total: fromPiastres(toPiastres(order.totalPrice) + toPiastres(order.shipping)),
    orderDate: order.date,
  };
}
