import { Button } from "@/components/ui/button";
import { useClearRefusals } from "../api/payments";

/**
 * Clears the refusal record of this order's customer (phone and e-mail): their next checkout
 * offers cash on delivery again (docs/product.md#payments). For the order detail page.
 */
export function ClearRefusalsButton({ orderId }: { orderId: number }) {
  const clear = useClearRefusals();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={clear.isPending}
      onClick={() => clear.mutate(orderId)}
    >
      Clear refusal record
    </Button>
  );
}
