import type http from 'node:http';
import type net from 'node:net';

export interface ServiceProxy {
  handleRequest(req: http.IncomingMessage, res: http.ServerResponse): void;
  handleUpgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer): void;
}

export function createServiceProxy(options: { targets: { host: string; port: number }[] }): ServiceProxy;
