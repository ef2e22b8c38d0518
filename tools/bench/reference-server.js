// The reference for the HTTP benchmark: a bare Node server answering a fixed JSON body, so the stack's
// figures can be read as a ratio to what this machine and this load generator can do at all.
const http = require('node:http');
const body = process.argv[2] ?? '{}';
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
