import { datesText, descriptionHtml, payRange, payText, postingDays, summaryOf } from './job-posting-text';

describe('job posting texts', () => {
  it('states the pay as a rate or a range, per its unit, and nothing without pay', () => {
    expect(payText({ payFrom: 15, payTo: 18.5, payUnit: 'hour' })).toBe('$15 – $18.50 per hour');
    expect(payText({ payFrom: 120, payTo: null, payUnit: 'night' })).toBe('$120 per night');
    expect(payText({ payFrom: 120, payTo: 120, payUnit: 'week' })).toBe('$120 per week');
    expect(payText({ payFrom: null, payTo: null, payUnit: 'hour' })).toBeUndefined();
  });

  it('names the dates of the work', () => {
    expect(datesText({ startDate: '2026-09-18', endDate: '2026-11-01' })).toBe('September 18, 2026 – November 1, 2026');
    expect(datesText({ startDate: '2026-09-18', endDate: null })).toBe('From September 18, 2026');
    expect(datesText({ startDate: null, endDate: '2026-11-01' })).toBe('Until November 1, 2026');
    expect(datesText({ startDate: null, endDate: null })).toBeUndefined();
  });

  it("writes the pay's amounts and the dates in the page's locale", () => {
    expect(payRange({ payFrom: 15, payTo: 18.5 }, 'es-US')).toBe('$15 – $18.50');
    expect(payRange({ payFrom: 1200, payTo: null })).toBe('$1200');
    expect(postingDays({ startDate: '2026-09-18', endDate: '2026-11-01' }, 'es-US')).toEqual({
      start: '18 de septiembre de 2026',
      end: '1 de noviembre de 2026',
    });
    expect(postingDays({ startDate: null, endDate: '2026-11-01' })).toEqual({ end: 'November 1, 2026' });
  });

  it('turns the Markdown into paragraphs and lists for job boards, escaping every markup the staff typed', () => {
    const markdown =
      'Scare **our** guests on the [trail](https://x.test).\nAll night.\n\n- Corn Maze Scarer\n- Tour <b>Guide</b>\n\n<script>alert(1)</script>';
    expect(descriptionHtml(markdown)).toBe(
      '<p>Scare our guests on the trail. All night.</p><ul><li>Corn Maze Scarer</li><li>Tour &lt;b&gt;Guide&lt;/b&gt;</li></ul>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('sums the description up in a line', () => {
    expect(summaryOf('Scare **our** guests.\n\n- Corn Maze Scarer\n- Tour Guide')).toBe('Scare our guests. Corn Maze Scarer, Tour Guide.');
    expect(summaryOf('word '.repeat(60), 20)).toBe('word word word word…');
  });
});
