import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsPage } from '#shared/tax/tax-documents-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { documentKeys } from './document-keys';

export type DocumentsOwner = 'mine' | 'trainer';

const PATHS: Record<DocumentsOwner, string> = {
  mine: '/me/documents',
  trainer: '/trainer/documents',
};

export function listDocuments(
  owner: DocumentsOwner,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<DocumentsPage> {
  return apiRequest<DocumentsPage>(PATHS[owner], { query: { page, limit }, signal });
}

/**
 * A page of the signed-in person's documents, newest first: as a client (`mine`) or as a
 * trainer (issued on their behalf, and commission invoices addressed to them).
 */
export function documentsQueryOptions(owner: DocumentsOwner, page: number, limit: number) {
  return queryOptions({
    queryKey: documentKeys[owner](page, limit),
    queryFn: ({ signal }) => listDocuments(owner, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(owner: DocumentsOwner, page: number, limit: number) {
  return useQuery(documentsQueryOptions(owner, page, limit));
}
