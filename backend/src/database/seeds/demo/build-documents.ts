import PDFDocument from 'pdfkit';
import { addDays } from '../../../common/clock/calendar-days.js';
import { publicBadges, DOCUMENT_KIND_NAMES, formatDay, type StoredBadge } from '../../../modules/documents/badges.js';
import { madridToday } from '../../../modules/requests/request-structure.js';
import { CompanyDocumentKind, CompanyDocumentStatus } from '../../enums.js';
import { DEMO_COMPANY_EMAIL } from './people.data.js';
import { Rng } from './random.js';
import { DEMO_RANDOM_SEED, HOUR_MS, type BuiltCompany, type DemoBuildContext } from './types.js';

/**
 * Checked documents for the demo (issue 20): every company marked verified in the data gets its
 * CIF approved (when it was verified) and, some of them, the transport authorisation and the
 * insurances, so the badges show on the directory, the company pages and the proposals; one
 * liability insurance ends in 20 days (the expiry warning). The demo company account
 * (empresa@demo.rutalia.es) has its CIF waiting in the review queue for admin@demo.rutalia.es.
 * The files are small PDFs drawn here with pdfkit and written to the private folder by the seed.
 * Its own PRNG, so the rest of the demo does not change.
 */
export function buildDocuments(ctx: DemoBuildContext, companies: readonly BuiltCompany[], adminId: string): void {
  const rng = new Rng(DEMO_RANDOM_SEED + 20);
  const today = madridToday(ctx.now);
  let soonGiven = false;
  companies.forEach((company) => {
    const row = ctx.ds.companies.find((c) => c.id === company.id);
    if (!row) return;
    const taxId = `B${String(rng.int(10_000_000, 99_999_999))}`;
    if (!company.data.verified) {
      if (company.data.accountEmail === DEMO_COMPANY_EMAIL) {
        const uploadedAt = new Date(ctx.now.getTime() - rng.between(2, 20) * HOUR_MS);
        addDocument(ctx, rng, company, { kind: CompanyDocumentKind.Cif, expiresOn: null, taxId, uploadedAt, review: null });
      }
      return;
    }
    const verifiedAt = row.verifiedAt ?? ctx.now;
    const uploadedAt = new Date(verifiedAt.getTime() - rng.between(4, 20) * HOUR_MS);
    const approved = (kind: CompanyDocumentKind, expiresOn: string | null): StoredBadge => {
      addDocument(ctx, rng, company, { kind, expiresOn, taxId, uploadedAt, review: { adminId, at: verifiedAt } });
      return { kind, expiresOn };
    };
    const stored: StoredBadge[] = [approved(CompanyDocumentKind.Cif, null)];
    if (rng.chance(0.7))
      stored.push(approved(CompanyDocumentKind.TransportAuthorization, rng.chance(0.5) ? addDays(today, rng.int(200, 900)) : null));
    if (rng.chance(0.65)) {
      // The first insured company's policy ends soon: the expiry warning has something to say.
      stored.push(approved(CompanyDocumentKind.LiabilityInsurance, addDays(today, soonGiven ? rng.int(60, 400) : 20)));
      soonGiven = true;
    }
    if (rng.chance(0.4)) stored.push(approved(CompanyDocumentKind.GoodsInsurance, addDays(today, rng.int(45, 365))));
    row.verifiedAt = verifiedAt;
    row.badges = publicBadges(stored, today).map(({ kind, expiresOn }) => ({ kind, expiresOn }));
  });
}

interface DemoDocument {
  kind: CompanyDocumentKind;
  expiresOn: string | null;
  taxId: string;
  uploadedAt: Date;
  review: { adminId: string; at: Date } | null;
}

function addDocument(ctx: DemoBuildContext, rng: Rng, company: BuiltCompany, doc: DemoDocument): void {
  const id = rng.uuid();
  const fileKey = `documents/${company.id}/${rng.uuid()}.pdf`;
  const pdf = documentPdf(company.data.name, doc);
  ctx.ds.privateFiles.push({ relativePath: fileKey, content: pdf });
  ctx.ds.companyDocuments.push({
    id,
    companyId: company.id,
    kind: doc.kind,
    status: doc.review ? CompanyDocumentStatus.Approved : CompanyDocumentStatus.Pending,
    fileKey,
    mimeType: 'application/pdf',
    sizeBytes: pdf.length,
    originalName: `${doc.kind.replace(/_/g, '-')}-${company.slug}.pdf`,
    expiresOn: doc.expiresOn,
    uploadedBy: company.userId,
    reviewedBy: doc.review?.adminId ?? null,
    reviewedAt: doc.review?.at ?? null,
    rejectionReason: null,
    createdAt: doc.uploadedAt,
  });
}

/**
 * A one-page PDF that says what it stands for and that it is not a real document. pdfkit writes
 * the whole file into its stream buffer on `end()`, so it is read back synchronously.
 */
function documentPdf(companyName: string, doc: DemoDocument): Buffer {
  const pdf = new PDFDocument({
    size: 'A5',
    margin: 40,
    lang: 'es-ES',
    info: { Title: DOCUMENT_KIND_NAMES[doc.kind], CreationDate: doc.uploadedAt },
  });
  pdf.font('Helvetica-Bold').fontSize(16).text(DOCUMENT_KIND_NAMES[doc.kind]);
  pdf.moveDown().font('Helvetica').fontSize(11).text(companyName);
  pdf.text(`NIF: ${doc.taxId}`);
  if (doc.expiresOn) pdf.text(`Válido hasta el ${formatDay(doc.expiresOn)}`);
  pdf.moveDown().fontSize(9).fillColor('#666666').text('Documento de demostración de Rutalia: no es un documento real.');
  pdf.end();
  const chunks: Buffer[] = [];
  for (let chunk: unknown = pdf.read(); chunk !== null; chunk = pdf.read()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
