import { priceWithAndWithoutVat } from '@rutalia/catalog';
import type { ProposalStatus } from '../../database/enums.js';
import type { MessageDto } from '../../realtime/realtime.events.js';
import { companySeoParam } from '../companies/company.mapper.js';
import { requestSeoParam } from '../requests/request.mapper.js';
import type { ConversationPartyDto, ConversationProposalDto, ConversationRequestDto } from './dto/messaging.dto.js';
import type { MessageRow, PartyRow, RequestContextRow } from './messaging-sql.js';

/** Rows → API shapes: a party shows as its company when it has one, else by full name. */

export const conversationKey = (otherUserId: string, requestId: string | null) => `${otherUserId}:${requestId ?? 'general'}`;

export function partyKind(row: Pick<PartyRow, 'companyId' | 'userType'>): ConversationPartyDto['kind'] {
  if (row.companyId) return 'company';
  return row.userType === 'client' ? 'client' : 'other';
}

export function displayName(row: Pick<PartyRow, 'companyId' | 'companyName' | 'userType' | 'fullName'>): string {
  return partyKind(row) === 'company' ? row.companyName || row.fullName : row.fullName;
}

export function toParty(
  row: Pick<PartyRow, 'id' | 'companyId' | 'companyName' | 'companySlug' | 'companyLogo' | 'userType' | 'fullName'>,
): ConversationPartyDto {
  const company = row.companyId ? { id: row.companyId, slug: row.companySlug ?? '' } : null;
  return {
    id: row.id,
    kind: partyKind(row),
    displayName: displayName(row),
    companyId: company?.id ?? null,
    companySeoParam: company ? companySeoParam(company) : null,
    logo: company ? row.companyLogo : null,
  };
}

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    requestId: row.requestId,
    content: row.content,
    isRead: row.isRead,
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    clientMessageId: row.clientMessageId,
  };
}

/** The conversation's request (null: the general conversation, or a request deleted since). */
export function toConversationRequest(row: RequestContextRow | undefined): ConversationRequestDto | null {
  if (!row?.requestId || row.requestTitle === null) return null;
  const origin = row.requestCity ?? '';
  const proposal = toConversationProposal(row);
  return {
    id: row.requestId,
    title: row.requestTitle,
    seoParam: requestSeoParam({ id: row.requestId, slug: row.requestSlug ?? '' }),
    route: row.requestDestinationCity ? `${origin} → ${row.requestDestinationCity}` : origin,
    date: row.requestDate,
    dateFlexibility: row.requestDateFlexibility as ConversationRequestDto['dateFlexibility'],
    // Kept for older clients: the proposal's price once the client accepted it.
    acceptedPrice: proposal?.status === 'accepted' ? proposal.price : null,
    proposal,
  };
}

/** The company's proposal on the conversation's request (null: it sent none). */
function toConversationProposal(row: RequestContextRow): ConversationProposalDto | null {
  if (!row.proposalId) return null;
  const price = row.proposalPrice === null ? null : Number(row.proposalPrice);
  const vatIncluded = row.proposalVatIncluded ?? false;
  return {
    id: row.proposalId,
    price,
    vatIncluded,
    priceWithVat: price === null ? null : priceWithAndWithoutVat(price, vatIncluded).withVat,
    status: row.proposalStatus as ProposalStatus,
    validUntil: row.proposalValidUntil,
  };
}
