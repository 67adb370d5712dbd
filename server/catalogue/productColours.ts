import type { ProductDetails } from '../../api-schema/adminProductEdit';
import { bagImagePath, materialForName, typeForName, VIEWS } from '../db/seed/bagStyles';
import type { Pool } from '../db/pool';
import { HttpError } from '../http/respond';

type Queryable = Pick<Pool, 'query'>;
type Colour = { position: number; name: string; hex: string };
type ColourEdit = { position?: number | undefined; name: string; hex: string };

const colourError = (status: 400 | 409, message: string) =>
  new HttpError(status, message, [{ field: 'colors', message }]);

/**
 * The colours an edit asks for, each with its place (photos are keyed by it). A colour sent without a
 * place but named like a current one that no other line keeps takes that one's place: a repeated edit adds
 * nothing twice, and "remove Tan, add Tan" keeps Tan and its photos. Other new colours go last.
 */
export function placeColours(current: Colour[], wanted: ColourEdit[]): Colour[] {
  const claimed = new Set(wanted.flatMap((c) => c.position ?? []));
  if ([...claimed].some((p) => !current.some((c) => c.position === p)))
    throw colourError(409, 'A colour you edited was removed meanwhile. Please reload the page to see the colours now.');
  let next = Math.max(-1, ...current.map((c) => c.position)) + 1;
  const placed = wanted.map(({ position, name, hex }) => {
    const same =
      position ??
      current.find((c) => !claimed.has(c.position) && c.name.toLowerCase() === name.toLowerCase())?.position;
    if (same !== undefined) claimed.add(same);
    return { position: same ?? next++, name, hex: hex.toLowerCase() };
  });
  return placed.sort((a, b) => a.position - b.position);
}

/** The same drawings in another colour (their URLs name the colour), or the product name's drawings. */
function drawingsIn(hex: string, like: string[] | undefined, productName: string) {
  const bare = hex.replace('#', '');
  if (like?.length) return like.map((path) => path.replace(/\/[0-9a-f]{6}\/([a-z-]+\.svg)$/i, `/${bare}/$1`));
  return VIEWS.map((view) => bagImagePath(typeForName(productName, 'tote'), materialForName(productName), hex, view));
}

/**
 * Writes the colours: removes, renames/recolours, adds. A colour with photos is not removed (409: the
 * photos would go with it); order lines keep the colour name they were ordered in, so history stays.
 */
export async function writeColours(
  db: Queryable,
  product: Pick<ProductDetails, 'id' | 'productName' | 'colors'>,
  images: string[][],
  wanted: Colour[],
) {
  const { id, colors: current } = product;
  const kept = new Set(wanted.map((c) => c.position));
  const removed = current.filter((c) => !kept.has(c.position));
  const withPhotos = removed.find((c) => c.photos > 0);
  if (withPhotos)
    throw colourError(
      409,
      `${withPhotos.name} has ${withPhotos.photos === 1 ? 'a photo' : `${withPhotos.photos} photos`}. Please remove its photos first, or keep the colour.`,
    );
  if (removed.length)
    await db.query('DELETE FROM product_colors WHERE product_id = $1 AND position = ANY($2)', [
      id,
      removed.map((c) => c.position),
    ]);
  const was = new Map(current.map((c, i) => [c.position, { ...c, images: images[i] ?? [] }]));
  const changed = wanted.filter(
    (c) => was.has(c.position) && (was.get(c.position)!.name !== c.name || was.get(c.position)!.hex !== c.hex),
  );
  // Names move in two steps: a swap (Tan ↔ Brown) would break the one-name-per-product key half way.
  if (changed.length)
    await db.query(`UPDATE product_colors SET name = chr(1) || position WHERE product_id = $1 AND position = ANY($2)`, [
      id,
      changed.map((c) => c.position),
    ]);
  for (const c of changed) {
    const before = was.get(c.position)!;
    const pictures = before.hex === c.hex ? before.images : drawingsIn(c.hex, before.images, product.productName);
    await db.query(
      'UPDATE product_colors SET name = $3, hex = $4, images = $5 WHERE product_id = $1 AND position = $2',
      [id, c.position, c.name, c.hex, pictures],
    );
  }
  const like = images.find((list) => list.length > 0);
  for (const c of wanted.filter((c) => !was.has(c.position)))
    await db.query('INSERT INTO product_colors (product_id, position, name, hex, images) VALUES ($1, $2, $3, $4, $5)', [
      id,
      c.position,
      c.name,
      c.hex,
      drawingsIn(c.hex, like, product.productName),
    ]);
}
