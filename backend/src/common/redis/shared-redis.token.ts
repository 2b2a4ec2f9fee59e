/**
 * The injection token of the optional SharedRedis: null without REDIS_URL. Apart from the class, so that what injects
 * it does not load the Redis client when Redis is not configured (npm start).
 */
export const SHARED_REDIS = Symbol('SHARED_REDIS');
