import { once } from 'node:events';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Server, createServer } from 'node:https';
import { type AddressInfo, type Socket } from 'node:net';
import { type TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  servername: string | null;
}

export type ReceiverBehaviour = (request: ReceivedRequest, res: ServerResponse) => void;

export interface LocalHttpsReceiver {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** PEM of the receiver's self-signed certificate, to pass as `ca`. */
  ca: string;
  received: ReceivedRequest[];
  /** Swaps what the receiver answers. */
  answer(behaviour: ReceiverBehaviour): void;
  close(): Promise<void>;
}

/** Names the test certificate is valid for, besides 127.0.0.1 and ::1. */
export const RECEIVER_HOSTNAMES = ['localhost', 'receiver.webhook.test'];

/** An HTTPS server on loopback with a fresh self-signed certificate that records every request it gets. */
export async function startLocalHttpsReceiver(): Promise<LocalHttpsReceiver> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...RECEIVER_HOSTNAMES.map((value) => ({ type: 2 as const, value })),
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  const received: ReceivedRequest[] = [];
  let behaviour: ReceiverBehaviour = (_request, res) => res.writeHead(204).end();
  const sockets = new Set<Socket>();

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { servername } = req.socket as TLSSocket;
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        servername: servername || null,
      };
      received.push(request);
      behaviour(request, res);
    });
  });
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    ca: pems.cert,
    received,
    answer: (next) => {
      behaviour = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
