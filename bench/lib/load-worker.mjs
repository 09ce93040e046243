// One autocannon run in a process of its own (forked by load.mjs), so that the bench's own
// heap and its collections do not pause the client that measures the server's latency.
import autocannon from 'autocannon';

process.once('message', async ({ baseUrl, paths, start, connections, duration, headers }) => {
  let next = start;
  const result = await autocannon({
    url: baseUrl,
    connections,
    pipelining: 1,
    duration,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  process.send(
    {
      total: result.requests.total,
      duration: result.duration,
      latency: result.latency,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytes: result.throughput.total,
      next,
    },
    () => process.disconnect(),
  );
});
