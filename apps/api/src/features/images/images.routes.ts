import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { imageUploadResponseSchema } from "@atelier/shared/products";
import { ERROR_CODES } from "@atelier/shared/errors";
import { AppError, badRequest } from "../../lib/errors";
import { MAX_IMAGE_BYTES, storeImage } from "./images.service";
import { errorResponses, multipartFileBody, security } from "../../lib/openapi";

const FIELD = "image";
const errors = errorResponses(400, 401, 403, 413);

export default async function imagesRoutes(fastify: FastifyInstance) {
  // Registered here, not app-wide: this is the only route that takes multipart bodies.
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tooLarge = () =>
    new AppError(
      413,
      "The image is larger than 10 MB. Please upload a smaller image.",
      ERROR_CODES.PAYLOAD_TOO_LARGE,
    );

  app.post(
    "/upload",
    {
      // Checked before a byte of the file is read.
      onRequest: app.allow("products.images"),
      schema: {
        tags: ["images"],
        operationId: "uploadImage",
        summary: "Upload a product image; answers its URL",
        description: `A multipart/form-data body with one file in the field "${FIELD}" (JPEG, PNG, WebP or AVIF, up to 10 MB). The image is re-encoded as WebP in several widths; the answer is the largest one's URL.`,
        security: security.bearer,
        consumes: ["multipart/form-data"],
        body: multipartFileBody(FIELD),
        response: { 201: imageUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const missing = `Choose an image to upload (multipart field "${FIELD}").`;
      if (!request.isMultipart()) throw badRequest(missing);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== FIELD) throw badRequest(missing);
        data = await file.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        // Busboy's complaints about a malformed body are not for people; say what matters.
        throw badRequest("The upload could not be read. Please try again.");
      }
      return reply.status(201).send({ url: await storeImage(data, app.storage) });
    },
  );
}
