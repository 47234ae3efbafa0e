import { FileOf, PUBLIC, defineCalls, menu } from './define';
import { referenceCalls } from './reference.calls';

/** The menu code of the API reference (the /apiReference route): administrators hold it. */
export const API_REFERENCE_MENU = 'apiReference';

export const reference = defineCalls('reference', referenceCalls, {
  openapi: {
    summary: 'This document: OpenAPI 3.1 of every call, the generic lists of every data route included',
    description: "Not enveloped: the plain OpenAPI document. It lists the installation's configured routes, hence the permission.",
    access: menu(API_REFERENCE_MENU),
    answer: FileOf('application/json', 'the OpenAPI 3.1 document'),
  },
  page: {
    summary: 'The API reference page (Scalar), which reads the document with the session of the tab it opens in',
    access: PUBLIC('a page without data: the document it shows needs the permission'),
    answer: FileOf('text/html'),
  },
  pageScript: {
    summary: "The reference page's script: fetches the document with the tab's session token",
    access: PUBLIC(),
    answer: FileOf('text/javascript'),
  },
  viewerScript: {
    summary: 'The Scalar API reference viewer (@scalar/fastify-api-reference), served by the app itself',
    access: PUBLIC(),
    answer: FileOf('text/javascript'),
  },
});
