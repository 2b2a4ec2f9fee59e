/**
 * The rules of a region's key (its pages' first path segment), the server's own: the admin's form checks a key as the
 * API will, and shows the key a name makes before it is sent.
 */
export { REGION_KEY_MAX, RESERVED_REGION_KEYS, regionKeyFromName, regionKeyProblem } from '../../../backend/src/common/domain/region-keys';
