// The notifications feature's public face: what other features may import. Everything else is its own.
export { publishNotification, storeNotification } from './plugin';
