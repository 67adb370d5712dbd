/**
 * The English catalogue: every shopper-facing text, exactly as docs/product.md writes it. A text is its own
 * message id (as in gettext), so English readers download no catalogue: this module is imported only for its types.
 * Each part lists one area's texts; `{name}` marks a value filled in at run time (docs/i18n.md).
 */
import type { browseMessages } from './browse';
import type { cartMessages } from './cart';
import type { checkoutMessages } from './checkout';
import type { commonMessages } from './common';
import type { infoMessages } from './info';
import type { ordersMessages } from './orders';
import type { paymentsMessages } from './payments';
import type { policiesMessages } from './policies';
import type { productMessages } from './product';

/** The texts of one part of the catalogue. */
export type PartMessages<Part extends readonly string[]> = Part[number];

export type Message =
  | PartMessages<typeof commonMessages>
  | PartMessages<typeof productMessages>
  | PartMessages<typeof cartMessages>
  | PartMessages<typeof browseMessages>
  | PartMessages<typeof ordersMessages>
  | PartMessages<typeof infoMessages>
  | PartMessages<typeof policiesMessages>
  | PartMessages<typeof checkoutMessages>
  | PartMessages<typeof paymentsMessages>;
