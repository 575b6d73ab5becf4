// The people feature's public face: what other features may import. Everything else is its own.
export { toOrganization } from './orgs-users/mappers';
