import { api } from "@/lib/api-client";

/** One image to POST /images/upload (multipart field `image`); answers the stored image's URL. */
async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file, file.name);
  const { url } = await api.upload<{ url: string }>("/images/upload", form);
  return url;
}

/**
 * docs/product.md#admin: files upload in parallel; the URLs keep the order the files were chosen
 * in.
 */
export const uploadImages = (files: readonly File[]) => Promise.all(files.map(uploadImage));
