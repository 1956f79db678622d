import { isUuid } from '@rutalia/catalog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../../paths';
import { Button, EmptyState, ErrorState, formatLongDate, LoadingState, StarIcon } from '../../../ui';
import { useSession } from '../../auth/useSession';
import { ReportButton } from '../../reports/components/ReportButton';
import { REVIEWS_PAGE_SIZE, type ReviewStats } from '../reviews.api';
import { useMyReview, useOwnsCompany, useReviewList, useReviewStats } from '../useReviews';
import { ReviewForm } from './ReviewForm';
import { ReviewReply } from './ReviewReply';
import { formatRating, reviewCountLabel, Stars, verifiedCountLabel } from './Stars';
import { VerifiedReviewBadge } from './VerifiedReviewBadge';
import {
  StyledLayout,
  StyledSummary,
  StyledAverage,
  StyledBars,
  StyledBar,
  StyledTabs,
  StyledTab,
  StyledList,
  StyledReview,
  StyledReviewFooter,
  StyledSignIn,
  StyledPager,
  StyledWeightNote,
} from './CompanyReviews.styles';

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
                      <time dateTime={review.createdAt} suppressHydrationWarning>
                        {formatLongDate(review.createdAt)}
                      </time>
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
