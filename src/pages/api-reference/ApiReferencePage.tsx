import { referenceCalls } from '../../contracts/reference.calls';
import { lineOf, splitLine } from '../../contracts/calls';

/**
 * The API reference (server/openapi): the server's page in a frame of the layout. A same-origin frame
 * shares the tab's session, so the page fetches the document with the user's own token.
 */
export default function ApiReferencePage() {
  return (
    <iframe
      title="API reference"
      src={splitLine(lineOf(referenceCalls.page)).path}
      style={{ border: 0, width: '100%', height: 'calc(100vh - 120px)', background: '#fff' }}
      data-testid="api-reference"
    />
  );
}
