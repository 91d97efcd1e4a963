export { conflict, forbidden, notFound, type CallContext } from '../../platform/http';
export { invalid as invalidLike } from '../../platform/http';
