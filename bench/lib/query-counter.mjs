// Preloaded (`node --import`) into the app and the bare server by bench/http-lists.mjs: counts the
// SQL statements the process sends through pg (Client.prototype.query, which TypeORM and
// pg.Pool both end up in) and answers the parent's IPC message `{ type: 'query-count', id }`.
// Without an IPC channel it only counts. The parent asks with queryCount() of bench/lib/http-load.mjs.
import pg from 'pg';

let count = 0;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  return original.apply(this, args);
};

if (process.send) {
  process.on('message', (message) => {
    if (message?.type === 'query-count') process.send({ type: 'query-count', id: message.id, count });
  });
  process.channel?.unref();
}
