import { byHandler, defineCalls, FileOf, Multipart, PUBLIC } from './define';
import { fileCalls } from './files.calls';
import { T } from './schema';

export const files = defineCalls('files', fileCalls, {
  upload: {
    summary: 'Upload a picture or a document (checked by its content, not its name; at most 10 MB)',
    access: byHandler('any logged-in user; the file is readable by its address'),
    query: T.Object({ kind: T.Optional(T.String({ description: 'image | document | video' })) }),
    body: Multipart({ file: 'the file' }),
    answer: T.Object({ fileUrl: T.String({ description: '/files/{uuid}/{name}' }), fileName: T.String(), size: T.Integer() }),
    errors: { 400: 'a type the kind does not accept', 413: 'over 10 MB' },
  },
  file: {
    summary: 'A stored file by its address (ranges supported)',
    access: PUBLIC('the address is unguessable'),
    answer: FileOf('application/octet-stream', 'the file, with its own type'),
    errors: { 404: 'no such file', 416: 'the range cannot be satisfied' },
  },
  version: {
    summary: "The deployed browser app's version: the app reloads when it changes (ETag, 304 when unchanged)",
    access: PUBLIC(),
    answer: FileOf('application/json', '{ "pack_vue_version": "…" } (not enveloped)'),
  },
});
