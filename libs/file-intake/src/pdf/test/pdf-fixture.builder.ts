import { createHash } from 'node:crypto';
import { type PDFContext, PDFDocument, PDFHexString } from 'pdf-lib';

export interface PdfFixtureOptions {
  /**
   * Encrypts with the PDF Standard security handler (RC4, revision 2). An empty user password is what
   * banks use to forbid printing or copying: anyone can open the file. pdf-lib cannot encrypt, so this
   * writes the security dictionary itself; page dictionaries hold no strings, so pages stay readable.
   */
  encryption?: { userPassword: string };
}

export async function buildPdf(pageCount: number, options: PdfFixtureOptions = {}): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  for (let page = 1; page <= pageCount; page += 1) document.addPage().drawText(`Bank statement, page ${page}`);
  if (options.encryption) addStandardSecurity(document.context, options.encryption.userPassword);
  // Object streams would be encrypted too, and this fixture never really encrypts anything.
  const bytes = await document.save({ addDefaultPage: false, useObjectStreams: !options.encryption });
  return Buffer.from(bytes);
}

const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const KEY_BYTES = 5; // 40-bit RC4

/** Algorithms 3, 4 and 6 of ISO 32000-1, 7.6.3, for revision 2. */
function addStandardSecurity(context: PDFContext, userPassword: string): void {
  const documentId = md5(Buffer.from('file-intake fixture'));
  const permissions = -4;
  const owner = rc4(md5(padPassword('owner password')).subarray(0, KEY_BYTES), padPassword(userPassword));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const fileKey = md5(Buffer.concat([padPassword(userPassword), owner, permissionBytes, documentId])).subarray(0, KEY_BYTES);
  const user = rc4(fileKey, PASSWORD_PADDING);
  const hex = (bytes: Buffer) => PDFHexString.of(bytes.toString('hex'));
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, Length: 40, P: permissions, O: hex(owner), U: hex(user) }),
  );
  context.trailerInfo.ID = context.obj([hex(documentId), hex(documentId)]);
}

function padPassword(password: string): Buffer {
  return Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);
}

function md5(bytes: Buffer): Buffer {
  return createHash('md5').update(bytes).digest();
}

/** RC4 by hand: OpenSSL 3 no longer offers it by default. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + state[i] + key[i % key.length]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
  }
  const output = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 0xff;
    j = (j + state[i]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
    output[n] = data[n] ^ state[(state[i] + state[j]) & 0xff];
  }
  return output;
}
