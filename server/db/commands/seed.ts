/** npm run db:seed — migrates and loads the demo catalogue into an empty database. */
import { migrate } from '../migrate';
import { createPool } from '../pool';
import { seedIfEmpty } from '../seed/index';
import { openLocalDatabase } from './localDatabase';

const db = await openLocalDatabase();
const pool = createPool(db.url, 2);
try {
  console.log(`Database: ${db.where}`);
  const applied = await migrate(pool);
  if (applied.length) console.log(`Migrated: ${applied.join(', ')}`);
  if (await seedIfEmpty(pool)) console.log('Seeded the demo catalogue.');
  else console.log('The catalogue is not empty; nothing seeded (npm run db:reset starts over).');
} finally {
  await pool.end();
  await db.release();
}
