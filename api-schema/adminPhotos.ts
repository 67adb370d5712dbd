import * as z from 'zod/mini';
import { ok } from './envelope';

export const MAX_PHOTOS_PER_COLOUR = 8;
/** The upload body is the file itself (not multipart); the server reads its type from the bytes. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const deskPhoto = z.object({
  hash: z.string(),
  src: z.string(),
  width: z.number(),
  height: z.number(),
});
export type DeskPhoto = z.infer<typeof deskPhoto>;

export const deskProductPhotos = z.object({
  id: z.string(),
  productName: z.string(),
  colors: z.array(
    z.object({
      position: z.number(),
      name: z.string(),
      hex: z.string(),
      /** The drawn picture shoppers see while the colour has no photo. */
      drawing: z.nullable(z.string()),
      photos: z.array(deskPhoto),
    }),
  ),
});
export type DeskProductPhotos = z.infer<typeof deskProductPhotos>;

export const deskProductPhotosResponse = ok(z.object({ product: deskProductPhotos }));
/** After an upload, removal or reorder: the product's photos now, and whether anything changed. */
export const deskPhotoChangeResponse = ok(z.object({ product: deskProductPhotos, changed: z.boolean() }));

export const photoOrderInput = z.strictObject({
  hashes: z
    .array(z.string('Each photo is named by its hash'))
    .check(z.maxLength(MAX_PHOTOS_PER_COLOUR, `At most ${MAX_PHOTOS_PER_COLOUR} photos`)),
});
export type PhotoOrderInput = z.infer<typeof photoOrderInput>;
