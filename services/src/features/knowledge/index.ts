// The knowledge feature's public face: what other features may import. Everything else is its own.
export { readerAudiences } from './reader-access';
