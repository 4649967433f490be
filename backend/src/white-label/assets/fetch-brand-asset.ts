/**
 * The publish-time copy of a logo or favicon: one GET, following at most three redirects, each hop
 * connecting only to an address the policy allows (checked after DNS, and the connection is made
 * to that very address, so a name cannot resolve one way for the check and another for the
 * request). Size, type and content are checked before anything is kept.
 */
import { createHash } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  BRAND_ASSET_DESCRIPTION,
  BRAND_ASSET_MAX_BYTES,
  type BrandAssetType,
  isBrandAssetType,
} from '@northvault/contracts/white-label-assets';
import { isAllowedAssetAddress } from '../../network/address-policy';
import { looksLike } from './image-type';

export interface AssetFetchPolicy {
  allowLoopback: boolean;
  /** Every address a host name resolves to. */
  resolve(host: string): Promise<string[]>;
  maxBytes?: number;
  timeoutMs?: number;
}

export interface FetchedAsset {
  bytes: Buffer;
  contentType: BrandAssetType;
  sha256: string;
}

/** Why an asset was refused, as the end of a sentence: `logoUrl could not be fetched: <reason>.` */
export class AssetRefused extends Error {
  override name = 'AssetRefused';
}

const MAX_REDIRECTS = 3;

export async function fetchBrandAsset(url: string, policy: AssetFetchPolicy): Promise<FetchedAsset> {
  const maxBytes = policy.maxBytes ?? BRAND_ASSET_MAX_BYTES;
  const signal = AbortSignal.timeout(policy.timeoutMs ?? 5000);
  let current = parseHttpUrl(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const address = await allowedAddress(current, policy);
    const response = await get(current, address, signal);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      current = parseHttpUrl(new URL(location, current).href);
      continue;
    }
    return readImage(response, maxBytes, signal);
  }
  throw new AssetRefused(`it redirects more than ${MAX_REDIRECTS} times`);
}

function parseHttpUrl(value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new AssetRefused(`${value} is not an http:// or https:// address`);
  }
  return url;
}

/** The address to connect to, once every address the host has passed the policy. */
async function allowedAddress(url: URL, policy: AssetFetchPolicy): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await policy.resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new AssetRefused(`the host name ${host} does not resolve`);
  // One private answer is enough to refuse: the connection could be steered to it.
  const refused = addresses.find((address) => !isAllowedAssetAddress(address, policy.allowLoopback));
  if (refused !== undefined) {
    throw new AssetRefused(
      `${url.host} is on a private or reserved network address (${refused}), which is never fetched`,
    );
  }
  return addresses[0]!;
}

function get(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const family = isIP(address);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup, signal, headers: { Accept: 'image/*' } }, resolve);
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new AssetRefused(
          signal.aborted
            ? 'the server took too long to answer'
            : `it could not be reached (${error.code ?? error.message})`,
        ),
      ),
    );
  });
}

async function readImage(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<FetchedAsset> {
  if (response.statusCode !== 200) {
    response.resume();
    throw new AssetRefused(`the server answered HTTP ${response.statusCode}`);
  }
  const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isBrandAssetType(type)) {
    response.resume();
    throw new AssetRefused(
      `it must be a ${BRAND_ASSET_DESCRIPTION}, and the server says it is ${type || 'of no type'}`,
    );
  }
  const tooLarge = new AssetRefused(`it is larger than ${maxBytes / 1024} KB`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge;
  }
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > maxBytes) {
        response.destroy();
        throw tooLarge;
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AssetRefused) throw error;
    throw new AssetRefused(signal.aborted ? 'the server took too long to answer' : 'the download was cut off');
  }
  const bytes = Buffer.concat(chunks);
  if (!looksLike(type, bytes)) throw new AssetRefused(`its content is not the ${type} image the server says it is`);
  return { bytes, contentType: type, sha256: createHash('sha256').update(bytes).digest('hex') };
}
