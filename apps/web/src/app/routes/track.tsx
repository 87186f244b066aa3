import { TrackOrderForm } from "@/features/orders/components/track-order-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function TrackRoute() {
  useDocumentTitle("Track Your Order");
  return <TrackOrderForm />;
}
