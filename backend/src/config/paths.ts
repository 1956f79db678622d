import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whether running from `backend/src` (tests) or `backend/dist`. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
