import { Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { Link } from 'react-admin';

import { statusName } from '../common/StatusChip';
import type { DashboardCompany, DashboardUser } from '../dataProvider';
import { COMPANY_STATUSES } from '../resources/companies/companyTexts';
import { USER_STATUSES, userTypeLabel } from '../resources/users/userTexts';
import { ListCard } from './ListCard';
import { DASHBOARD_TEXT, formatDay } from './texts';

/** The 5 newest companies (any status), each linking to its show page. */
export const LatestCompanies = ({ companies }: { companies: DashboardCompany[] }) => (
  <ListCard
    title={DASHBOARD_TEXT.companies.heading}
    empty={DASHBOARD_TEXT.companies.empty}
    isEmpty={companies.length === 0}
    seeAll={{ to: '/companies', label: DASHBOARD_TEXT.companies.seeAll }}
  >
    <List disablePadding>
      {companies.map((company) => (
        <ListItem key={company.id} divider disableGutters sx={{ display: 'block', py: 1 }}>
          <MuiLink component={Link} to={`/companies/${company.id}/show`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {company.companyName}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {company.city}, {company.province} · {statusName(company.status, COMPANY_STATUSES)}
            {company.isActive ? '' : ' (oculta)'} · {formatDay(company.createdAt)}
          </Typography>
        </ListItem>
      ))}
    </List>
  </ListCard>
);

/** The 5 newest accounts (super admins never listed), each linking to its show page. */
export const LatestUsers = ({ users }: { users: DashboardUser[] }) => (
  <ListCard
    title={DASHBOARD_TEXT.users.heading}
    empty={DASHBOARD_TEXT.users.empty}
    isEmpty={users.length === 0}
    seeAll={{ to: '/users', label: DASHBOARD_TEXT.users.seeAll }}
  >
    <List disablePadding>
      {users.map((user) => (
        <ListItem key={user.id} divider disableGutters sx={{ display: 'block', py: 1 }}>
          <MuiLink component={Link} to={`/users/${user.id}/show`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.fullName}
          </MuiLink>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email} · {userTypeLabel(user.userType)} · {statusName(user.status, USER_STATUSES)} · {formatDay(user.createdAt)}
          </Typography>
        </ListItem>
      ))}
    </List>
  </ListCard>
);
