import type { Product } from "@atelier/shared/products";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useSetProductSizeGuide, useSizeGuides } from "../api/size-guides";

/**
 * The guide a product's page opens from its "Size guide" link (docs/product.md#size-guides), or
 * none. A native select: a short list, no JavaScript to load for it.
 */
export function ProductSizeGuide({ product }: { product: Product }) {
  const guides = useSizeGuides();
  const choose = useSetProductSizeGuide();
  const id = `size-guide-${product.id}`;
  const list = guides.data ?? [];
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id} className="eyebrow shrink-0 text-muted-foreground">
        Size guide
      </Label>
      <NativeSelect
        id={id}
        value={product.sizeGuideId === null ? "" : String(product.sizeGuideId)}
        disabled={choose.isPending || guides.isPending}
        onChange={(event) => {
          const value = event.target.value;
          const guide = list.find((g) => String(g.id) === value);
          void choose
            .mutateAsync({
              id: product.id,
              sizeGuideId: guide ? guide.id : null,
              ...(guide ? { name: guide.name } : {}),
            })
            .catch(() => undefined);
        }}
        className="h-9 max-w-64 text-sm"
      >
        <option value="">None</option>
        {list.map((guide) => (
          <option key={guide.id} value={guide.id}>
            {guide.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
