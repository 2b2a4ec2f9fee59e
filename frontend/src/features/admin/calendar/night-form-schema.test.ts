import { schemaErrors } from '../../../test/schema-errors';
import { bulkAddSchema, lastEntryInOrder, NOTE_MAX_LENGTH, nightSchema } from './night-form-schema';

const night = { status: 'open', note: '', doorsOpen: '18:30', attractionsStart: '19:00', lastEntry: '22:30' };
const bulk = {
  from: '2026-09-25',
  to: '2026-11-01',
  weekdays: [5, 6],
  doorsOpen: '18:30',
  attractionsStart: '19:00',
  lastEntrySundayToThursday: '21:30',
  lastEntryFridayAndSaturday: '23:00',
};

describe('lastEntryInOrder', () => {
  it('wants the last entry after the attractions start, a time before the doors being after midnight', () => {
    expect(lastEntryInOrder('18:30', '19:00', '22:30')).toBe(true);
    expect(lastEntryInOrder('18:30', '19:00', '00:30')).toBe(true);
    expect(lastEntryInOrder('18:30', '19:00', '19:00')).toBe(false);
    expect(lastEntryInOrder('18:30', '19:00', '18:45')).toBe(false);
    expect(lastEntryInOrder('18:30', '23:30', '01:00')).toBe(true);
  });
});

describe('nightSchema', () => {
  it('accepts a night, with or without a note', () => {
    expect(schemaErrors(nightSchema, night)).toEqual({});
    expect(schemaErrors(nightSchema, { ...night, status: 'sold-out', note: 'Members only' })).toEqual({});
    expect(schemaErrors(nightSchema, { ...night, status: 'closed', lastEntry: '01:00' })).toEqual({});
  });

  it('requires a status of open, sold-out or closed, and the three times', () => {
    expect(schemaErrors(nightSchema, { status: '', note: '', doorsOpen: '', attractionsStart: '', lastEntry: '' })).toEqual({
      status: 'Choose a status',
      doorsOpen: 'Doors open is required',
      attractionsStart: 'Attractions start is required',
      lastEntry: 'Last entry is required',
    });
    expect(schemaErrors(nightSchema, { ...night, status: 'maybe' })).toEqual({ status: 'Choose a status' });
  });

  it('takes 24-hour times written HH:MM', () => {
    for (const doorsOpen of ['6:30', '24:00', '18:60', '18.30', '6 pm']) {
      expect(schemaErrors(nightSchema, { ...night, doorsOpen, attractionsStart: '23:00', lastEntry: '23:30' })).toMatchObject({
        doorsOpen: 'Doors open must be a 24-hour time written HH:MM, e.g. 18:30',
      });
    }
  });

  it('wants the attractions to start at or after the doors open, and the last entry after the attractions start', () => {
    expect(schemaErrors(nightSchema, { ...night, attractionsStart: '18:30' })).toEqual({});
    expect(schemaErrors(nightSchema, { ...night, attractionsStart: '18:00', lastEntry: '18:15' })).toEqual({
      attractionsStart: 'Attractions must not start before the doors open',
    });
    expect(schemaErrors(nightSchema, { ...night, lastEntry: '19:00' })).toEqual({
      lastEntry: 'Last entry must be after the attractions start (a time before the doors open means after midnight)',
    });
  });

  it(`limits the note to ${NOTE_MAX_LENGTH} characters`, () => {
    expect(schemaErrors(nightSchema, { ...night, note: 'x'.repeat(NOTE_MAX_LENGTH) })).toEqual({});
    expect(schemaErrors(nightSchema, { ...night, note: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toEqual({
      note: 'Note must be at most 200 characters',
    });
  });
});

describe('bulkAddSchema', () => {
  it('accepts a range of nights, one day long included', () => {
    expect(schemaErrors(bulkAddSchema, bulk)).toEqual({});
    expect(schemaErrors(bulkAddSchema, { ...bulk, to: bulk.from })).toEqual({});
  });

  it('requires dates written YYYY-MM-DD, To not before From, and at least one weekday', () => {
    expect(schemaErrors(bulkAddSchema, { ...bulk, from: '', to: '', weekdays: [] })).toEqual({
      from: 'From is required',
      to: 'To is required',
      weekdays: 'Choose at least one weekday',
    });
    expect(schemaErrors(bulkAddSchema, { ...bulk, from: '2026-09-2' })).toEqual({ from: 'From must be a date written YYYY-MM-DD' });
    expect(schemaErrors(bulkAddSchema, { ...bulk, to: '2026-09-24' })).toEqual({ to: 'To must not be before From' });
  });

  it('checks the order of the times of both kinds of night', () => {
    expect(
      schemaErrors(bulkAddSchema, {
        ...bulk,
        attractionsStart: '18:00',
        lastEntrySundayToThursday: '18:59',
        lastEntryFridayAndSaturday: '',
      }),
    ).toEqual({
      attractionsStart: 'Attractions must not start before the doors open',
      lastEntrySundayToThursday: 'Last entry must be after the attractions start (a time before the doors open means after midnight)',
      lastEntryFridayAndSaturday: 'Last entry (Friday and Saturday) is required',
    });
  });
});
