import { useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, Resource, reactRouterProvider } from 'react-admin';

import { getDeniedAccount, subscribeDeniedAccount } from './api/deniedAccount';
import { AccessDeniedScreen } from './auth/AccessDeniedScreen';
import { LoginPage } from './auth/LoginPage';
import { authProvider, type BackofficePermissions } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { FunnelPage } from './insights/FunnelPage';
import { BackofficeLayout } from './layout/BackofficeLayout';
import { CatchAll } from './layout/CatchAll';
import { queryClient } from './queryClient';
import { resources } from './resources';
import { theme } from './theme';
import { ToolsPage } from './tools/ToolsPage';

const { Route } = reactRouterProvider;

/**
 * Resources depend on the role: `superAdminOnly` ones are neither in the menu nor routed for
 * plain admins, nor are the tools and funnel pages (CatchAll answers 'Acceso Denegado' there).
 * A function child also keeps react-admin from showing its "empty admin" page while there are no
 * resources.
 */
const renderResources = (permissions: BackofficePermissions | undefined) => {
  const superAdmin = permissions === 'super_admin';
  return [
    ...resources
      .filter((resource) => !resource.superAdminOnly || superAdmin)
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
      )),
    superAdmin ? (
      <CustomRoutes key="super-admin-pages">
        <Route path="/tools" element={<ToolsPage />} />
        <Route path="/funnel" element={<FunnelPage />} />
      </CustomRoutes>
    ) : null,
  ];
};

/**
 * A signed-in client or company (the site's session) never gets the admin UI: they see
 * 'Acceso Denegado' instead of react-admin, which only ever holds admin sessions.
 */
export const App = () => {
  const deniedAccount = useSyncExternalStore(subscribeDeniedAccount, getDeniedAccount);
  if (deniedAccount) return <AccessDeniedScreen account={deniedAccount} />;

  return (
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
      catchAll={CatchAll}
      requireAuth
      disableTelemetry
    >
      {renderResources}
    </Admin>
  );
};

export default App;
