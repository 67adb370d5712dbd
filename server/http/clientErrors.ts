import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

// What Node itself would answer (node:_http_server), now with the JSON envelope instead of no body.
const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The address or headers are too large (16 KB at most).',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'Bad Request', 'The request could not be understood.'];

/**
 * Requests Node rejects before they reach the app (URL or cookies over 16 KB, a malformed request line)
 * get the API's envelope `{ success: false, message }` like every other failure, then the connection closes.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, reason, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ success: false, message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}
