import type { Paint } from './paint';

/**
 * One view of a bag on a 400×400 canvas, in layers. Elements of `body`, `shade` and `flap` carry no
 * fill of their own: they are painted in the swatch (or its shade) and then overlaid with the material.
 */
export interface Drawing {
  /** explicit colours, behind everything: far straps, handles */
  under?: string;
  /** panels in the shade of the swatch: gussets, insides, undersides */
  shade?: string;
  /** the main panels in the swatch */
  body?: string;
  /** panels in the swatch laid over the body with an edge: flaps, pockets */
  flap?: string;
  /** path data of seams: stitched in leathers, hemmed in fabrics */
  seam?: string;
  /** explicit colours on top: hardware, handles in front, zips */
  over?: string;
}
export type Draw = (p: Paint) => Drawing;

/** The four views of one type; each its own drawing, never a transform of another. */
export interface Silhouette {
  front: Draw;
  side: Draw;
  back: Draw;
  detail: Draw;
  /** small goods are framed closer, so a card holder fills its picture like a tote does */
  zoom?: { scale: number; ground: number };
}
