import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import { t } from '../../i18n/language';
import { photoHashOf, PHOTO_IMAGE_WIDTH, type ProductPhoto } from '../../../api-schema/photos';

/** Drawings are vector: declared this large so a zoom stays sharp (a photo declares its 1280 px variant). */
const DRAWING_SIZE = 1600;
const HISTORY_MARK = 'zoomViewer';

export interface ZoomRequest {
  images: readonly string[];
  photos: readonly ProductPhoto[];
  index: number;
  name: string;
  /** Where focus goes back when the viewer closes: the picture that opened it. */
  opener: HTMLElement;
}

/** `images` names each photo's largest variant; the gallery shows a smaller one, so this one loads only here. */
function slideOf(src: string, photos: readonly ProductPhoto[], alt: string): SlideData {
  const hash = photoHashOf(src);
  const photo = hash ? photos.find((p) => p.src.includes(hash)) : undefined;
  if (!photo) return { src, width: DRAWING_SIZE, height: DRAWING_SIZE, alt };
  const width = Math.min(PHOTO_IMAGE_WIDTH, photo.width);
  return { src, width, height: Math.round((photo.height * width) / photo.width), alt };
}

/**
 * The gallery's full-screen viewer (PhotoSwipe: pinch, double-tap and click zoom, swipe, Esc). Opening adds a
 * history entry so the phone's back button closes it instead of leaving the page.
 */
export function openZoomViewer({ images, photos, index, name, opener }: ZoomRequest) {
  const viewer = new PhotoSwipe({
    dataSource: images.map((src, i) =>
      slideOf(src, photos, t('{name}, picture {number} of {total}', { name, number: i + 1, total: images.length })),
    ),
    index,
    showHideAnimationType: 'fade',
    bgOpacity: 0.92,
    closeTitle: t('Close'),
    zoomTitle: t('Zoom in or out'),
    arrowPrevTitle: t('Previous picture'),
    arrowNextTitle: t('Next picture'),
    returnFocus: false,
  });
  let closedByBack = false;
  const onBack = () => {
    closedByBack = true;
    viewer.close();
  };
  viewer.on('close', () => {
    window.removeEventListener('popstate', onBack);
    const state = window.history.state as Record<string, unknown> | null;
    if (!closedByBack && state?.[HISTORY_MARK]) window.history.back();
  });
  viewer.on('destroy', () => opener.focus());
  viewer.init();
  const dialog = viewer.element!;
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', t('{name}: pictures', { name }));
  window.history.pushState({ ...(window.history.state as object | null), [HISTORY_MARK]: true }, '');
  window.addEventListener('popstate', onBack);
}
