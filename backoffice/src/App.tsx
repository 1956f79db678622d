import { Admin, Resource } from 'react-admin';

import { LoginPage } from './auth/LoginPage';
import { authProvider, type BackofficePermissions } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { BackofficeLayout } from './layout/BackofficeLayout';
import { queryClient } from './queryClient';
import { resources } from './resources';
import { theme } from './theme';

/**
 * Resources depend on the role: `superAdminOnly` ones are neither in the menu nor routed for
 * plain admins. (A function child also keeps react-admin from showing its "empty admin"
 * page while there are no resources yet.)
 */
const renderResources = (permissions: BackofficePermissions | undefined) =>
  resources
    .filter((resource) => !resource.superAdminOnly || permissions === 'super_admin')
    .map(({ name, list, edit, show, create, icon, options, recordRepresentation }) => (
      <Resource
        key={name}
        name={name}
        list={list}
        edit={edit}
        show={show}
        create={create}
        icon={icon}
        options={options}
        recordRepresentation={recordRepresentation}
      />
    ));

export const App = () => (
  <Admin
    title="Rutalia · Backoffice"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    theme={theme}
    layout={BackofficeLayout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    {renderResources}
  </Admin>
);

export default App;
