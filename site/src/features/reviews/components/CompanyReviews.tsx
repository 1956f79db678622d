import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { isUuid } from '@rutalia/catalog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../../paths';
import { Button, EmptyState, ErrorState, LoadingState, StarIcon } from '../../../ui';
import { useSession } from '../../auth/useSession';
import { ReportButton } from '../../reports/components/ReportButton';
import { REVIEWS_PAGE_SIZE, type ReviewStats } from '../reviews.api';
import { useMyReview, useOwnsCompany, useReviewList, useReviewStats } from '../useReviews';
import { ReviewForm } from './ReviewForm';
import { ReviewReply } from './ReviewReply';
import { formatRating, reviewCountLabel, Stars, verifiedCountLabel } from './Stars';
import { VerifiedReviewBadge } from './VerifiedReviewBadge';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledAverage = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledBars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr) 2rem;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: 2px;
  }
  li > span:last-child {
    text-align: right;
  }
`;

const StyledBar = styled.span<{ $pct: number }>`
  position: relative;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray200};
  overflow: hidden;

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $pct }) => $pct}%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledTabs = styled.div`
  /* Scrolled to from the review invitation: clear of the sticky header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});
  ${({ theme }) => theme.media.lg} {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});
  }
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: none;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  ${({ $active, theme }) =>
    $active &&
    css`
      border-bottom-color: ${theme.colors.accent};
      color: ${theme.colors.primary};
    `}
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

const StyledReview = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  header > span {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledReviewFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledSignIn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function RatingSummary({ stats }: { stats: ReviewStats }) {
  const verified = verifiedCountLabel(stats.verified);
  return (
    <StyledSummary>
      <StyledAverage>
        <strong>{stats.average !== null ? formatRating(stats.average) : '–'}</strong>
        <span>/ 5</span>
      </StyledAverage>
      {stats.average !== null ? <Stars value={stats.average} size={18} /> : null}
      <p>
        {stats.total > 0 ? reviewCountLabel(stats.total) : 'Sin reseñas'}
        {verified ? ` · ${verified}` : null}
      </p>
      {verified ? <StyledWeightNote>Las reseñas «Contratado en Rutalia» cuentan el doble en la media.</StyledWeightNote> : null}
      <StyledBars aria-label="Distribución de valoraciones">
        {([5, 4, 3, 2, 1] as const).map((n) => {
          const count = stats.distribution[n] ?? 0;
          const pct = stats.total > 0 ? Math.round((count / stats.total) * 100) : 0;
          return (
            <li key={n} aria-label={`${n} estrellas: ${count}`}>
              <span aria-hidden="true">
                {n} <StarIcon size={12} />
              </span>
              <StyledBar $pct={pct} aria-hidden="true" />
              <span aria-hidden="true">{count}</span>
            </li>
          );
        })}
      </StyledBars>
    </StyledSummary>
  );
}

const StyledWeightNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

type Tab = 'list' | 'write';

/** `?review={requestId}` (the link of the review invitation mail), when it is a request id. */
function useReviewRequestId(): { requestId: string | null; clear: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('review');
  const clear = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      },
      { replace: true },
    );
  return { requestId: value && isUuid(value) ? value : null, clear };
}

/**
 * Ratings and reviews of a company: summary with distribution, tabs 'Ver Reseñas (n)' and 'Escribir Reseña'.
 * Each review shows the company's answer; the company's own account may answer the others.
 * Verified reviews («Contratado en Rutalia») come first with their badge. With `?review={requestId}`
 * the page opens on the form, aimed at that completed job (the review invitation links here).
 */
export function CompanyReviews({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { user, status } = useSession();
  const location = useLocation();
  const invitation = useReviewRequestId();
  const [tab, setTab] = useState<Tab>(invitation.requestId ? 'write' : 'list');
  const tabs = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const stats = useReviewStats(companyId);
  const list = useReviewList(companyId, page);
  const mine = useMyReview(companyId, user?.id ?? null);
  const ownsCompany = useOwnsCompany(companyId);
  const baseId = useId();
  const listTab = useRef<HTMLButtonElement>(null);
  const writeTab = useRef<HTMLButtonElement>(null);

  // Arriving from the invitation: bring the form into view once.
  const arrivedWithInvitation = useRef(Boolean(invitation.requestId));
  useEffect(() => {
    if (arrivedWithInvitation.current) tabs.current?.scrollIntoView({ block: 'start' });
  }, []);

  const total = stats.data?.total ?? list.data?.total ?? 0;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.pageSize || REVIEWS_PAGE_SIZE))) : 1;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: Tab = tab === 'list' ? 'write' : 'list';
    setTab(next);
    (next === 'list' ? listTab : writeTab).current?.focus();
  };

  const tabProps = (id: Tab) => ({
    id: `${baseId}-tab-${id}`,
    role: 'tab',
    'aria-selected': tab === id,
    'aria-controls': `${baseId}-panel-${id}`,
    tabIndex: tab === id ? 0 : -1,
    $active: tab === id,
    onClick: () => setTab(id),
  });

  return (
    <StyledLayout>
      <div>
        {stats.isPending ? (
          <LoadingState label="Cargando valoraciones..." />
        ) : stats.isError ? (
          <ErrorState
            headingAs="h3"
            title="No se pudieron cargar las valoraciones"
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : (
          <RatingSummary stats={stats.data} />
        )}
      </div>

      <div>
        <StyledTabs role="tablist" aria-label="Reseñas" ref={tabs}>
          <StyledTab type="button" ref={listTab} onKeyDown={onTabKey} {...tabProps('list')}>
            Ver Reseñas ({total})
          </StyledTab>
          <StyledTab type="button" ref={writeTab} onKeyDown={onTabKey} {...tabProps('write')}>
            Escribir Reseña
          </StyledTab>
        </StyledTabs>

        <div role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`} tabIndex={0}>
          {tab === 'list' ? (
            list.isPending ? (
              <LoadingState label="Cargando reseñas..." />
            ) : list.isError ? (
              <ErrorState headingAs="h3" title="No se pudieron cargar las reseñas" error={list.error} onRetry={() => void list.refetch()} />
            ) : list.data.items.length === 0 ? (
              <EmptyState
                headingAs="h3"
                title="Aún no hay reseñas para esta empresa"
                description="Sé el primero en contar tu experiencia."
              />
            ) : (
              <>
                <StyledList>
                  {list.data.items.map((review) => (
                    <StyledReview key={review.id}>
                      <header>
                        <span>
                          <strong>{review.author.fullName}</strong>
                          {review.verified ? <VerifiedReviewBadge /> : null}
                        </span>
                        <Stars value={review.rating} />
                      </header>
                      <time dateTime={review.createdAt}>{format(new Date(review.createdAt), "d 'de' MMMM 'de' yyyy", { locale: es })}</time>
                      {review.comment ? <p>{review.comment}</p> : null}
                      <ReviewReply review={review} companyId={companyId} companyName={companyName} canReply={ownsCompany} />
                      <StyledReviewFooter>
                        <ReportButton
                          reportType="review"
                          targetId={review.id}
                          targetName={`la reseña de ${review.author.fullName}`}
                          label={`Reportar reseña de ${review.author.fullName}`}
                          isOwn={review.author.id === user?.id}
                          variant="ghost"
                        />
                      </StyledReviewFooter>
                    </StyledReview>
                  ))}
                </StyledList>
                {totalPages > 1 ? <ReviewPager page={page} totalPages={totalPages} onPage={setPage} /> : null}
              </>
            )
          ) : status === 'loading' ? (
            <LoadingState />
          ) : !user ? (
            <StyledSignIn>
              <p>
                {invitation.requestId
                  ? 'Inicia sesión con la cuenta con la que contrataste el trabajo para valorarlo.'
                  : 'Inicia sesión para escribir una reseña'}
              </p>
              <Button to={paths.login} state={{ from: { pathname: location.pathname, search: location.search, hash: '' } }}>
                Iniciar sesión
              </Button>
            </StyledSignIn>
          ) : mine.isPending ? (
            <LoadingState />
          ) : mine.isError ? (
            <ErrorState headingAs="h3" error={mine.error} onRetry={() => void mine.refetch()} />
          ) : (
            <ReviewForm
              key={`${mine.data?.id ?? 'new'}-${mine.data?.verified ? 'verified' : 'open'}-${invitation.requestId ?? ''}`}
              companyId={companyId}
              existing={mine.data}
              requestId={invitation.requestId}
              onCreated={() => {
                setTab('list');
                invitation.clear();
              }}
            />
          )}
        </div>
      </div>
    </StyledLayout>
  );
}

/** Previous / next buttons for the reviews list (local state, not in the URL). */
function ReviewPager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  return (
    <StyledPager aria-label="Páginas de reseñas">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span aria-live="polite">
        Página {page} de {totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Siguiente
      </Button>
    </StyledPager>
  );
}
