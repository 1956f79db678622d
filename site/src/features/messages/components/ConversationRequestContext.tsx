import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Badge, CheckIcon, MapPinIcon } from '../../../ui';
import type { ConversationRequest } from '../messages.api';
import { requestContextMeta } from '../messageTexts';

/** One line, cut with an ellipsis (the full title is in `title`). */
const StyledTitle = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
    max-width: 100%;
  }
`;

/** What the conversation is about, under the other party's name: the request's title, a link to its job page. */
export function ConversationRequestTitle({ request }: { request: ConversationRequest }) {
  return (
    <StyledTitle to={paths.jobDetail(request.seoParam)} title={request.title}>
      {request.title}
    </StyledTitle>
  );
}

/** The request's route, service date and accepted price as small chips (nothing when none is known). */
export function ConversationRequestMeta({ request, className }: { request: ConversationRequest; className?: string }) {
  const { route, date, price } = requestContextMeta(request);
  if (!route && !date && !price) return null;
  return (
    <StyledMeta aria-label="Datos del trabajo" className={className}>
      {route ? (
        <li>
          <Badge size="sm" icon={<MapPinIcon size={12} />}>
            {route}
          </Badge>
        </li>
      ) : null}
      {date ? (
        <li>
          <Badge size="sm">{date}</Badge>
        </li>
      ) : null}
      {price ? (
        <li>
          <Badge size="sm" tone="success" icon={<CheckIcon size={12} />}>
            {price}
          </Badge>
        </li>
      ) : null}
    </StyledMeta>
  );
}
