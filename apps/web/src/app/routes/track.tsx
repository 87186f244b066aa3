import { useT } from "@/i18n";
import { TrackOrderForm } from "@/features/orders/components/track-order-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function TrackRoute() {
  useDocumentTitle(useT().t("track.title"));
  return <TrackOrderForm />;
}
