import { InitialSchema1763800000000 } from './1763800000000-InitialSchema.js';

/** Every migration class, oldest first (the data source runs them at start-up). */
export const migrations = [InitialSchema1763800000000];
