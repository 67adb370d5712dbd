import { CSRF_HEADER } from '../../../../api-schema/adminAuth';
import {
  deskPhotoChangeResponse,
  deskProductPhotosResponse,
  type DeskProductPhotos,
} from '../../../../api-schema/adminPhotos';
import { failure } from '../../../../api-schema/envelope';
import { http } from '../../../api/http';
import { currentCsrfToken } from '../../desk/deskApi';

const API_PREFIX = import.meta.env.VITE_API_URL ?? '/api';
const colourPath = (id: string, position: number) =>
  `admin/products/${encodeURIComponent(id)}/colors/${position}/photos`;
const withCsrf = () => ({ headers: { [CSRF_HEADER]: currentCsrfToken() } });

export const fetchProductPhotos = async (id: string) =>
  (await http.get(`admin/products/${encodeURIComponent(id)}/photos`).json(deskProductPhotosResponse)).data.product;

export const removePhoto = async (id: string, position: number, hash: string) =>
  (await http.delete(`${colourPath(id, position)}/${hash}`, withCsrf()).json(deskPhotoChangeResponse)).data.product;

export const orderPhotos = async (id: string, position: number, hashes: string[]) =>
  (
    await http
      .put(`${colourPath(id, position)}/order`, { ...withCsrf(), json: { hashes } })
      .json(deskPhotoChangeResponse)
  ).data.product;

/** An upload's refusal, with the server's sentence when it sent one. */
export class UploadError extends Error {}

/**
 * Sends the file itself as the body. XMLHttpRequest, not fetch: only it reports upload progress
 * (0–1) over HTTP/1.1. After the last byte the server still encodes, which `onProgress(1)` signals.
 */
export function uploadPhoto(id: string, position: number, file: File, onProgress: (done: number) => void) {
  return new Promise<DeskProductPhotos>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/${colourPath(id, position)}`);
    xhr.setRequestHeader(CSRF_HEADER, currentCsrfToken());
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new UploadError('The upload failed. Please check your connection and try again.'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const ok = deskPhotoChangeResponse.safeParse(body);
      if (xhr.status < 300 && ok.success) return resolve(ok.data.data.product);
      const refused = failure.safeParse(body);
      if (refused.success) return reject(new UploadError(refused.data.message));
      // 408: the server takes at most 30 s for a whole request (http/serverTimeouts.ts).
      reject(
        new UploadError(
          xhr.status === 408
            ? 'The upload took longer than 30 seconds. Please try a smaller photo or a faster connection.'
            : `The upload failed (${xhr.status}).`,
        ),
      );
    };
    xhr.send(file);
  });
}
