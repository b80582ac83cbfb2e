/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { loadConfig } from '../config.ts';
import { openDatabase } from './pool.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const db = await openDatabase(config);
const applied = await migrate(db, (m) => console.log(m));
console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Nenhuma migração pendente.');
await db.close();
