import type { TCustomer } from 'shared/contract';
import { buildPath } from 'shared/routes';

/** The details link carries the kind, which the details call needs and the route has no place for. */
export const customerHref = (c: Pick<TCustomer, 'id' | 'kind'>) =>
  `${buildPath('people.customerDetails', { itemId: c.id })}?kind=${c.kind}`;
