import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { Divider, ListSubheader } from '@mui/material';
import type { ReactNode } from 'react';
import { Menu, usePermissions, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';

import type { BackofficePermissions } from '../authProvider';
import { resources } from '../resources';
import { useAdminTools } from '../tools/toolsApi';
import { MENU_GROUPS } from './menuGroups';

const GROUPED = new Set(MENU_GROUPS.flatMap((group) => group.resources));

/** The menu names the backoffice uses ('Blog', 'Newsletter'…), not the resources' record names. */
const MENU_LABELS = new Map(resources.map((r) => [r.name, r.options.label]));

const ResourceItem = ({ name }: { name: string }) => <Menu.ResourceItem name={name} primaryText={MENU_LABELS.get(name)} />;

/** Resources added later without a group still get a menu entry (at the end). */
const UNGROUPED = resources.map((r) => r.name).filter((name) => !GROUPED.has(name));

/**
 * Panel, then one heading per group (Moderación, Marketplace, Contenido, Facturación, Sistema).
 * With the sidebar collapsed to icons the headings become dividers.
 */
export const BackofficeMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const registered = useResourceDefinitions();
  const tools = useAdminTools();
  const toolsEnabled = tools.data?.sampleRequests.enabled === true;
  const { permissions } = usePermissions<BackofficePermissions>();

  const hasList = (name: string) => Boolean(registered[name]?.hasList);

  const heading = (key: string, label: string) =>
    open ? (
      <ListSubheader
        key={`heading-${key}`}
        role="presentation"
        disableSticky
        sx={{
          lineHeight: '32px',
          mt: 1,
          bgcolor: 'transparent',
          color: 'text.secondary',
          fontSize: '0.75rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
        }}
      >
        {label}
      </ListSubheader>
    ) : (
      <Divider key={`heading-${key}`} component="li" role="presentation" sx={{ my: 1 }} />
    );

  // A flat list: MUI's MenuList does not accept Fragments as children.
  const groups: ReactNode[] = MENU_GROUPS.flatMap((group) => {
    const items = group.resources.filter(hasList).map((name) => <ResourceItem key={name} name={name} />);
    if (group.pages?.includes('funnel') && permissions === 'super_admin') {
      items.push(
        <Menu.Item key="funnel" to="/funnel" primaryText={translate('rutalia.menu.funnel')} leftIcon={<FilterAltOutlinedIcon />} />,
      );
    }
    if (group.pages?.includes('tools') && toolsEnabled) {
      items.push(<Menu.Item key="tools" to="/tools" primaryText={translate('rutalia.menu.tools')} leftIcon={<BuildOutlinedIcon />} />);
    }
    if (items.length === 0) return [];
    return [heading(group.key, translate(`rutalia.menu.${group.key}`)), ...items];
  });

  const others = UNGROUPED.filter(hasList);

  return (
    <Menu
      aria-label={translate('rutalia.menu.label')}
      // Long names ('Mensajes de contacto') wrap instead of being cut with an ellipsis; with
      // the sidebar collapsed to icons the hidden text must stay on one line.
      sx={open ? { '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.3 } } : undefined}
    >
      <Menu.DashboardItem primaryText={translate('rutalia.menu.dashboard')} />
      {groups}
      {others.length > 0 ? others.map((name) => <ResourceItem key={name} name={name} />) : null}
    </Menu>
  );
};
