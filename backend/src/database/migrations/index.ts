import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';
import { CompanySearchIndexes1764000000000 } from './1764000000000-CompanySearchIndexes.js';

/** Every migration class, oldest first (the data source runs them at start-up). */
export const migrations = [InitialSchema1763800000000, CompanySearchIndexes1764000000000];
