// The customer's photos and files copied into R2 as the message is handled: Messenger's links
// expire within days and WhatsApp's media is fetched by its id with the token (its link lasts
// minutes). The drawings' rules decide what is kept: an allowed type whose leading bytes match,
// within the size limit; anything else is named on the lead with the reason.
import {
  allowedExtensionsText,
  allowedUploadTypes,
  uploadLimitBytes,
  uploadLimitText,
  type UploadExtension,
} from '../../shared/upload-rules';
import { matchesSignature, signatureBytes } from '../storage/file-signature';
import { sanitiseFileName } from '../storage/drawing-store';
import { alertTimeoutMs } from '../queue/send-result';
import type { GraphTransport } from './channels';
import type { NewChatAttachment } from './store';
import type { ChatMedia } from '../queue/chat-event';

/** Where the development page keeps the files it sends "as a customer"; the local transport reads them back. */
export const devMediaKey = (id: string) => `dev-chat/${id}`;
/** The link a development message carries for such a file (the local transport reads R2 instead). */
export const devMediaUrlPrefix = 'https://dev-media.invalid/';

/** A download that could not be made: retrying may help (5xx, 429, network), or not (a 404, a refused file). */
export class MediaUnavailable extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const extensionForType: Record<string, UploadExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/vnd.dwg': 'dwg',
  'image/vnd.dxf': 'dxf',
};

const contentTypeOf = (header: string | null | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** A file's name: its own when it has an allowed extension, else "photo.jpg" from the type. */
function fileNameFor(given: string | null, contentType: string, fallbackStem: string): string {
  const name = sanitiseFileName(given ?? '');
  const extension = extensionForType[contentType];
  if (name && /\.[a-z0-9]{2,4}$/i.test(name)) return name;
  return `${name || fallbackStem}.${extension ?? 'bin'}`;
}

async function readCapped(response: Response): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > uploadLimitBytes) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > uploadLimitBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const retryAfter = (response: Response) => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

async function download(url: string, headers: Record<string, string>): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(alertTimeoutMs * 3) });
  } catch (error) {
    throw new MediaUnavailable(`the file could not be downloaded: ${String(error)}`, true);
  }
  if (!response.ok) {
    await response.body?.cancel();
    const retryable = response.status === 429 || response.status >= 500;
    throw new MediaUnavailable(`the file's download answered ${response.status}`, retryable, retryAfter(response));
  }
  return response;
}

interface Fetched {
  bytes: Uint8Array | null;
  contentType: string;
  name: string | null;
}

/** WhatsApp: the media's link from its id, then the bytes, both with the token. */
async function fetchWhatsappMedia(
  transport: Extract<GraphTransport, { kind: 'graph' }>,
  media: Extract<ChatMedia, { kind: 'whatsapp-media' }>,
) {
  const auth = { Authorization: `Bearer ${transport.token}` };
  const lookup = await download(`${transport.base}/${encodeURIComponent(media.id)}`, auth);
  const { url, mime_type } = (await lookup.json().catch(() => ({}))) as { url?: unknown; mime_type?: unknown };
  if (typeof url !== 'string' || !/^https:\/\//i.test(url)) throw new MediaUnavailable("the media's lookup gave no link", false);
  const file = await download(url, auth);
  return {
    bytes: await readCapped(file),
    contentType: contentTypeOf(typeof mime_type === 'string' ? mime_type : media.mimeType),
    name: media.fileName,
  };
}

async function fetchMedia(bucket: R2Bucket, transport: GraphTransport, media: ChatMedia): Promise<Fetched> {
  if (transport.kind === 'local') {
    // The development page's file, kept under the id its link or media id names.
    const id = media.kind === 'link' ? media.url.slice(devMediaUrlPrefix.length) : media.id;
    const object = media.kind === 'link' && !media.url.startsWith(devMediaUrlPrefix) ? null : await bucket.get(devMediaKey(id));
    if (!object) throw new MediaUnavailable('the development file is gone', false);
    return {
      bytes: new Uint8Array(await object.arrayBuffer()),
      contentType: contentTypeOf(object.httpMetadata?.contentType),
      name: object.customMetadata?.name ?? null,
    };
  }
  if (media.kind === 'link') {
    const response = await download(media.url, {});
    return { bytes: await readCapped(response), contentType: contentTypeOf(response.headers.get('Content-Type')), name: null };
  }
  if (transport.kind === 'waiting') throw new MediaUnavailable(transport.detail, true);
  return fetchWhatsappMedia(transport, media);
}

function refusal(bytes: Uint8Array | null, extension: UploadExtension | null): string | null {
  if (bytes === null) return `Not kept: over the ${uploadLimitText} limit.`;
  if (bytes.byteLength === 0) return 'Not kept: the file is empty.';
  if (!extension) return `Not kept: only ${allowedExtensionsText} files are kept.`;
  if (!matchesSignature(extension, bytes.subarray(0, signatureBytes)))
    return `Not kept: the content is not a ${extension.toUpperCase()} file.`;
  return null;
}

/** Each file of the message into R2 (chat/<uuid>), or named with why it was not kept. Throws MediaUnavailable when a download fails. */
export async function copyMedia(
  bucket: R2Bucket,
  transport: GraphTransport,
  media: ChatMedia[],
  stem: string,
): Promise<NewChatAttachment[]> {
  const stored: NewChatAttachment[] = [];
  try {
    await copyEach(bucket, transport, media, stem, stored);
  } catch (error) {
    // The message is handled again later: the files copied so far would be copied twice.
    const keys = stored.flatMap((file) => (file.r2Key ? [file.r2Key] : []));
    if (keys.length > 0) await bucket.delete(keys);
    throw error;
  }
  return stored;
}

async function copyEach(bucket: R2Bucket, transport: GraphTransport, media: ChatMedia[], stem: string, stored: NewChatAttachment[]) {
  for (const [index, item] of media.entries()) {
    const fetched = await fetchMedia(bucket, transport, item);
    const fileName = fileNameFor(fetched.name, fetched.contentType, `${stem}${media.length > 1 ? `-${index + 1}` : ''}`);
    const extension = (fileName.toLowerCase().split('.').pop() ?? '') as UploadExtension;
    const allowed = Object.hasOwn(allowedUploadTypes, extension) ? extension : null;
    const refusedReason = refusal(fetched.bytes, allowed);
    const size = fetched.bytes?.byteLength ?? uploadLimitBytes + 1;
    if (refusedReason || !allowed) {
      stored.push({
        fileName,
        contentType: fetched.contentType || 'application/octet-stream',
        size,
        r2Key: null,
        refusedReason: refusedReason ?? 'Not kept.',
      });
      continue;
    }
    const contentType = allowedUploadTypes[allowed];
    const r2Key = `chat/${crypto.randomUUID()}`;
    await bucket.put(r2Key, fetched.bytes!, {
      httpMetadata: { contentType, contentDisposition: 'attachment' },
      customMetadata: { originalName: fileName },
    });
    stored.push({ fileName, contentType, size, r2Key, refusedReason: null });
  }
}
