import * as React from "react";
import { ImageIcon } from "lucide-react";
import { imageVariant } from "@atelier/shared/products";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { uploadImages } from "../api/upload-images";
import { BusyDialog, type DialogFormControls } from "./busy-dialog";
import { ImageFilesField, useChosenImages } from "./image-files-field";

/** What has the photographs: a product, or one of its colours (docs/product.md#colours). */
type Pictured = { id: number | string; title: string; images: readonly string[] };

/**
 * The Edit Images dialog (docs/product.md#admin): the current images, and new ones that replace
 * them all.
 * The button is disabled until a file is chosen, and reads Uploading... while busy.
 */
export function EditImagesDialog({
  product,
  onReplace,
  trigger,
}: {
  product: Pictured;
  onReplace: (images: string[]) => Promise<unknown>;
  /** The button that opens it; Edit Images by default. */
  trigger?: React.ReactElement;
}) {
  return (
    <BusyDialog
      className="max-w-xl"
      title="Edit Images"
      description={`${product.title}. Uploading new images replaces all current ones.`}
      trigger={
        trigger ?? (
          <Button variant="outline" size="sm">
            <ImageIcon strokeWidth={1.25} aria-hidden="true" />
            Edit Images
          </Button>
        )
      }
    >
      {(controls) => <EditImagesForm product={product} onReplace={onReplace} {...controls} />}
    </BusyDialog>
  );
}

function EditImagesForm({
  product,
  onReplace,
  onBusyChange,
  onDone,
}: {
  product: Pictured;
  onReplace: (images: string[]) => Promise<unknown>;
} & DialogFormControls) {
  const chosen = useChosenImages();
  const [busy, setBusy] = React.useState(false);
  React.useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const submit = async () => {
    setBusy(true);
    let urls: string[];
    try {
      urls = await uploadImages(chosen.files);
    } catch (error) {
      toast.error("Failed to upload image", { description: errorMessage(error) });
      setBusy(false);
      return;
    }
    try {
      await onReplace(urls);
      setBusy(false);
      onDone();
    } catch {
      // The caller's failure toast has spoken; the chosen files stay for another try.
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && chosen.files.length > 0) void submit();
      }}
    >
      <section aria-labelledby={`current-images-${product.id}`} className="flex flex-col gap-3">
        <h3 id={`current-images-${product.id}`} className="eyebrow font-sans text-foreground">
          Current Images
        </h3>
        {product.images.length === 0 ? (
          <p className="text-sm text-muted-foreground">This product has no images yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {product.images.map((url, i) => (
              <li key={url}>
                <img
                  src={imageVariant(url, 400)}
                  alt={`Current image ${i + 1} of ${product.title}`}
                  className="aspect-[4/5] w-20 border border-border bg-muted object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ImageFilesField
        id={`new-images-${product.id}`}
        label="New Images"
        hint="They replace every current image, in the order chosen."
        chosen={chosen}
        disabled={busy}
      />
      <DialogFooter className="border-t border-border pt-5">
        <Button type="submit" disabled={busy || chosen.files.length === 0}>
          {busy ? "Uploading..." : "Upload Images"}
        </Button>
      </DialogFooter>
    </form>
  );
}
