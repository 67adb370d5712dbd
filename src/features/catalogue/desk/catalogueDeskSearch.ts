import * as z from 'zod/mini';
import { kept, laterPage, text } from '../../desk/deskSearchParams';

export const catalogueDeskSearchSchema = z.object({
  q: text,
  page: laterPage,
  /** The dashboard's "low on stock" list. */
  lowStock: kept((value) => value === 'true'),
});
export type CatalogueDeskSearch = z.infer<typeof catalogueDeskSearchSchema>;
