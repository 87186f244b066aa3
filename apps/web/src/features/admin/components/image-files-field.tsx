import * as React from "react";
import { X } from "lucide-react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export type ChosenImage = { id: string; file: File; preview: string };

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

let nextId = 0;

/**
 * Chosen image files with a thumbnail and a remove button each (docs/product.md#admin). Files stay
 * in the browser until the form is sent, so removing one costs nothing; the previews are object
 * URLs, released when they leave the list or the field goes away.
 */
export function useChosenImages() {
  const [images, setImages] = React.useState<ChosenImage[]>([]);
  const latest = React.useRef(images);
  React.useEffect(() => {
    latest.current = images;
  }, [images]);
  React.useEffect(
    () => () => latest.current.forEach((image) => URL.revokeObjectURL(image.preview)),
    [],
  );

  const add = React.useCallback((files: FileList | File[]) => {
    const added = Array.from(files, (file) => ({
      id: `image-${++nextId}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    setImages((current) => [...current, ...added]);
  }, []);

  const remove = React.useCallback((id: string) => {
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((image) => image.id !== id);
    });
  }, []);

  return { images, files: images.map((image) => image.file), add, remove };
}

export function ImageFilesField({
  id,
  label,
  hint,
  chosen,
  disabled = false,
}: {
  id: string;
  label: string;
  hint?: string;
  chosen: ReturnType<typeof useChosenImages>;
  disabled?: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          if (event.target.files?.length) chosen.add(event.target.files);
          // Cleared so that choosing the same file again (after removing it) still counts.
          event.target.value = "";
        }}
        className={cn(
          "w-full cursor-pointer border border-input bg-card [border-style:dashed] p-3 text-sm text-muted-foreground transition-colors duration-200 hover:border-foreground disabled:cursor-not-allowed disabled:opacity-50",
          "file:me-4 file:cursor-pointer file:rounded-[2px] file:border-0 file:bg-primary file:px-4 file:py-2 file:text-xs file:font-medium file:uppercase file:tracking-[0.16em] file:text-primary-foreground",
        )}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {chosen.images.length > 0 && (
        <ul aria-label={`Chosen files (${chosen.images.length})`} className="flex flex-wrap gap-3">
          {chosen.images.map((image, i) => (
            <li key={image.id} className="relative w-20">
              <img
                src={image.preview}
                alt={`New image ${i + 1}: ${image.file.name}`}
                className="aspect-[4/5] w-20 border border-border bg-muted object-cover"
              />
              <button
                type="button"
                aria-label={`Remove ${image.file.name}`}
                disabled={disabled}
                onClick={() => chosen.remove(image.id)}
                className="absolute -end-2 -top-2 flex size-6 cursor-pointer items-center justify-center rounded-full border border-border bg-popover text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.12)] transition-colors duration-200 hover:bg-foreground hover:text-background disabled:cursor-not-allowed disabled:opacity-50"
              >
                <X className="size-3.5" strokeWidth={1.5} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
