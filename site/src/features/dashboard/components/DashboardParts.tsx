import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ArrowRightIcon,
  Badge,
  BuildingIcon,
  Card,
  ExternalLinkIcon,
  MetaList,
  SkeletonBlock,
  StatGrid,
  VisuallyHidden,
} from '../../../ui';
import { accountTypeLabel, type SessionUser } from '../../auth/session';

/** Main column (2/3) and side column (1/3) on desktop; one column on phones. */
export const StyledDashboardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  margin-top: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledPanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledPanelTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledTextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primary500};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export type PanelProps = {
  id: string;
  title: string;
  /** Link in the panel head, e.g. 'Ver todas'. */
  link?: { to: string; label: string; srLabel?: string };
  children: ReactNode;
};

/** A titled card section of a dashboard. */
export function Panel({ id, title, link, children }: PanelProps) {
  return (
    <Card padding="md" as="section" aria-labelledby={id}>
      <StyledPanelHead>
        <StyledPanelTitle id={id}>{title}</StyledPanelTitle>
        {link ? (
          <StyledTextLink to={link.to}>
            {link.label}
            {link.srLabel ? <VisuallyHidden> {link.srLabel}</VisuallyHidden> : null}
            <ArrowRightIcon size={16} aria-hidden />
          </StyledTextLink>
        ) : null}
      </StyledPanelHead>
      {children}
    </Card>
  );
}

/** Text shown inside a panel with nothing to list. */
export const StyledPanelEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Vertical list of rows separated by lines. */
export const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li {
    padding: ${({ theme }) => theme.space[4]} 0;
  }
  > li:first-child {
    padding-top: 0;
  }
  > li:last-child {
    padding-bottom: 0;
  }
`;

export const StyledRowTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary500};
    text-decoration: underline;
  }
`;

export const StyledRowMeta = styled(MetaList).attrs({ $dense: true })`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    margin-bottom: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/** 'Tu cuenta': account type, name and email of the signed-in user. */
export function AccountCard({ user }: { user: SessionUser }) {
  return (
    <Panel id="dashboard-account" title="Tu cuenta">
      <StyledDetails>
        <div>
          <dt>Tipo de cuenta</dt>
          <dd>
            <Badge
              tone={user.isAdmin ? 'primary' : user.isCompany ? 'accent' : 'info'}
              icon={user.isCompany ? <BuildingIcon size={14} /> : undefined}
            >
              {accountTypeLabel(user)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Nombre</dt>
          <dd>{user.fullName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </StyledDetails>
    </Panel>
  );
}

export type Shortcut = {
  label: string;
  description: string;
  icon: ReactNode;
  /** Internal route (client-side navigation)… */
  to?: string;
  /** …or another app on this server (full page load). */
  href?: string;
  /** Small count badge (unread messages). */
  count?: number;
};

const StyledShortcuts = styled.ul<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $wide }) => ($wide ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  }
`;

const StyledShortcut = styled.a`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const StyledShortcutIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledShortcutText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
  }

  > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** 'Accesos rápidos': links to the user's other screens. */
export function Shortcuts({ items, wide = false }: { items: Shortcut[]; wide?: boolean }) {
  return (
    <Panel id="dashboard-shortcuts" title="Accesos rápidos">
      <StyledShortcuts $wide={wide}>
        {items.map((shortcut) => (
          <li key={shortcut.label}>
            <StyledShortcut {...(shortcut.to ? { as: Link, to: shortcut.to } : { href: shortcut.href })}>
              <StyledShortcutIcon aria-hidden="true">{shortcut.icon}</StyledShortcutIcon>
              <StyledShortcutText>
                <strong>
                  {shortcut.label}
                  {shortcut.count ? (
                    <Badge tone="accent" size="sm" aria-label={`${shortcut.count} sin leer`}>
                      {shortcut.count}
                    </Badge>
                  ) : null}
                  {shortcut.href ? <ExternalLinkIcon size={16} aria-hidden /> : <ArrowRightIcon size={16} aria-hidden />}
                </strong>
                <span>{shortcut.description}</span>
              </StyledShortcutText>
            </StyledShortcut>
          </li>
        ))}
      </StyledShortcuts>
    </Panel>
  );
}

/** Placeholder of the dashboard while GET /dashboard loads. */
export function DashboardSkeleton({ stats }: { stats: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>Cargando...</VisuallyHidden>
      <StatGrid aria-hidden="true">
        {Array.from({ length: stats }, (_, index) => (
          <li key={index}>
            <SkeletonBlock $height={112} />
          </li>
        ))}
      </StatGrid>
      <StyledDashboardGrid aria-hidden="true">
        <StyledColumn>
          <SkeletonBlock $height={360} />
        </StyledColumn>
        <StyledColumn>
          <SkeletonBlock $height={220} />
          <SkeletonBlock $height={200} />
        </StyledColumn>
      </StyledDashboardGrid>
    </div>
  );
}
