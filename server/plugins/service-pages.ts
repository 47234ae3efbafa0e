import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import cargoTrackingPlugin from './cargo-tracking';
import contentPlugin from './content';
import customerInfoPlugin from './customer-info';
import organisationsPlugin from './organisations';
import priceSearchPlugin from './price-search';

/**
 * The calls of the search, tracking, content, organisation and customer-information screens
 * (docs/search-tracking.md, docs/content-pages.md, docs/organisations.md, docs/customer-info.md),
 * under the spec's module prefixes.
 */
export default async function servicePagesPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(organisationsPlugin, { prefix: '/hrs', ctx });
  await app.register(contentPlugin, { prefix: '/hrs', ctx });
  await app.register(priceSearchPlugin, { prefix: '/afbase', ctx });
  await app.register(cargoTrackingPlugin, { prefix: '/afbase', ctx });
  await app.register(customerInfoPlugin, { prefix: '/prm', ctx });
}
