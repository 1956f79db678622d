import type { ResourceDefinition } from './types';

export type { ResourceDefinition } from './types';

/**
 * Every backoffice resource, in menu order. Later tasks add a folder per resource
 * (`resources/<name>/index.ts` exporting a ResourceDefinition) and list it here.
 */
export const resources: ResourceDefinition[] = [];
