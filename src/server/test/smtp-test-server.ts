import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  data: string;
}

/**
 * A plain SMTP server on 127.0.0.1, enough for nodemailer: it accepts every message and keeps
 * it. `start` can take the port of an earlier run, so a test can stop the server and bring it
 * back where the app expects it.
 */
export function createSmtpTestServer(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  function session(socket: Socket) {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 kasrat-test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
            continue;
          }
          inData = false;
          const accepted = mail;
          mail = { from: '', to: [], data: '' };
          setTimeout(() => {
            received.push(accepted);
            reply('250 2.0.0 queued');
          }, options.delayMs ?? 0);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-kasrat-test\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 kasrat-test');
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('500 5.5.1 command unrecognized');
      }
    });
  }

  return {
    received,
    /** Mails received for one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    async start(port = 0): Promise<number> {
      const listening = createServer(session);
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', resolve);
      });
      server = listening;
      return (listening.address() as { port: number }).port;
    },
    async stop() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}
