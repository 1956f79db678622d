import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, formatDate } from '../../../ui';
import type { SitemapKind, SitemapLink } from '../sitemap';

/** Long groups (hundreds of companies) start folded; the XML below still has them all. */
const FOLDED_COUNT = 60;

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledList = styled.ul`
  list-style: none;

  ${({ theme }) => theme.media.md} {
    columns: 2;
    column-gap: ${({ theme }) => theme.space[8]};
  }
  ${({ theme }) => theme.media.lg} {
    columns: 3;
  }

  li {
    break-inside: avoid;
    padding: ${({ theme }) => theme.space[1]} 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledMore = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

type Props = {
  links: readonly SitemapLink[];
  kinds: readonly { kind: SitemapKind; heading: string }[];
};

/** The listed addresses grouped by kind, each an in-app link. */
export function SitemapLinkGroups({ links, kinds }: Props) {
  return (
    <StyledGroups>
      {kinds.map(({ kind, heading }) => {
        const group = links.filter((link) => link.kind === kind);
        return group.length > 0 ? <Group key={kind} kind={kind} heading={heading} links={group} /> : null;
      })}
    </StyledGroups>
  );
}

function Group({ kind, heading, links }: { kind: SitemapKind; heading: string; links: readonly SitemapLink[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? links : links.slice(0, FOLDED_COUNT);
  const headingId = `sitemap-group-${kind}`;
  return (
    <Card as="section" padding="md" aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        {heading} <span>({links.length})</span>
      </StyledHeading>
      <StyledList>
        {shown.map((link) => (
          <li key={link.loc}>
            <Link to={link.path}>{link.label}</Link>
            {link.lastmod ? <small>Actualizado el {formatDate(link.lastmod)}</small> : null}
          </li>
        ))}
      </StyledList>
      {links.length > FOLDED_COUNT ? (
        <StyledMore>
          <Button variant="outline" size="sm" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
            {expanded ? 'Mostrar menos' : `Mostrar todas (${links.length})`}
          </Button>
        </StyledMore>
      ) : null}
    </Card>
  );
}
