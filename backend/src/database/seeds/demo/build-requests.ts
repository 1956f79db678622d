/** Builder step 2: the service requests and the companies' proposals answering them. */
import { slugify } from '@rutalia/catalog';
import { AppException } from '../../../common/errors/app-exception.js';
import type { ClientSharedData } from '../../../modules/proposals/proposal.entity.js';
import { madridToday, structureRequest, type RequestStructure } from '../../../modules/requests/request-structure.js';
import { ProposalStatus, RequestStatus } from '../../enums.js';
import type { Segment } from './companies.data.js';
import { createTermsRng, demoProposalTerms } from './build-proposal-terms.js';
import { NO_PRICE_TEMPLATE, PROPOSAL_TEMPLATES } from './proposals.data.js';
import { type Rng, daysBefore, hoursAfter, maxDate, minDate } from './random.js';
import { DEMO_REQUESTS, type DemoRequest, type RequestKind } from './requests.data.js';
import { HOUR_MS, type AcceptedProposal, type BuiltClient, type BuiltCompany, type BuiltRequest, type DemoBuildContext } from './types.js';
import { addDays } from '../../../common/clock/calendar-days.js';

/** Companies of these segments are the most likely to answer each kind of request. */
const KIND_SEGMENTS: Readonly<Record<RequestKind, readonly Segment[]>> = {
  mudanza: ['mudanzas'],
  palets: ['transporte'],
  frio: ['frio'],
  almacen: ['almacen', 'mudanzas'],
  aduanas: ['aduanas'],
  internacional: ['transporte'],
  'ultima-milla': ['ecommerce'],
  ecommerce: ['ecommerce', 'almacen'],
  especial: ['especial'],
  consultoria: ['tecnologia'],
};

/** Price in euros with cents: rounded prices, prices with IVA added, and the odd .50/.90. */
function demoPrice(rng: Rng, [min, max]: [number, number]): number {
  const base = Math.round(rng.between(min, max) / 5) * 5;
  const style = rng.weighted([
    ['round', 40],
    ['vat', 35],
    ['cents', 25],
  ] as const);
  if (style === 'vat') return Math.round(base * 1.21 * 100) / 100;
  if (style === 'cents') return base - rng.pick([0.05, 0.1, 0.5]);
  return base;
}

/**
 * The stored structure of a request, by the same code as the API (structureRequest: province
 * spelling, coordinates, distance, details), checked against the day the client published it.
 * The service date counts from the day the seed runs, so the demo never shows dates gone by.
 */
function demoStructure(request: DemoRequest, today: string, createdAt: Date): RequestStructure {
  const input = {
    services: [...request.services],
    category: request.category,
    origin: request.origin,
    destination: request.destination,
    date: addDays(today, request.serviceInDays),
    dateFlexibility: request.dateFlexibility,
    details: request.details,
  };
  try {
    return structureRequest(input, madridToday(createdAt));
  } catch (error) {
    const reasons = error instanceof AppException && error.errors ? error.errors.map((e) => `${e.field}: ${e.message}`) : [String(error)];
    throw new Error(`Demo data: "${request.title}" is not a valid request (${reasons.join('; ')})`, { cause: error });
  }
}

