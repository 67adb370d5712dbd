import type { BagType } from '../../db/seed/bagStyles';
import { backpack, duffel, laptopBag, messenger, rollTop, tote } from './carryalls';
import type { Silhouette } from './drawing';
import { bucket, hobo, satchel, shoulder, topHandle } from './handbags';
import { cardHolder, clutch, potli, pouch, sling, wallet } from './smallGoods';

export const SILHOUETTES: Record<BagType, Silhouette> = {
  hobo,
  bucket,
  satchel,
  'top-handle': topHandle,
  shoulder,
  tote,
  backpack,
  'roll-top': rollTop,
  'laptop-bag': laptopBag,
  messenger,
  sling,
  clutch,
  potli,
  wallet,
  'card-holder': cardHolder,
  duffel,
  pouch,
};
