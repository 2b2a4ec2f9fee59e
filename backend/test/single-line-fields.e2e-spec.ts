import { attractionBody, blogPostBody, contactBody, groupBookingBody, settingsBody, testimonialBody } from './support/factories';
import { testAppSession } from './support/test-app';

/** A line break where a header, a CSV row or a log line would take it as the start of another. */
const BROKEN = 'Wanda Hollow\r\nBcc: everyone@example.com';

/** One-line fields of visitors' and staff's forms, each with the body it is sent in and the label its message names. */
const ONE_LINE_FIELDS: { route: string; field: string; label: string; body: () => Record<string, unknown>; asStaff?: true }[] = [
  { route: 'POST /api/contact', field: 'name', label: 'Name', body: contactBody },
  { route: 'POST /api/group-bookings', field: 'groupName', label: 'Group name', body: groupBookingBody },
  { route: 'POST /api/admin/login', field: 'username', label: 'Username', body: () => ({ username: 'admin', password: 'x'.repeat(12) }) },
  { route: 'POST /api/testimonials', field: 'name', label: 'Name', body: testimonialBody, asStaff: true },
  { route: 'POST /api/attractions', field: 'title', label: 'Title', body: attractionBody, asStaff: true },
  { route: 'POST /api/blog-posts', field: 'title', label: 'Title', body: blogPostBody, asStaff: true },
  { route: 'PUT /api/settings', field: 'phone', label: 'Phone', body: settingsBody, asStaff: true },
  {
    route: 'POST /api/email-templates',
    field: 'subject',
    label: 'Subject',
    body: () => ({ name: 'Welcome', subject: 'Welcome, {firstName}', body: 'Hello' }),
    asStaff: true,
  },
  {
    route: 'POST /api/staff',
    field: 'username',
    label: 'Username',
    body: () => ({ username: 'wanda', email: 'wanda@example.com', role: 'editor' }),
    asStaff: true,
  },
];

describe('one-line text fields', () => {
  const t = testAppSession();

  const send = (route: string, body: object, asStaff?: true) => {
    const [method, path] = route.split(' ');
    const req = t.http[method.toLowerCase() as 'post'](path);
    if (asStaff) req.set(t.admin);
    return req.send(body);
  };

  it.each(ONE_LINE_FIELDS)('$route refuses a line break in $field with 400 naming it', async ({ route, field, label, body, asStaff }) => {
    for (const value of [BROKEN, 'Wanda\nHollow', 'Wanda\u2028Hollow']) {
      const res = await send(route, { ...body(), [field]: value }, asStaff);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [field]: [`${label} must be a single line (no line breaks)`] });
    }
  });

  it('keeps the line breaks of fields that hold paragraphs', async () => {
    const paragraphs = 'First, the fog.\r\n\r\nThen the bride.';
    await send('POST /api/contact', contactBody({ message: paragraphs })).expect(201);
    const testimonial = await send('POST /api/testimonials', testimonialBody({ content: paragraphs }), true).expect(201);
    expect(testimonial.body.content).toBe(paragraphs);
    const story = await send('POST /api/blog-posts', blogPostBody({ excerpt: 'One.\nTwo.', content: paragraphs }), true).expect(201);
    expect(story.body).toMatchObject({ excerpt: 'One.\nTwo.', content: paragraphs });
  });
});
