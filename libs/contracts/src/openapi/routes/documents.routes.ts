import {
  Document,
  DocumentIdParams,
  DocumentList,
  DocumentsQuery,
  DownloadUrlResponse,
  UploadDocumentsMultipart,
} from '../../documents/document.schema';
import type { ApiRoute } from '../api-route';

export const documentsRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/documents/',
    summary: 'Upload files to a Book',
    description: 'Multipart: repeat `files` once per file; ZIP files are expanded into their files.',
    tags: ['Documents'],
    access: 'write',
    query: DocumentsQuery,
    body: { kind: 'multipart', schema: UploadDocumentsMultipart },
    response: { status: 200, description: 'Every document now attached to the Book', schema: DocumentList },
    errors: [404, 413, 415],
  },
  {
    method: 'get',
    path: '/documents/',
    summary: 'Active documents of a Book',
    tags: ['Documents'],
    access: 'read',
    query: DocumentsQuery,
    response: { status: 200, description: 'Documents of the Book', schema: DocumentList },
    errors: [404],
  },
  {
    method: 'get',
    path: '/documents/{document_id}',
    summary: 'One document with its latest classification and status',
    tags: ['Documents'],
    access: 'read',
    params: DocumentIdParams,
    response: { status: 200, description: 'The document', schema: Document },
    errors: [404],
  },
  {
    method: 'get',
    path: '/documents/{document_id}/download',
    summary: 'A fresh download link for the original file (valid one hour)',
    tags: ['Documents'],
    access: 'read',
    params: DocumentIdParams,
    response: { status: 200, description: 'Download link', schema: DownloadUrlResponse },
    errors: [404],
  },
];
