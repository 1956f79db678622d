import type { ResourceProps, StringMap } from 'react-admin';

/**
 * One backoffice section. Each resource lives in `resources/<name>/index.ts`, exports one of
 * these, and is added to the array in `resources/index.ts`; `App.tsx` turns it into a `<Resource>`.
 */
export interface ResourceDefinition {
  /** Path segment under `/api/admin` and in the URL, e.g. 'companies'. */
  name: string;
  list?: ResourceProps['list'];
  edit?: ResourceProps['edit'];
  show?: ResourceProps['show'];
  create?: ResourceProps['create'];
  icon?: ResourceProps['icon'];
  /** `label` is the menu entry, in Spanish, e.g. 'Empresas'. */
  options: { label: string };
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Hidden from (and not routed for) admins who are not super admins. The API enforces it too. */
  superAdminOnly?: boolean;
  /**
   * Spanish texts merged into the translations as `resources.<name>`, e.g.
   * `{ name: 'Empresa |||| Empresas', fields: { companyName: 'Nombre' } }`.
   */
  messages?: StringMap;
}
