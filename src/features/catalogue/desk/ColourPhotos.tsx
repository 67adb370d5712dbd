import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DeskProductPhotos } from '../../../../api-schema/adminPhotos';
import { serverMessage } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { showToast } from '../../../ui/showToast';
import { photosChanged } from './catalogueDeskApi';
import * as desk from '../../desk/Desk.css';
import { orderPhotos, removePhoto, uploadPhoto, UploadError } from './photoApi';
import * as styles from './Photos.css';

type Colour = DeskProductPhotos['colors'][number];
const MAX_BYTES = 10 * 1024 * 1024;

/** One colour: its photos in order (move first, remove) and an upload with progress and the server's refusals. */
export function ColourPhotos({ productId, colour }: { productId: string; colour: Colour }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const settle = (product: DeskProductPhotos) => {
    photosChanged(queryClient, product);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadPhoto(productId, colour.position, file, setProgress),
    onMutate: () => setError(undefined),
    onSuccess: (product) => {
      settle(product);
      showToast.success(`Photo added to ${colour.name}`);
    },
    onError: (e) => setError(e instanceof UploadError ? e.message : 'The upload failed.'),
    onSettled: () => setProgress(undefined),
  });
  const change = useMutation({
    mutationFn: (action: { remove: string } | { first: string }) =>
      'remove' in action
        ? removePhoto(productId, colour.position, action.remove)
        : orderPhotos(productId, colour.position, [
            action.first,
            ...colour.photos.map((p) => p.hash).filter((h) => h !== action.first),
          ]),
    onSuccess: settle,
    onError: (e) => showToast.error(serverMessage(e) ?? 'The change failed.'),
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) setError('The photo is larger than 10 MB. Please upload a smaller file.');
    else upload.mutate(file);
  };
  return (
    <section className={desk.panel} aria-labelledby={`${inputId}-title`} data-testid="colour-photos">
      <h2 id={`${inputId}-title`} className={styles.colourHeading}>
        <span className={styles.swatch} style={{ background: colour.hex }} aria-hidden />
        {colour.name}
        <span className={styles.count}>
          {colour.photos.length === 0
            ? 'drawing only'
            : `${colour.photos.length} photo${colour.photos.length > 1 ? 's' : ''}`}
        </span>
      </h2>
      {colour.photos.length === 0 && colour.drawing && (
        <div className={styles.grid}>
          <figure className={`${styles.tile} ${styles.drawing}`}>
            <img
              className={styles.thumb}
              src={colour.drawing}
              alt={`${colour.name}, drawing`}
              width={160}
              height={160}
            />
            <figcaption className={desk.muted}>Shown until a photo is added</figcaption>
          </figure>
        </div>
      )}
      {colour.photos.length > 0 && (
        <ol className={styles.grid}>
          {colour.photos.map((photo, i) => (
            <li key={photo.hash} className={styles.tile}>
              <img
                className={styles.thumb}
                src={`${photo.src}-320.webp`}
                alt={`${colour.name}, photo ${i + 1} (${photo.width} × ${photo.height} px)`}
                width={160}
                height={160}
                loading="lazy"
              />
              <span className={styles.tileActions}>
                {i > 0 && (
                  <Button
                    size="sm"
                    tone="secondary"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ first: photo.hash })}
                  >
                    Move first
                  </Button>
                )}
                <Button
                  size="sm"
                  tone="secondary"
                  disabled={change.isPending}
                  aria-label={`Remove ${colour.name} photo ${i + 1}`}
                  onClick={() => change.mutate({ remove: photo.hash })}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.upload}>
        <label htmlFor={inputId}>Add a photo of {colour.name}</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={upload.isPending}
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {upload.isPending && (
          <span role="status">
            {progress === undefined || progress < 1 ? (
              <>
                Uploading… <progress className={styles.progress} max={1} value={progress ?? 0} />
              </>
            ) : (
              'Making AVIF and WebP sizes…'
            )}
          </span>
        )}
      </div>
      {error && (
        <p className={desk.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
