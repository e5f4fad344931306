import { LIVE_NOTIFICATION_EVENTS, LiveNotificationSchema } from '@taka/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveStream } from '../../modules/notifications/live.ts';
import { signedIn } from '../../plugins/app/authenticate.ts';

/** After a drop, the client waits at least this long (SSE `retry`); its own backoff grows from there. */
const RETRY_MS = 1_000;

function frame(event: LiveEvent): string {
  if (event.type === 'refresh') return `event: ${LIVE_NOTIFICATION_EVENTS.refresh}\ndata: {}\n\n`;
  const data = JSON.stringify(LiveNotificationSchema.parse(event.data));
  return `event: ${LIVE_NOTIFICATION_EVENTS.notification}\nid: ${event.data.id}\ndata: ${data}\n\n`;
}

/**
 * GET stream: the signed-in customer's notifications as server-sent events (decision 025), read by the web app
 * with fetch (it sends the bearer and Session-Data headers, which EventSource cannot). The reply is written by
 * hand, so neither compression nor a timeout touches it; it ends when the client goes, when its session ends or
 * locks, when the customer opens too many, and when the server closes.
 */
export function openNotificationStream(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const auth = signedIn(request);
  reply.hijack();
  const response = reply.raw;
  request.raw.socket.setTimeout(0);
  request.raw.socket.setNoDelay(true);
  // what earlier hooks set (security headers, request id), which a hijacked reply does not send by itself
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) response.setHeader(name, value);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and the like would hold the events back in a buffer
    'x-accel-buffering': 'no',
    // the connection goes with the stream: a kept-alive one would hold the server's close
    connection: 'close',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
  const stream: LiveStream = {
    auth,
    send: (event) => void response.write(frame(event)),
    heartbeat: () => void response.write(':\n\n'),
    end: () => response.end(),
  };
  fastify.liveNotifications.add(stream);
  response.on('close', () => fastify.liveNotifications.remove(stream));
}
