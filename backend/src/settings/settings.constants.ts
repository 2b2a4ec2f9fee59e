/** The name a park has until staff enter its own (and the one every install showed before it was a setting). */
export const DEFAULT_PARK_NAME = 'Haunted Park';

export const PARK_IDENTITY_LIMITS = { parkName: 80, tagline: 200 } as const;
