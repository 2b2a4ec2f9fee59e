/**
 * Small builders of valid request bodies, with overrides. Each returns a new object, so tests never
 * share mutable state. Add one per domain as needed.
 */
export function loginBody(overrides: Partial<{ username: string; password: string }> = {}) {
  return { username: 'admin', password: 'test-keeper-lantern-123', ...overrides };
}

export function attractionBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'The Haunted Hayride',
    description: 'A 30-minute ride through the darkest fields of Clarence.',
    image: '/images/attractions/hayride.jpg',
    category: 'hayride',
    region: 'new-york',
    ...overrides,
  };
}

export function testimonialBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Jessica M.', content: 'Scariest night of my life. We are coming back next year!', region: 'new-york', ...overrides };
}

export function videoBackgroundBody(overrides: Record<string, unknown> = {}) {
  return { page: 'landing', title: 'Foggy cornfield', videoUrl: 'https://vimeo.com/76979871', ...overrides };
}

export function settingsBody(overrides: Record<string, unknown> = {}) {
  return {
    phone: '716-555-0100',
    groupsPhone: '716-555-0101',
    infoEmail: 'info@haunt.example.com',
    groupsEmail: 'groups@haunt.example.com',
    jobsEmail: 'jobs@haunt.example.com',
    facebookUrl: 'https://facebook.com/haunt',
    instagramUrl: 'https://instagram.com/haunt',
    tiktokUrl: null,
    youtubeUrl: null,
    twitterUrl: null,
    ticketingUrl: null,
    ...overrides,
  };
}

let uniqueCounter = 0;
/** A value no other call in this process returns (slugs, unique names). */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++uniqueCounter}`;

export function blogPostBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'The Hollow Bride',
    slug: unique('the-hollow-bride'),
    excerpt: 'A bride who never left the old mill.',
    content: 'On foggy nights the mill wheel turns by itself...',
    region: 'new-york',
    category: 'ghost-story',
    ...overrides,
  };
}

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Wanda Hollow',
    email: 'wanda@example.com',
    message: 'Do you host school groups in October?',
    region: 'new-york',
    ...overrides,
  };
}

/** An application to the region's Sinister Actor posting (SEEDED_JOB_POSTINGS), once open (openJobPostings). */
export function employmentApplicationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ichabod',
    lastName: 'Crane',
    email: 'ichabod@example.com',
    phone: '555-123-4567',
    address: '1 Hollow Road',
    city: 'Sleepy Hollow',
    state: 'NY',
    zipCode: '10591',
    region: 'new-york',
    jobPostingId: overrides.region === 'florida' ? 4 : 1,
    specificPositions: ['Corn Maze Scarer'],
    availability: 'part-time',
    startDate: '2025-09-15',
    over18: true,
    ...overrides,
  };
}

export function operatingNightBody(overrides: Record<string, unknown> = {}) {
  return {
    region: 'new-york',
    date: '2026-10-02',
    doorsOpen: '18:30',
    attractionsStart: '19:00',
    lastEntry: '23:00',
    status: 'open',
    ...overrides,
  };
}

export function bulkAddNightsBody(overrides: Record<string, unknown> = {}) {
  return { region: 'new-york', from: '2026-10-01', to: '2026-10-31', weekdays: [5, 6], ...overrides };
}

export function groupBookingBody(overrides: Record<string, unknown> = {}) {
  return {
    groupName: 'Clarence High Drama Club',
    name: 'Wanda Hollow',
    email: 'wanda@example.com',
    phone: '555-123-4567',
    groupSize: 30,
    region: 'new-york',
    ...overrides,
  };
}

/** A job posting as hiring staff write one (POST /api/job-postings). */
export function jobPostingBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Makeup Artist',
    region: 'new-york',
    positionType: 'actor',
    description: 'Turn our actors into **monsters** before the gates open.\n\n- Latex and blood\n- Quick touch-ups',
    payFrom: 16,
    payTo: 20.5,
    payUnit: 'hour',
    schedule: 'Friday and Saturday nights, from 4 pm',
    startDate: '2026-09-18',
    endDate: '2026-11-01',
    ...overrides,
  };
}
