import { COURIERS, awbProblem } from '../../api-schema/couriers';
import { HttpError } from '../http/respond';

interface ShipmentInput {
  courierId?: string;
  courier?: string;
  trackingNumber?: string;
}

/**
 * The courier's name and AWB a shipping change records (docs/decisions/022-couriers.md): a listed courier's own
 * name, else the typed one ("Other", or a client that sends only the name), both trimmed.
 */
export function shipmentOf(input: ShipmentInput) {
  const listed = COURIERS.find((c) => c.id === input.courierId);
  return { courier: listed?.name ?? (input.courier?.trim() || ''), trackingNumber: input.trackingNumber?.trim() ?? '' };
}

/** Refuses an AWB that could not be one (400 naming the field); an empty one is the required-field check's. */
export function checkAwb(trackingNumber: string) {
  const problem = awbProblem(trackingNumber);
  if (problem) throw new HttpError(400, problem, [{ field: 'trackingNumber', message: problem }]);
}
