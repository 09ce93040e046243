import { rm } from 'node:fs/promises';
import { PGLITE_TEMPLATE_DIR } from '../paths';
import { dropTemplateDatabases, openPglite } from './client';

// Run by `npm run build`: an empty embedded database with every migration applied, which a
// first start copies instead of creating a cluster (see openDatabase).
await rm(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
const handle = await openPglite(PGLITE_TEMPLATE_DIR);
await handle.migrate();
await dropTemplateDatabases(handle.client);
await handle.close();
