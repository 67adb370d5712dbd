/**
 * The couriers a small Indian shop hands parcels to, each with its public tracking page (docs/decisions/022-couriers.md).
 * `{awb}` in a pattern is replaced by the URL-encoded AWB. Patterns are the couriers' own consumer pages, which
 * change now and then: fixing one here fixes every old order's link too, as links are built when read.
 * Only the server and the desk import this file; the shop's tracking page receives a finished URL.
 */
export const COURIERS = [
  { id: 'delhivery', name: 'Delhivery', url: 'https://www.delhivery.com/track/package/{awb}' },
  {
    id: 'bluedart',
    name: 'Blue Dart',
    url: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}',
  },
  { id: 'dtdc', name: 'DTDC', url: 'https://www.dtdc.in/tracking.asp?strCnno={awb}' },
  { id: 'ecom', name: 'Ecom Express', url: 'https://ecomexpress.in/tracking/?awb_field={awb}' },
  { id: 'xpressbees', name: 'Xpressbees', url: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { id: 'shadowfax', name: 'Shadowfax', url: 'https://tracker.shadowfax.in/#/track/{awb}' },
  { id: 'ekart', name: 'Ekart', url: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  {
    id: 'indiapost',
    name: 'India Post (Speed Post)',
    url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={awb}',
  },
  { id: 'shiprocket', name: 'Shiprocket', url: 'https://shiprocket.co/tracking/{awb}' },
] as const;

export type CourierId = (typeof COURIERS)[number]['id'];
/** Any courier not on the list: its name is typed, and its parcels get no link. */
export const OTHER_COURIER = 'other' as const;
type CourierChoice = CourierId | typeof OTHER_COURIER;
export const COURIER_CHOICES: [CourierChoice, ...CourierChoice[]] = [
  COURIERS[0].id,
  ...COURIERS.slice(1).map((c) => c.id),
  OTHER_COURIER,
];

/** Other spellings owners typed before the list existed (free text), compared without case, spaces or punctuation. */
const ALIASES: Record<string, CourierId> = {
  ecomexpress: 'ecom',
  ekartlogistics: 'ekart',
  indiapost: 'indiapost',
  speedpost: 'indiapost',
  xpressbee: 'xpressbees',
};

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The listed courier a name means ("Blue Dart", "BLUEDART", "blue-dart"), or undefined. */
export function courierNamed(name: string) {
  const key = squash(name);
  const id = ALIASES[key];
  return COURIERS.find((c) => c.id === id || squash(c.name) === key || c.id === key);
}

/** The courier's tracking page for this AWB, or null when the courier is not on the list. */
export function courierTrackingUrl(courier: string | null | undefined, awb: string | null | undefined) {
  const known = courier ? courierNamed(courier) : undefined;
  return known && awb ? known.url.replace('{awb}', encodeURIComponent(awb)) : null;
}

/** An AWB as printed on labels: letters and digits, hyphens between them, 5 to 30 characters. */
export const AWB_LENGTH = { min: 5, max: 30 } as const;
const AWB = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;
export const AWB_MESSAGES = {
  characters: 'The tracking number (AWB) may have only letters, digits and hyphens',
  length: `The tracking number (AWB) must be ${AWB_LENGTH.min} to ${AWB_LENGTH.max} characters`,
  courierId: 'Please choose the courier from the list, or Other',
} as const;

/** What is wrong with a (trimmed) AWB, or null when it is fine. */
export function awbProblem(awb: string) {
  if (awb.length < AWB_LENGTH.min || awb.length > AWB_LENGTH.max) return AWB_MESSAGES.length;
  return AWB.test(awb) ? null : AWB_MESSAGES.characters;
}
