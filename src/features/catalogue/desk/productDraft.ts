import { productEditInput, type ProductDetails } from '../../../../api-schema/adminProductEdit';
import { schemaErrors } from '../../../lib/useValidatedForm';

export type SpecificationDraft = { label: string; value: string };
/** A colour as typed: `position` when it exists already (its photos stay with it), `photos` to tell removal apart. */
export type ColourDraft = { position?: number; name: string; hex: string; photos: number };

/** The edit page's form: text as typed; the threshold empty means the shop's default. */
export interface ProductDraft {
  productName: string;
  description: string;
  categoryId: string;
  specifications: SpecificationDraft[];
  colors: ColourDraft[];
  lowStockThreshold: string;
}

export const draftOf = (p: ProductDetails): ProductDraft => ({
  productName: p.productName,
  description: p.description,
  categoryId: p.categoryId,
  specifications: p.specifications.map(({ label, value }) => ({ label, value })),
  colors: p.colors.map(({ position, name, hex, photos }) => ({ position, name, hex, photos })),
  lowStockThreshold: p.lowStockThreshold === null ? '' : String(p.lowStockThreshold),
});

/** What the PATCH sends: every field (an unchanged one changes nothing), with the version the page read. */
export const editOf = (d: ProductDraft, version?: string) => ({
  ...(version === undefined ? {} : { version }),
  productName: d.productName,
  description: d.description,
  categoryId: d.categoryId,
  specifications: d.specifications,
  colors: d.colors.map(({ position, name, hex }) => (position === undefined ? { name, hex } : { position, name, hex })),
  lowStockThreshold: d.lowStockThreshold.trim() === '' ? null : Number(d.lowStockThreshold),
});

export const validateDraft = schemaErrors<ProductDraft>(productEditInput, (d) => editOf(d));
