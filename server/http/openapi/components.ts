import * as z from 'zod/mini';
import * as adminAuth from '../../../api-schema/adminAuth';
import * as adminCatalogue from '../../../api-schema/adminCatalogue';
import * as adminMessages from '../../../api-schema/adminMessages';
import * as adminOrders from '../../../api-schema/adminOrders';
import * as adminPayments from '../../../api-schema/adminPayments';
import * as adminPhotos from '../../../api-schema/adminPhotos';
import * as adminSessions from '../../../api-schema/adminSessions';
import * as contact from '../../../api-schema/contact';
import * as delivery from '../../../api-schema/delivery';
import * as entities from '../../../api-schema/entities';
import * as envelope from '../../../api-schema/envelope';
import * as order from '../../../api-schema/order';
import * as orderActions from '../../../api-schema/orderActions';
import * as orderTracking from '../../../api-schema/orderTracking';
import * as payment from '../../../api-schema/payment';
import * as paymentStep from '../../../api-schema/paymentStep';
import * as photos from '../../../api-schema/photos';
import * as searchSuggestions from '../../../api-schema/searchSuggestions';
import * as shopClaims from '../../../api-schema/shopClaims';
import * as shopLegal from '../../../api-schema/shopLegal';
import * as upiOrder from '../../../api-schema/upiOrder';

const MODULES = [
  adminAuth,
  adminCatalogue,
  adminMessages,
  adminOrders,
  adminPayments,
  adminPhotos,
  adminSessions,
  contact,
  delivery,
  entities,
  envelope,
  order,
  orderActions,
  orderTracking,
  payment,
  paymentStep,
  photos,
  searchSuggestions,
  shopClaims,
  shopLegal,
  upiOrder,
];

// Query and path schemas become parameters, not components; forms are the SPA's own.
const NOT_A_COMPONENT = /Query|Filters|Param|Form|Response$/;

const isObjectSchema = (value: unknown): value is z.ZodMiniObject =>
  typeof value === 'object' && value !== null && '_zod' in value && (value as z.ZodMiniType)._zod.def.type === 'object';

let registered = false;

/**
 * Names every entity and body schema of api-schema (`product` → `Product`, `failure` → `Failure`) in zod's
 * global registry, so z.toJSONSchema puts each in `$defs` once and refers to it; the document moves those
 * to `components.schemas`. Done here, on the server: the SPA's bundle never carries the names.
 */
export function registerComponents() {
  if (registered) return;
  registered = true;
  for (const module of MODULES)
    for (const [name, value] of Object.entries(module)) {
      if (!isObjectSchema(value) || NOT_A_COMPONENT.test(name)) continue;
      const id = name[0]!.toUpperCase() + name.slice(1);
      z.globalRegistry.add(value, { ...z.globalRegistry.get(value), id });
    }
}
