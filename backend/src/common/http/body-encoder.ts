import { Injectable } from '@nestjs/common';
import { encodeBody, encodeOnce, type ContentEncoding, type EncodedBodies } from './content-encoding';

/**
 * Compresses the API's JSON answers (content-encoding.ts does the work): every form of a kept public read once, when
 * it is kept, and any other answer in the one encoding its request takes. One provider, so a test can count the work.
 */
@Injectable()
export class BodyEncoder {
  /** Every form of a body that many answers will send. */
  kept(body: Buffer): Promise<EncodedBodies> {
    return encodeBody(body);
  }

  /** A body for this one answer, in `encoding`. */
  once(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
    return encodeOnce(body, encoding);
  }
}
