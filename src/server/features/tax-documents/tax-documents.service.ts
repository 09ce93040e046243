import { notFound } from '#server/http-error.ts';
import type { SessionUser } from '#server/plugins/auth.ts';
import { paginate } from '#shared/discovery-types.ts';
import { addIstDays, istInstant } from '#shared/ist.ts';
import { financialYearOf, parseFinancialYear } from '#shared/tax/financial-year.ts';
import type { PayoutStatementView, TaxDocumentView } from '#shared/tax/tax-document-view.ts';
import {
  type DocumentsPage,
  type DocumentsQuery,
  documentFileName,
  payoutStatementFileName,
  tdsStatementFileName,
} from '#shared/tax/tax-documents-api.ts';
import { TAX_MESSAGES } from '#shared/tax/tax-messages.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { DocumentRenderers } from './document-renderers';
import { type AmountInWords, taxDocumentView } from './document-view';
import { payoutStatementView, tdsStatementView } from './statement-views';
import type { StoredTaxDocument, TaxDocumentsRepository } from './tax-documents.repository';

export interface RenderedPdf {
  fileName: string;
  pdf: Buffer;
}

export interface TaxDocumentsDependencies {
  repository: TaxDocumentsRepository;
  tax: TaxSettings;
  renderers: DocumentRenderers;
  inWords: AmountInWords;
  now: () => Date;
}

type Viewer = Pick<SessionUser, 'id' | 'role' | 'trainerId'>;

/**
 * Who may read a document (docs/product/tax.md#where-people-find-their-documents): its client,
 * the trainer it concerns (a session of theirs, or commission charged to them: not the client's
 * platform fee), or an admin.
 */
export function mayRead(viewer: Viewer, document: StoredTaxDocument): boolean {
  if (viewer.role === 'admin') return true;
  if (document.clientId !== null && document.clientId === viewer.id) return true;
  return (
    viewer.trainerId !== null &&
    document.trainerId === viewer.trainerId &&
    document.supply !== 'platform_fee'
  );
}

export function createTaxDocumentsService(deps: TaxDocumentsDependencies) {
  const { repository, tax, renderers, inWords } = deps;

  const pageOf = async (
    list: Promise<{ rows: DocumentsPage['data']; totalCount: number }>,
    query: DocumentsQuery,
  ): Promise<DocumentsPage> => {
    const { rows, totalCount } = await list;
    return { data: rows, pagination: paginate(query.page, query.limit, totalCount) };
  };
  const offsetOf = (query: DocumentsQuery) => (query.page - 1) * query.limit;

  /** Anybody else is told it does not exist: a 404 reveals nothing a 403 would. */
  async function readable(id: string, viewer: Viewer) {
    const facts = await repository.find(id);
    if (!facts || !mayRead(viewer, facts.document)) throw notFound(TAX_MESSAGES.documentNotFound);
    return facts;
  }

  async function payoutStatement(id: string, viewer: Viewer): Promise<PayoutStatementView> {
    const facts = await repository.payoutFacts(id);
    const own = viewer.role === 'admin' || facts?.payout.trainerId === viewer.trainerId;
    if (!facts || !own) throw notFound(TAX_MESSAGES.statementNotFound);
    return payoutStatementView(facts, tax.platform.sample);
  }

  async function tdsStatement(trainerId: string | null, label?: string) {
    if (!trainerId) throw notFound(TAX_MESSAGES.noTrainerProfile);
    const identity = await repository.identityOf(trainerId);
    if (!identity) throw notFound(TAX_MESSAGES.noTrainerProfile);
    const year = (label && parseFinancialYear(label)) || financialYearOf(deps.now());
    const payments = await repository.paymentsBetween(
      trainerId,
      istInstant(year.firstDate, 0),
      istInstant(addIstDays(year.lastDate, 1), 0),
    );
    return tdsStatementView(year, identity, payments, tax.platform);
  }

  return {
    clientDocuments(clientId: string, query: DocumentsQuery) {
      return pageOf(repository.listForClient(clientId, offsetOf(query), query.limit), query);
    },

    async trainerDocuments(trainerId: string | null, query: DocumentsQuery) {
      if (!trainerId) return { data: [], pagination: paginate(query.page, query.limit, 0) };
      return pageOf(repository.listForTrainer(trainerId, offsetOf(query), query.limit), query);
    },

    async document(id: string, viewer: Viewer): Promise<TaxDocumentView> {
      return taxDocumentView(await readable(id, viewer), tax.platform, inWords);
    },

    async documentPdf(id: string, viewer: Viewer): Promise<RenderedPdf> {
      const view = taxDocumentView(await readable(id, viewer), tax.platform, inWords);
      return { fileName: documentFileName(view.serial), pdf: await renderers.taxDocument(view) };
    },

    payoutStatement,

    async payoutStatementPdf(id: string, viewer: Viewer): Promise<RenderedPdf> {
      const view = await payoutStatement(id, viewer);
      return {
        fileName: payoutStatementFileName(view.weekStart),
        pdf: await renderers.payoutStatement(view),
      };
    },

    tdsStatement,

    async tdsStatementPdf(trainerId: string | null, label?: string): Promise<RenderedPdf> {
      const view = await tdsStatement(trainerId, label);
      return {
        fileName: tdsStatementFileName(view.financialYear),
        pdf: await renderers.tdsStatement(view),
      };
    },
  };
}
export type TaxDocumentsService = ReturnType<typeof createTaxDocumentsService>;