/** Fills ds.requests and ds.proposals; returns the accepted proposals (reviews and messages build on them). */
export function buildRequestsAndProposals(
  ctx: DemoBuildContext,
  clients: ReadonlyMap<string, BuiltClient>,
  companies: ReadonlyMap<string, BuiltCompany>,
): AcceptedProposal[] {
  const { now, rng, ds } = ctx;
  const today = madridToday(now);
  const requests: BuiltRequest[] = [];
  const accepted: AcceptedProposal[] = [];
  const termsRng = createTermsRng();

  for (const request of DEMO_REQUESTS) {
    const client = clients.get(request.client)!;
    const status = (request.status ?? RequestStatus.Active) as RequestStatus;
    const createdAt = daysBefore(now, request.daysAgo);
    const endedAt = status === RequestStatus.Active ? null : daysBefore(now, request.endedDaysAgo!);
    const built: BuiltRequest = { data: request, id: rng.uuid(), createdAt, endAt: endedAt ?? now };
    const structure = demoStructure(request, today, createdAt);
    requests.push(built);
    const row: (typeof ds.requests)[number] = {
      id: built.id,
      clientId: client.id,
      slug: slugify(request.title),
      title: request.title,
      description: request.description,
      services: [...request.services],
      ...structure,
      status,
      closedAt: status === RequestStatus.Closed ? endedAt : null,
      createdAt,
      updatedAt: endedAt ?? createdAt,
    };
    ds.requests.push(row);

    // When could this company have answered? null when it joined too late.
    const windowFor = (company: BuiltCompany): [Date, Date] | null => {
      const start = hoursAfter(maxDate(createdAt, company.createdAt), 0.5);
      const end = hoursAfter(built.endAt, -0.5);
      return end.getTime() - start.getTime() >= HOUR_MS ? [start, end] : null;
    };

    const text = `${request.title} ${request.description}`;
    const mentions = (places: readonly string[]) => places.some((place) => text.includes(place));
    const provinces = [structure.province, structure.destinationProvince];
    const chosen: { company: BuiltCompany; status?: ProposalStatus }[] = [];
    for (const pin of request.pinned ?? []) {
      const company = companies.get(pin.company)!;
      if (!windowFor(company)) throw new Error(`Demo data: ${company.data.name} cannot answer "${request.title}" in time`);
      chosen.push({ company, status: pin.status as ProposalStatus });
    }
    const candidates = [...companies.values()]
      .filter((company) => !chosen.some((c) => c.company === company))
      // The first service listed is what the job is about: only companies offering it answer.
      .filter((company) => company.data.services.includes(request.services[0]))
      .filter((company) => windowFor(company) !== null)
      // Island companies only answer jobs on or to their islands.
      .filter((company) => !company.data.islands || provinces.includes(company.data.province) || mentions(company.data.islands))
      .map((company) => ({
        company,
        score:
          company.data.services.filter((service) => request.services.includes(service)).length +
          (KIND_SEGMENTS[request.kind].includes(company.data.segment) ? 3 : 0) +
          (company.data.province === structure.province ? 2 : 0) +
          (mentions([company.data.city, ...(company.data.islands ?? [])]) ? 2 : 0) +
          rng.between(0, 2),
      }))
      .sort((a, b) => b.score - a.score);
    for (const { company } of candidates.slice(0, Math.max(0, request.offers - chosen.length))) chosen.push({ company });
    if (chosen.length < request.offers) throw new Error(`Demo data: not enough companies can answer "${request.title}"`);

    const templates = PROPOSAL_TEMPLATES[request.kind];
    const firstTemplate = rng.int(0, templates.length - 1);
    let hasAccepted = chosen.some((c) => c.status === ProposalStatus.Accepted);
    chosen.forEach(({ company, status: pinnedStatus }, i) => {
      let proposalStatus: ProposalStatus;
      if (pinnedStatus) proposalStatus = pinnedStatus;
      else if (status === RequestStatus.Active && !hasAccepted) proposalStatus = ProposalStatus.Pending;
      else if (status === RequestStatus.Cancelled || hasAccepted) proposalStatus = ProposalStatus.Rejected;
      else {
        proposalStatus = ProposalStatus.Accepted;
        hasAccepted = true;
      }
      const [start, end] = windowFor(company)!;
      const proposalCreatedAt = minDate(hoursAfter(start, rng.between(0.5, 30)), end);
      const respondedAt =
        proposalStatus === ProposalStatus.Pending
          ? null
          : minDate(hoursAfter(proposalCreatedAt, rng.between(2, 36)), new Date(built.endAt.getTime() - 5 * 60 * 1000));
      const noPrice =
        proposalStatus === ProposalStatus.Pending && (request.kind === 'mudanza' || request.kind === 'almacen') && rng.chance(0.15);
      const context = { companyName: company.data.name, contactPerson: company.data.contactPerson, city: structure.city };
      const message = noPrice ? NO_PRICE_TEMPLATE(context) : templates[(firstTemplate + i) % templates.length](context);
      const clientSharedData: ClientSharedData | null =
        proposalStatus === ProposalStatus.Accepted
          ? { client_name: client.data.fullName, client_phone: client.data.phone, shared_at: respondedAt!.toISOString() }
          : null;
      const id = rng.uuid();
      const price = noPrice ? null : demoPrice(rng, request.budget);
      const terms = demoProposalTerms(termsRng, {
        kind: request.kind,
        category: structure.category,
        serviceDate: structure.serviceDate,
        createdAt: proposalCreatedAt,
        price,
      });
      // An offer nobody answered in time has lapsed, as the expiry job would have marked it.
      if (proposalStatus === ProposalStatus.Pending && terms.validUntil < today) proposalStatus = ProposalStatus.Expired;
      ds.proposals.push({
        id,
        requestId: built.id,
        companyId: company.id,
        message,
        price,
        ...terms,
        status: proposalStatus,
        closedReason: proposalStatus === ProposalStatus.Rejected && !pinnedStatus ? (hasAccepted ? 'hired_other' : 'request_closed') : null,
        clientSharedData,
        respondedAt,
        createdAt: proposalCreatedAt,
        updatedAt: respondedAt ?? proposalCreatedAt,
      });
      // The company opened the request a little before answering it (its response time).
      ds.requestViews.push({
        companyId: company.id,
        requestId: built.id,
        firstViewedAt: new Date(proposalCreatedAt.getTime() - termsRng.between(0.1, 20) * HOUR_MS),
      });
      if (proposalStatus === ProposalStatus.Accepted) {
        accepted.push({ request: built, company, client, respondedAt: respondedAt! });
        // The lifecycle after hiring: an open request with an accepted offer is hired; a completed one was hired first.
        row.hiredAt = respondedAt;
        if (status === RequestStatus.Active) row.status = RequestStatus.Hired;
        if (status === RequestStatus.Completed) row.completedAt = endedAt;
      }
    });
  }

  return accepted;
}
